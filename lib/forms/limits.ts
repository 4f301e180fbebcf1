/** The shortest message the forms take (the spec's 'minimum 10' message); in the booking form, only when one is written. */
export const MESSAGE_MIN = 10

/**
 * The longest value each field of the two forms may hold, in one place: the
 * inputs carry it as `maxLength`, validation refuses more (lib/forms/validation.ts),
 * the message field counts down to it (components/forms/CharacterCount.tsx), and
 * the payloads never send more (lib/forms/payloads.ts).
 *
 * Lengths are UTF-16 code units (`value.length`), the unit the browser's
 * `maxlength` counts, so the page and the browser agree on every limit (an
 * emoji counts as two, which costs a visitor nothing at these sizes).
 */
export const FIELD_LIMITS = {
  // The longest names in Polish registers are under 60 characters; 100 leaves
  // room for a double surname and a foreign one, and no one's name is cut.
  name: 100,
  // RFC 5321 allows a path of 256 octets with its angle brackets: 254 for the address.
  email: 254,
  // E.164 has at most 15 digits; with a +, spaces or dashes between each pair and
  // an extension, 30 is more than any number written by hand.
  phone: 30,
  // About a page and a half (a Polish standard page is 1800 characters): room for
  // the reason of a visit, chronic illnesses and every medicine taken, while a
  // pasted document is stopped before it reaches the service. What needs more is
  // better said on the phone or brought to the visit. At most 6 bytes a unit
  // in JSON (a control character as \u0000), the whole payload stays under 25 KB.
  message: 3000,
  // Selects and the date: the payloads cut a value a changed page could put
  // there; the choices themselves are a few characters long.
  service: 60,
  visitType: 60,
  vaccineType: 60,
  date: 10,
  time: 5,
} as const

export type LimitedField = keyof typeof FIELD_LIMITS

/** The message's counter appears once this share of the limit is used. */
export const COUNTER_FROM = 0.8

/**
 * How far a value is from its limit, counted as the payload sends it: trimmed,
 * so a line break pasted at the end of a text from Word is not held against it.
 */
export const countedLength = (value: string) => value.trim().length

/** `value` cut to `limit` code units, never between the two halves of an emoji. */
export function clip(value: string, limit: number): string {
  if (value.length <= limit) return value
  const cut = value.slice(0, limit)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}
