import type { ComponentType } from 'react'

/**
 * Marks a component as an island: it is rendered to HTML at build time like
 * everything else, and in the browser hydrateIslands() turns it into live React.
 * `name` is the file's path below components/ without `.island.tsx`
 * (e.g. "forms/ContactForm"); props must be plain JSON.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <div data-island={name} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
