import type { Preferences } from '../../lib/consent/consentCookies.ts'
import { siteIds } from '../../lib/content/reservedIds.ts'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

const SCRIPT_ID = siteIds.analytics

/**
 * Optional analytics, off unless content/data/consent.yaml has an ID. Its script
 * is added only after analytics consent.
 * For Google's IDs (G-...), Consent Mode v2 starts with everything denied and is
 * updated from the visitor's choice.
 */
export function syncAnalytics(id: string, preferences: Preferences): void {
  const isGoogle = id.startsWith('G-')
  // typeof, not truthiness: an element of the page with the id "gtag" or "dataLayer" (a heading "Gtag") is a
  // property of window too, and stood in for the function and the queue until the first call threw.
  if (isGoogle && typeof window.gtag !== 'function') {
    window.dataLayer = Array.isArray(window.dataLayer) ? window.dataLayer : []
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // biome-ignore lint/complexity/noArguments: see above
      window.dataLayer!.push(arguments)
    }
    window.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
  }
  if (isGoogle) {
    window.gtag!('consent', 'update', {
      analytics_storage: preferences.analytics ? 'granted' : 'denied',
      ad_storage: preferences.marketing ? 'granted' : 'denied',
      ad_user_data: preferences.marketing ? 'granted' : 'denied',
      ad_personalization: preferences.marketing ? 'granted' : 'denied',
    })
  }
  // Withdrawing consent happens on /polityka-cookies, which reloads the page
  // without the script and removes its cookies (clearChoice), so only loading is needed here.
  if (preferences.analytics && isGoogle && !document.getElementById(SCRIPT_ID)) {
    window.gtag!('js', new Date())
    window.gtag!('config', id)
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
    document.head.append(script)
  }
}
