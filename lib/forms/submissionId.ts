/**
 * A submission id for each send, the same for a resend of the same values.
 *
 * When the form service is slow the form cannot know whether a message
 * arrived, and the visitor may send it again. Both copies then carry the same
 * id, so whoever reads the clinic's mailbox sees the second one is a repeat;
 * a changed message gets a new id. The id is random, kept for the life of
 * the page (one tracker per form), and renewed only when the values sent
 * differ from the last ones sent.
 */
export function submissionIds(random: () => string = randomSubmissionId): (payload: Readonly<Record<string, string>>) => string {
  let last: { values: string; id: string } | undefined
  return (payload) => {
    const values = JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (last?.values !== values) last = { values, id: random() }
    return last.id
  }
}

// Crockford's Base32: no I, L, O or U, so an id read aloud over the phone or
// copied from an e-mail stays unambiguous; 32 letters, so every byte maps evenly.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * Eight characters in two groups of four ('K7F3-9QX2'), 40 random bits: enough
 * to tell one visitor's sends from another's. It uses crypto.getRandomValues,
 * which, unlike crypto.randomUUID, works on a page served over plain http too.
 */
export function randomSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]!)
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
