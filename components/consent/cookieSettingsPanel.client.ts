import { CONSENT_CHANGE_EVENT, clearChoice, readConsent, readPreferences, type Category } from '../../lib/consent/consentCookies.ts'

interface PanelTexts {
  on: string
  off: string
  choice: string
  consents: Record<'accepted' | 'rejected' | 'customized', string>
}

/**
 * Fills the panel on /polityka-cookies with the stored choice, and again when
 * the visitor chooses in the banner on this page (the panel said 'Nie wybrano
 * jeszcze ustawień' under a choice just made). 'Zmień ustawienia' forgets the
 * choice (back to only necessary cookies) and reloads, so the banner appears again.
 */
export function initCookieSettingsPanel(): void {
  const panel = document.querySelector<HTMLElement>('[data-cookie-settings]')
  if (!panel) return
  const texts = JSON.parse(panel.dataset.cookieSettings!) as PanelTexts
  const fill = () => {
    const consent = readConsent(document.cookie)
    const preferences = readPreferences(document.cookie)
    if (consent) panel.querySelector('[data-consent-status]')!.textContent = `${texts.choice}: ${texts.consents[consent]}.`
    for (const cell of panel.querySelectorAll<HTMLElement>('[data-category]')) {
      const category = cell.dataset.category as Category
      if (category !== 'necessary') cell.textContent = preferences[category] ? texts.on : texts.off
    }
  }
  fill()
  window.addEventListener(CONSENT_CHANGE_EVENT, fill)
  const button = panel.querySelector<HTMLButtonElement>('[data-cookie-reset]')!
  button.hidden = false
  button.addEventListener('click', () => {
    clearChoice()
    location.reload()
  })
}
