/** The data-protection notice under each form, with a link to the privacy policy. */
export function InfoClause({ text }: { text: string }) {
  return (
    <p className="form__info">
      {text} Szczegóły znajdziesz w <a href="/polityka-prywatnosci">polityce prywatności</a>.
    </p>
  )
}
