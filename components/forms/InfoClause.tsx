/**
 * The data-protection notice under each form, with a link to the privacy policy.
 * It is part of the form islands, so it also renders in the browser, where
 * lib/build/siteUrl.ts (which reads files) cannot run: Vite writes the same
 * base into `import.meta.env.BASE_URL`, and at "/" the template folds into the
 * plain string, so a build at a domain's root ships the same bytes as before.
 */
export function InfoClause({ text }: { text: string }) {
  return (
    <p className="form__info">
      {text} Szczegóły znajdziesz w <a href={`${import.meta.env.BASE_URL}polityka-prywatnosci`}>polityce prywatności</a>.
    </p>
  )
}
