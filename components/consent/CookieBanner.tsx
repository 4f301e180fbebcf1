import { consentTexts } from '../../lib/data/siteData.ts'
import { withBase } from '../../lib/build/siteUrl.ts'
import { cookieCategoryId, siteIds } from '../../lib/content/reservedIds.ts'

const OPTIONAL = ['functional', 'analytics', 'marketing'] as const

/**
 * The cookie banner (spec section 4), rendered at build time with both views:
 * the simple one and, hidden, the detail view 'Ustawienia cookies'. It sits in
 * CookieBannerMount's <template>, so nobody sees it until cookieBanner.client.ts puts
 * it on the page (1 s after load, only when no choice is stored) and wires it
 * without React. The heading and the close button serve both views; each
 * carries its other view's text in `data-other`, so no text is sent twice.
 * In each view only the `cookie-banner__body` scrolls, so on a short screen the
 * buttons stay in view (components.css).
 */
export function CookieBanner() {
  const { banner, settings, categories } = consentTexts
  return (
    <section className="cookie-banner" aria-labelledby={siteIds.consentTitle}>
      <div className="cookie-banner__header">
        <h2 id={siteIds.consentTitle} tabIndex={-1} data-other={settings.title}>
          {banner.title}
        </h2>
        <button type="button" className="cookie-banner__close" aria-label={banner.close} data-other={settings.back}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div data-view="simple">
        <p className="cookie-banner__body">
          {/* One string, so React adds no <!-- --> between the text and the space. */}
          {`${banner.text} `}
          <a href={withBase('/polityka-cookies')}>Polityka cookies</a>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="cta cta--primary" data-choice="accepted">
            {banner.acceptAll}
          </button>
          <button type="button" className="cta cta--primary" data-choice="rejected">
            {banner.rejectAll}
          </button>
          <button type="button" className="cta cta--secondary">
            {banner.customize}
          </button>
        </div>
      </div>
      <div data-view="settings" hidden>
        <ul className="cookie-banner__body cookie-categories">
          <li className="cookie-category">
            <div>
              <p className="cookie-category__label">{categories.necessary.label}</p>
              <p className="cookie-category__description">{categories.necessary.description}</p>
            </div>
            <p className="cookie-category__always">{settings.alwaysActive}</p>
          </li>
          {OPTIONAL.map((category) => (
            <li key={category} className="cookie-category">
              <div>
                <p className="cookie-category__label" id={cookieCategoryId(category)}>
                  {categories[category].label}
                </p>
                <p className="cookie-category__description" id={cookieCategoryId(category, 'opis')}>
                  {categories[category].description}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                className="switch"
                aria-checked="false"
                aria-labelledby={cookieCategoryId(category)}
                aria-describedby={cookieCategoryId(category, 'opis')}
                data-category={category}
              >
                <span className="switch__thumb" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className="cookie-banner__actions">
          <button type="button" className="cta cta--primary" data-choice="customized">
            {settings.save}
          </button>
          <button type="button" className="cta cta--primary" data-choice="accepted">
            {banner.acceptAll}
          </button>
        </div>
      </div>
    </section>
  )
}
