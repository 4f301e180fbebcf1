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

/** Hydrates every `[data-island]` element; pages without one never load React. */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  if (elements.length === 0) return
  const [{ createElement }, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')])
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island ?? ''
      const load = loaderFor(name)
      if (!load) {
        console.error(`Unknown island "${name}"`)
        return
      }
      const { default: Component } = await load()
      hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props ?? '{}')))
    }),
  )
}
