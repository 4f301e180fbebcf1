import { useEffect, useRef, useState } from 'react'
import { ALL_ACCEPTED, DEFAULT_PREFERENCES, saveChoice, type Category, type Consent, type Preferences } from '../../lib/consent/consentCookies.ts'
import type { ConsentTexts } from '../../lib/schemas/consentSchema.ts'

export type CookieBannerProps = Pick<ConsentTexts, 'banner' | 'settings' | 'categories'>

const OPTIONAL: Exclude<Category, 'necessary'>[] = ['functional', 'analytics', 'marketing']

/**
 * The cookie banner (spec section 4). Not rendered at build time: the browser
 * entry mounts it 1 s after load, and only when no choice is stored.
 */
export default function CookieBanner({ banner, settings, categories }: CookieBannerProps) {
  const [view, setView] = useState<'simple' | 'settings' | 'closed'>('simple')
  const [chosen, setChosen] = useState<Preferences>({ ...DEFAULT_PREFERENCES })
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Move focus into the banner when it appears or changes view, unless the
  // visitor is already busy elsewhere (typing in a form, say). Nothing is trapped.
  useEffect(() => {
    const active = document.activeElement
    if (!active || active === document.body) headingRef.current?.focus()
  }, [view])

  const choose = (consent: Consent, preferences: Preferences) => {
    saveChoice(consent, preferences)
    setView('closed')
  }
  const acceptAll = () => choose('accepted', ALL_ACCEPTED)
  const rejectAll = () => choose('rejected', DEFAULT_PREFERENCES)

  if (view === 'closed') return null
  const title = view === 'simple' ? banner.title : settings.title
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-tytul">
      <div className="cookie-banner__header">
        <h2 id="cookie-banner-tytul" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="cookie-banner__close"
          aria-label={view === 'simple' ? banner.close : settings.back}
          onClick={view === 'simple' ? rejectAll : () => setView('simple')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {view === 'simple' ? (
        <>
          <p>
            {banner.text} <a href="/polityka-cookies">Polityka cookies</a>
          </p>
          <div className="cookie-banner__actions">
            <button type="button" className="cta cta--primary" onClick={acceptAll}>
              {banner.acceptAll}
            </button>
            <button type="button" className="cta cta--primary" onClick={rejectAll}>
              {banner.rejectAll}
            </button>
            <button type="button" className="cta cta--secondary" onClick={() => setView('settings')}>
              {banner.customize}
            </button>
          </div>
        </>
      ) : (
        <>
          <ul className="cookie-categories">
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
                  <p className="cookie-category__label" id={`cookies-${category}`}>
                    {categories[category].label}
                  </p>
                  <p className="cookie-category__description" id={`cookies-${category}-opis`}>
                    {categories[category].description}
                  </p>
                </div>
                <button
                  type="button"
                  role="switch"
                  className="switch"
                  aria-checked={chosen[category]}
                  aria-labelledby={`cookies-${category}`}
                  aria-describedby={`cookies-${category}-opis`}
                  onClick={() => setChosen((current) => ({ ...current, [category]: !current[category] }))}
                >
                  <span className="switch__thumb" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="cookie-banner__actions">
            <button type="button" className="cta cta--primary" onClick={() => choose('customized', chosen)}>
              {settings.save}
            </button>
            <button type="button" className="cta cta--primary" onClick={acceptAll}>
              {banner.acceptAll}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
