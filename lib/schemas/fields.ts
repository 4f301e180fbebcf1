import { z } from 'zod'

// Small field types shared by the schemas. Each message is written for an editor
// who reads it in a failed build, so it says what is expected in plain Polish.

/**
 * A calendar date written as "RRRR-MM-DD", e.g. "2025-03-13". One pattern with
 * one message for both a wrong form and a day that does not exist (2027-02-30,
 * 2025-02-29), so the browser editor's form can refuse exactly what the check
 * refuses, in the same words: months of 30 and 31 days, February of 28, and of
 * 29 in leap years (divisible by 4, centuries only by 400).
 */
export const dateMessage = 'ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”'
const existingDate =
  /^(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$/
export const isoDate = z.string({ error: dateMessage }).regex(existingDate, dateMessage)

/**
 * The date a value means when written the Polish way, day first ("31.12.2026", "6/1/2027", "06-01-2027"), as
 * isoDate takes it, for the check's line to name; none for anything else. An editor's trial typed 31.12.2026 and
 * was told only the format, while a price written otherwise gets the exact value to write.
 */
export function dateMeant(value: unknown): string | undefined {
  const found = typeof value === 'string' ? /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(value) : null
  if (!found) return undefined
  const meant = `${found[3]}-${found[2]!.padStart(2, '0')}-${found[1]!.padStart(2, '0')}`
  return existingDate.test(meant) ? meant : undefined
}

/** Whether `value` is a date isoDate takes: a rule comparing two dates says nothing of one that is already wrong. */
export const isExistingDate = (value: unknown): value is string => typeof value === 'string' && existingDate.test(value)

/** A clock time "G:MM" or "GG:MM", e.g. "7:00" or "16:30". */
export const clockTime = z
  // 16.00 reads as the number 16: the dot is the slip, not missing quotes (the browser editor writes 16:00 without them).
  .string({ error: 'ma być godziną w formacie "GG:MM" (z dwukropkiem), np. "16:00"' })
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'ma być godziną w formacie "GG:MM", np. "16:00"')

/** Non-empty text. */
export const text = z.string({ error: 'ma być tekstem' }).trim().min(1, 'nie może być puste')

/** A link to another site, starting with https:// */
export const externalUrl = z
  .string({ error: 'ma być adresem strony zaczynającym się od https://' })
  .regex(/^https:\/\/\S+$/, 'ma być adresem strony zaczynającym się od https://')

/** A link inside this site, starting with "/", e.g. "/szczepienia/podroze" or "/#kontakt". */
export const internalPath = z
  .string({ error: 'ma być ścieżką na tej stronie, zaczynającą się od "/"' })
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'ma być ścieżką na tej stronie, np. "/szczepienia/podroze" (małe litery, bez polskich znaków)')

/**
 * A list of named entries (price tables, categories, intervals, topics): the
 * browser editor cannot edit a map with free keys, so each entry carries its
 * name in `id`. A name may stand only once; the message stands at the repeat.
 * lib/data/byId.ts turns such a list back into a lookup by name.
 */
export function listWithIds<T extends z.ZodType<{ id: string }>>(entry: T) {
  return z.array(entry, { error: 'ma być listą, w której każdy element ma swoją nazwę w polu "id"' }).superRefine((list, ctx) => {
    const first = new Map<string, number>()
    list.forEach((item, index) => {
      const seen = first.get(item.id)
      if (seen === undefined) first.set(item.id, index)
      else
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `powtarza nazwę „${item.id}” z wiersza ${seen + 1}; każda nazwa może wystąpić tylko raz` })
    })
  })
}

/** A short name the pages use to point at a table or item: lower case, digits, hyphens. */
export const key = z.string().regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "porada-podroznicza"')

/** Appended to the description of a field that holds a medical fact. */
export const medicalFact = 'Fakt medyczny: zmieniaj tylko po uzgodnieniu z lekarzem.'
