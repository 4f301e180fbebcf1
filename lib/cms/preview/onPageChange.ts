/**
 * Calls `callback` once a frame at most while the editor's page changes (the
 * CMS redraws its screens as the worker moves): the board's reasons and the
 * row search place their parts on the CMS's screens again after each redraw.
 */
export function onPageChange(callback: () => void): void {
  let pending = false
  new MutationObserver(() => {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      callback()
    })
  }).observe(document.body, { childList: true, subtree: true })
}
