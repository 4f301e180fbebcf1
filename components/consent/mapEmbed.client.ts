import type { Preferences } from '../../lib/consent/consentCookies.ts'

/**
 * Turns each map placeholder into the maps service's iframe once functional
 * cookies are allowed, or at once for this page when the visitor presses
 * 'Pokaż mapę'. Called on load and after every change of the choice.
 */
export function initMapEmbeds(preferences: Preferences): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-map-embed]')) {
    if (preferences.functional) {
      loadMap(container)
      continue
    }
    const button = container.querySelector<HTMLButtonElement>('[data-map-show]')
    if (!button || button.dataset.ready) continue
    button.dataset.ready = 'true'
    button.hidden = false
    button.addEventListener('click', () => loadMap(container, { focus: true }))
  }
}

function loadMap(container: HTMLElement, { focus = false } = {}): void {
  if (container.querySelector('iframe')) return
  const frame = document.createElement('iframe')
  frame.src = container.dataset.mapEmbed!
  frame.title = container.dataset.mapTitle ?? ''
  frame.loading = 'lazy'
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.className = 'map-embed__frame'
  container.querySelector('.map-embed__placeholder')?.remove()
  container.append(frame)
  if (focus) frame.focus()
}
