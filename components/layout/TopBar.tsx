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
          {/* The spec's words as typed; CSS keeps them on one line. */}
          <span className="top-bar__phone-label">{clinic.phone.label}</span>
          <span className="top-bar__phone-number">{displayPhone(clinic.phone.number)}</span>
        </a>
        <DirectionsLink className="top-bar__directions" />
      </div>
    </div>
  )
}
