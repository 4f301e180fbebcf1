import { clinic } from '../../lib/data/siteData'
import { DirectionsLink } from '../contact/DirectionsLink'
import { displayPhone, telHref } from '../../lib/data/format'
import { HeaderSearch } from '../search/HeaderSearch'

/** The thin bar above the navigation: e-mail, hotline and directions. */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <a className="top-bar__email" href={`mailto:${clinic.email}`}>
          <svg className="top-bar__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M2 4h16v12H2zM2 4l8 7 8-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          <span className="top-bar__email-text">{clinic.email}</span>
        </a>
        <HeaderSearch />
        <a className="top-bar__phone" href={telHref(clinic.phone.number)}>
          {/* Shown only where the words have no room (200% zoom on a phone): a handset, the link's name unchanged. */}
          <svg className="top-bar__icon top-bar__narrow-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 2h3l1.5 4.5-2 1.2a10 10 0 0 0 4.8 4.8l1.2-2L18 12v3a2 2 0 0 1-2 2A14 14 0 0 1 3 4a2 2 0 0 1 2-2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {/* The spec's words as typed; CSS keeps them on one line. */}
          <span className="top-bar__phone-label">{clinic.phone.label}</span>
          <span className="top-bar__phone-number">{displayPhone(clinic.phone.number)}</span>
        </a>
        <DirectionsLink
          className="top-bar__directions"
          icon={
            <svg className="top-bar__icon top-bar__narrow-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M10 18s-6-6-6-10a6 6 0 0 1 12 0c0 4-6 10-6 10z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="10" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          }
        />
      </div>
    </div>
  )
}
