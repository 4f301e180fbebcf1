import type { ReactNode } from 'react'
import { displayPhone, telHref } from '../../lib/data/format.ts'

/**
 * A form's message with the clinic's number and address in it ('Zadzwoń pod numer … albo napisz na adres …'),
 * each a link that dials or writes: a visitor whose form could not be sent, on a phone, taps it instead of
 * copying it by hand. The messages are plain text (lib/forms/serviceErrors.ts); the contact comes as a prop,
 * as in TextWithPhone.
 */
export function TextWithContact({ text, contact }: { text: string; contact: { phone: string; email: string } }) {
  const links: [string, (key: number) => ReactNode][] = [
    [
      contact.phone,
      (key) => (
        <a key={`t${key}`} href={telHref(contact.phone)}>
          {displayPhone(contact.phone)}
        </a>
      ),
    ],
    [
      contact.email,
      (key) => (
        <a key={`m${key}`} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    ],
  ]
  let pieces: ReactNode[] = [text]
  for (const [value, link] of links) {
    pieces = pieces.flatMap((piece) =>
      typeof piece === 'string' && value ? piece.split(value).flatMap((part, index) => (index === 0 ? [part] : [link(index), part])) : [piece],
    )
  }
  return <>{pieces}</>
}
