import type { ComponentType } from 'react'
import { frontmatterSchema, type Frontmatter } from '../schemas/frontmatterSchema.ts'
import { normaliseRoute, routeFromContentFile } from './routes.ts'

interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>
  frontmatter: unknown
}

export interface LoadedPage {
  route: string
  frontmatter: Frontmatter
  Content: MdxModule['default']
}

// Server-side only: every content file, compiled by the MDX plugin.
const modules = import.meta.glob<MdxModule>('/content/**/*.mdx', { eager: true })

const pages = new Map<string, LoadedPage>(
  Object.entries(modules).map(([file, module]) => {
    const route = routeFromContentFile(file)
    return [route, { route, frontmatter: frontmatterSchema.parse(module.frontmatter), Content: module.default }]
  }),
)

export function contentRoutes(): string[] {
  return [...pages.keys()].sort()
}

export function findContentPage(pathname: string): LoadedPage | undefined {
  return pages.get(normaliseRoute(pathname))
}

export function allContentPages(): LoadedPage[] {
  return contentRoutes().map((route) => pages.get(route)!)
}
