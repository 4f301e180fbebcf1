import { FORM_LANGUAGE } from '../../lib/forms/payloads.ts'

/**
 * The hidden fields in the form's HTML, for the post without JavaScript: the
 * spam trap `_gotcha` (hidden from people, filled only by bots), the e-mail
 * subject and the language. A send with JavaScript carries the same three
 * (`withHiddenFields` in lib/forms/payloads.ts), the trap's value read from
 * this field.
 */
export function NoScriptFields({ subject }: { subject: string }) {
  return (
    <>
      <div className="honeypot" aria-hidden="true">
        <label>
          Nie wypełniaj tego pola
          <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_language" value={FORM_LANGUAGE} />
    </>
  )
}
