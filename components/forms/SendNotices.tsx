import type { RefObject } from 'react'
import { sendingMessages, unconfirmedMessage } from '../../lib/forms/messages.ts'
import { TextWithContact } from './TextWithContact.tsx'

/**
 * Under the submit button: a polite live region, in the page from the start
 * (a screen reader announces text added to a region it already knows). While
 * the form sends it says so to a screen reader (the button's changed words are
 * seen, but not reliably read out: a screen-reader trial heard nothing while
 * sending), and once the service has been slow to answer it says, on the screen
 * too, that the form is still sending.
 */
export function SendingNotice({ sending, slow }: { sending: boolean; slow: boolean }) {
  return (
    <div className="form__progress" role="status">
      {sending && !slow && <p className="visually-hidden">{sendingMessages.sending}</p>}
      {sending && slow && <p>{sendingMessages.slow}</p>}
    </div>
  )
}

/**
 * At the top of the form when the service did not answer in time: not an
 * error (the form may have arrived), so not the red error summary; like it,
 * it takes focus, so a screen reader reads it at once.
 */
export function UnconfirmedNotice({
  form,
  contact,
  noticeRef,
}: {
  form: string
  contact: { phone: string; email: string }
  noticeRef: RefObject<HTMLDivElement | null>
}) {
  return (
    <div className="form-notice" ref={noticeRef} tabIndex={-1} role="alert" aria-labelledby={`${form}-bez-odpowiedzi`}>
      <h3 className="form-notice__title" id={`${form}-bez-odpowiedzi`}>
        {sendingMessages.unconfirmedTitle}
      </h3>
      <p>
        <TextWithContact text={unconfirmedMessage(contact)} contact={contact} />
      </p>
    </div>
  )
}
