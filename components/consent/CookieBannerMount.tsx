import { consentTexts } from '../../lib/data/siteData.ts'
import type { CookieBannerProps } from './CookieBanner.island.tsx'

/**
 * An empty element that carries the banner's texts (and the analytics ID, when
 * one is set); components/consent/startConsent.ts fills it only when needed.
 */
export function CookieBannerMount() {
  const props: CookieBannerProps = { banner: consentTexts.banner, settings: consentTexts.settings, categories: consentTexts.categories }
  return <div id="zgoda-cookies" data-props={JSON.stringify(props)} data-analytics-id={consentTexts.analyticsId} />
}
