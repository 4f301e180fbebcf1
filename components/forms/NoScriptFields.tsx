/**
 * Fields for the no-JavaScript post: the spam trap `_gotcha` (hidden from
 * people, filled only by bots), the e-mail subject and the language.
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
      <input type="hidden" name="_language" value="pl" />
    </>
  )
}
