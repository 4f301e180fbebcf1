/**
 * The forms' names: the first part of every id inside them (kontakt-email,
 * rezerwacja-bledy), which their scripts find by id (the error summary moves
 * the focus to a field). Content may not take such an id on a page with the
 * form (the rule id-zajete).
 */
export const formNames = { contact: 'kontakt', booking: 'rezerwacja' } as const
