/** Where /szukaj stood when the visitor left it, for the way back (sessionStorage: this tab only). */
const PLACE_KEY = 'szukaj-miejsce'

/**
 * Back from a result to /szukaj?q=…: the page loads again and draws its results once the index has
 * come, so the browser put the scroll back on a page without them, on the site map below; as the results
 * appeared above, it kept the site map in view (a visitor came back thousands of pixels below the result
 * they had opened). Here /szukaj remembers its place when it is left and takes it again once its results
 * are drawn: call this first, and the function it returns after the first results.
 */
export function keepResultsPlace(): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(PLACE_KEY, JSON.stringify({ search: location.search, y: scrollY }))
    } catch {
      // Storage refused (private mode): the way back starts at the top.
    }
  })
  return () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (navigation?.type !== 'back_forward' && navigation?.type !== 'reload') return
    let place: { search?: string; y?: number } | undefined
    try {
      place = JSON.parse(sessionStorage.getItem(PLACE_KEY) ?? 'null') ?? undefined
    } catch {
      return
    }
    if (place?.search === location.search && typeof place.y === 'number') scrollTo(0, place.y)
  }
}
