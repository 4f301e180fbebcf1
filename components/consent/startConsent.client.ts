import { CONSENT_CHANGE_EVENT, readConsent, readPreferences, type Preferences } from '../../lib/consent/consentCookies.ts'
import { syncAnalytics } from './analytics.client.ts'
import { showCookieBanner } from './cookieBanner.client.ts'
import { initCookieSettingsPanel } from './cookieSettingsPanel.client.ts'
import { initMapEmbeds } from './mapEmbed.client.ts'
import { siteIds } from '../../lib/content/reservedIds.ts'

/** The banner appears this long after load (spec section 9). */
export const BANNER_DELAY_MS = 1000

/**
 * Everything that depends on the visitor's cookie choice, on every page: the
 * banner (shown only when no choice is stored), the map embeds, optional
 * analytics and the settings panel on /polityka-cookies.
 */
export function startConsent(): void {
  // The <template> holding the banner (CookieBannerMount.tsx).
  const mount = document.getElementById(siteIds.consent) as HTMLTemplateElement | null
  const analyticsId = mount?.dataset.analyticsId
  const apply = (preferences: Preferences) => {
    initMapEmbeds(preferences)
    if (analyticsId) syncAnalytics(analyticsId, preferences)
  }
  apply(readPreferences(document.cookie))
  window.addEventListener(CONSENT_CHANGE_EVENT, (event) => apply((event as CustomEvent<Preferences>).detail))
  initCookieSettingsPanel()
  if (mount && !readConsent(document.cookie)) {
    setTimeout(() => showCookieBanner(mount), BANNER_DELAY_MS)
  }
}
