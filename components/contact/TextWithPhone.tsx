import { displayPhone, telHref } from '../../lib/data/format.ts'

/**
 * A text from a data file where {telefon} stands for the clinic's number,
 * shown as a link that dials it. The number comes as a prop: the booking
 * form's island uses this too, and reading clinic.yaml here would put the
 * data file and its schema into the island's JavaScript.
 */
export function TextWithPhone({ text, phone }: { text: string; phone: string }) {
  return (
    <>
      {text.split('{telefon}').flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <a key={index} href={telHref(phone)}>
                {displayPhone(phone)}
              </a>,
              part,
            ],
      )}
    </>
  )
}
