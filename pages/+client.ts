import { startConsent } from '../components/consent/startConsent.client.ts'
import { initFaqHighlight } from '../components/faq/faqHighlight.client.ts'
import { chooseVisitTypeFromAddress } from '../components/forms/visitTypeFromAddress.client.ts'
import { initSiteMenu } from '../components/layout/siteMenu.client.ts'
import { hideExpiredNotices } from '../components/layout/expiredNotices.client.ts'
import { hydrateIslands } from '../components/islands/hydrateIslands.client.ts'
import { startSiteSearch } from '../components/search/searchStart.client.ts'

// The only script every page loads. Pages are static HTML rendered at build
// time (the page component never reaches the browser); this wires the menu
// and hydrates the parts marked as islands, fetching React only for them,
// applies the visitor's cookie choice (or shows the banner) and hides a
// notice past its last day.
hideExpiredNotices() // first: the sooner, the less the page moves
initSiteMenu()
chooseVisitTypeFromAddress() // before the islands: the booking form adopts what its fields hold
hydrateIslands()
startConsent()
initFaqHighlight()
startSiteSearch() // loads nothing until the field is used
// The 404 page alone fetches the code that matches a mistyped address to a page.
const suggestion = document.querySelector<HTMLElement>('[data-page-suggestion]')
if (suggestion) void import('../components/notFound/pageSuggestion.client.ts').then(({ suggestPage }) => suggestPage(suggestion))
