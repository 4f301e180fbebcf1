import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { componentRegistry, ComponentName } from '../lib/content/componentRegistry.ts'

/** The attributes the registry's schema of component `N` lets a page write. */
export type RegisteredProps<N extends ComponentName> = z.input<ReturnType<(typeof componentRegistry)[N]['props']>>

/**
 * A map from registry names to the components that render them: every name
 * once, no other, and each component accepting what its schema lets a page
 * write (children come on top, as MDX gives them).
 */
export type MdxComponents<N extends ComponentName> = {
  [K in N]: ComponentType<RegisteredProps<K> & { children?: never }> | ComponentType<RegisteredProps<K> & { children: React.ReactNode }>
}
