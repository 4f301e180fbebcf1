import { consentTexts } from '../../lib/data/siteData.ts'
import { CookieBanner } from './CookieBanner.tsx'
import { siteIds } from '../../lib/content/reservedIds.ts'

/**
 * The banner's HTML in a <template>: inert and never shown by itself, so a
 * visitor with a stored choice and a visitor without JavaScript (who can never
 * be given an optional cookie, so needs no banner) never see it, and it is not
 * in the page (no `.cookie-banner`, nothing for assistive technology) until
 * components/consent/cookieBanner.client.ts takes it out. The element also carries
 * the analytics ID, when one is set, for startConsent.client.ts.
 */
export function CookieBannerMount() {
  return (
    <template id={siteIds.consent} data-analytics-id={consentTexts.analyticsId}>
      <CookieBanner />
    </template>
  )
}
