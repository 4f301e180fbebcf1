import { consentTexts } from '../../../lib/data/siteData.ts'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const

/**
 * The current-settings panel on /polityka-cookies. The build renders the
 * defaults (true for anyone who has not chosen, and without JavaScript no
 * choice can be made); cookieSettingsPanel.client.ts shows the stored choice and
 * wires 'Zmień ustawienia'.
 */
export function CookieSettings() {
  const { panel, categories } = consentTexts
  return (
    <section
      className="cookie-settings"
      aria-labelledby="obecne-ustawienia"
      data-cookie-settings={JSON.stringify({ on: panel.on, off: panel.off, consents: panel.consents, choice: panel.choice })}
    >
      <h3 id="obecne-ustawienia">{panel.title}</h3>
      <p data-consent-status>{panel.noChoice}</p>
      <dl className="cookie-settings__list">
        {CATEGORIES.map((category) => (
          <div key={category}>
            <dt>{categories[category].label}</dt>
            <dd data-category={category}>{category === 'necessary' ? consentTexts.settings.alwaysActive : panel.off}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="cta cta--secondary" data-cookie-reset hidden>
        {panel.change}
      </button>
    </section>
  )
}
