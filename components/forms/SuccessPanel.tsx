import type { RefObject } from 'react'
import { TextWithPhone } from '../contact/TextWithPhone.tsx'

/** Replaces a form once it is sent; focus moves to its heading. */
export function SuccessPanel({
  title,
  body,
  again,
  phone,
  headingRef,
  onAgain,
  summary,
}: {
  title: string
  /** What was sent, in words (a booking request's type, day and time), shown under the heading. */
  summary?: string
  /** forms.yaml's text, its hours filled in; {telefon} becomes the number, a link that dials it. */
  body: string
  again: string
  phone: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onAgain: () => void
}) {
  return (
    <div className="form-success" role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {summary && <p className="form-success__summary">Wysłana prośba: {summary}.</p>}
      <p>
        <TextWithPhone text={body} phone={phone} />
      </p>
      <button type="button" className="cta cta--secondary" onClick={onAgain}>
        {again}
      </button>
    </div>
  )
}
