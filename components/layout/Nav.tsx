import { clinic, navigation } from '../../lib/data/siteData'
import { withBase } from '../../lib/build/siteUrl'
import type { NavLink } from '../../lib/schemas/navigationSchema'
import { siteIds, submenuId } from '../../lib/content/reservedIds'

/**
 * The main menu. Without JavaScript the dropdowns open on hover and on focus
 * (CSS :focus-within); siteMenu.client.ts adds the 150 ms close delay, mutual
 * exclusion, aria-expanded and the keys.
 */
export function Nav({ currentRoute }: { currentRoute?: string }) {
  return (
    <nav id={siteIds.menu} className="nav" aria-label="Menu główne">
      <ul className="nav__list">
        {navigation.main.map((item, index) =>
          item.items ? (
            <li key={item.label} className="nav__item dropdown">
              <button type="button" className="dropdown__toggle" aria-expanded="false" aria-controls={submenuId(index)}>
                {item.label}
                <svg className="dropdown__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
              <ul id={submenuId(index)} className="dropdown__menu">
                {item.items.map((link) => (
                  <li key={link.label}>
                    <MenuLink link={link} currentRoute={currentRoute} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label} className="nav__item">
              <MenuLink link={item} currentRoute={currentRoute} className="nav__link" />
            </li>
          ),
        )}
        <li className="nav__item nav__item--booking">
          <a className="cta cta--primary" href={withBase(navigation.booking.href)}>
            {navigation.booking.label}
          </a>
        </li>
      </ul>
    </nav>
  )
}

function MenuLink({ link, currentRoute, className }: { link: NavLink; currentRoute?: string; className?: string }) {
  if (link.external) {
    return (
      <a className={className} href={clinic[link.external]} target="_blank" rel="noopener noreferrer">
        {link.label}
        <svg className="external-icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M5 2H2v8h8V7M7 2h3v3M10 2L5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
        <span className="visually-hidden"> (rezerwacja w zewnętrznym serwisie, otwiera się w nowej karcie)</span>
      </a>
    )
  }
  return (
    <a className={className} href={link.href && withBase(link.href)} aria-current={link.href === currentRoute ? 'page' : undefined}>
      {link.label}
    </a>
  )
}
