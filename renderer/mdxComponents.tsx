import { SiteMap } from '../components/mdx/SiteMap/SiteMap'
import type { MdxComponents } from './mdxComponentTypes.ts'
import { textComponents } from './textComponents'

/** The components an editor may use in an MDX file (textComponents.tsx), with the site map of the site's pages. */
export const mdxComponents = { ...textComponents, SiteMap } satisfies MdxComponents<'SiteMap'> & Record<string, unknown>
