/**
 * The cards of the board 'Obieg redakcyjny', as the CMS (Svelte) draws them: each change is a `role="listitem"`
 * element whose `.summary` button is labelled with the entry's name (a data file's label, a page's title). The
 * board's additions (boardReasons.ts, quietBadges.ts, publishQuestion.ts, publishedNotice.ts) find and name cards
 * only here, so a new CMS version that changes that markup is mended in one place; tests/e2e/adminPublishing.test.ts
 * fails if it does.
 */

/** The card an element of the board stands in. */
export const cardOf = (element: Element | null | undefined): HTMLElement | null => element?.closest<HTMLElement>('[role="listitem"]') ?? null

/** The name on a card: its entry's label or title. */
export const cardName = (card: Element | null | undefined): string | undefined => card?.querySelector('button.summary')?.getAttribute('aria-label') ?? undefined

/** Every card on the board now. */
export const boardCards = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.board [role="listitem"]')]
