/**
 * The notice at the top of every page of a preview build (SITE_ENV=preview):
 * this version is not the published site, and its text can be changed in the
 * file the link opens. Plain HTML and CSS, so it shows with JavaScript off too.
 *
 * A plain element, not a landmark: it sits inside the header's banner and a
 * screen reader meets it right after the skip link, before the top bar.
 */
export function PreviewBar({ editUrl }: { editUrl: string }) {
  return (
    <div className="preview-bar">
      <div className="container preview-bar__inner">
        <p className="preview-bar__text">
          <strong>Podgląd zmian</strong>
          {/* Below 768 px only the two words above are shown; screen readers still read this. */}
          <span className="preview-bar__detail"> — ta wersja strony nie jest opublikowana</span>
        </p>
        <a className="preview-bar__edit" href={editUrl}>
          Edytuj tę stronę
        </a>
      </div>
    </div>
  )
}
