// Island files are `components/**/*.island.tsx`, each with a default export.
// The glob gives one lazy chunk per island, so a page downloads only its own.
const loaders = import.meta.glob<{ default: React.ComponentType<object> }>('../components/**/*.island.tsx')

function loaderFor(name: string) {
  return loaders[`../components/${name}.island.tsx`]
}

/** Renders an island that has no HTML from the build (the cookie banner) into `container`. */
export async function mountIsland(name: string, container: HTMLElement): Promise<void> {
  const load = loaderFor(name)
  if (!load) throw new Error(`Unknown island "${name}"`)
  const [{ createElement }, { createRoot }, { default: Component }] = await Promise.all([import('react'), import('react-dom/client'), load()])
  createRoot(container).render(createElement(Component, JSON.parse(container.dataset.props ?? '{}')))
}

/**
 * Hydrates each `[data-island]` element when it comes near the screen: pages
 * without an island never load React, and a form at the bottom of a page does
 * not hold up the first paint. Until then the server-rendered HTML works alone
 * (forms post natively, tables are complete).
 */
export function hydrateIslands(): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  if (elements.length === 0) return
  if (!('IntersectionObserver' in window)) {
    for (const element of elements) void hydrate(element)
    return
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        void hydrate(entry.target as HTMLElement)
      }
    },
    { rootMargin: '400px 0px' },
  )
  for (const element of elements) observer.observe(element)
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = loaderFor(name)
  if (!load) {
    console.error(`Unknown island "${name}"`)
    return
  }
  const [{ createElement }, { hydrateRoot }, { default: Component }] = await Promise.all([import('react'), import('react-dom/client'), load()])
  hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props ?? '{}')))
  // A marker for tests and for anyone debugging: this island is live.
  element.dataset.hydrated = 'true'
}
