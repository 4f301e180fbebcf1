import { clinic } from '../../lib/data/siteData'
import { withBase } from '../../lib/build/siteUrl'

/**
 * The clinic's mark and name. Where the menu is the slide-in panel (phones,
 * tablets) the short name stays beside the mark and the foundation's name is
 * only in the accessible name of the link (renderer/styles/header.css).
 */
export function Logo() {
  return (
    <a className="logo" href={withBase('/')}>
      <svg className="logo__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{clinic.shortName}</span>
        <span className="logo__foundation">{clinic.foundation}</span>
      </span>
    </a>
  )
}
