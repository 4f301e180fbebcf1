// Module shapes that TypeScript cannot infer on its own.
declare module '*.yaml' {
  const data: unknown
  export default data
}

declare module '*.mdx' {
  import type { ComponentType } from 'react'
  export const frontmatter: Record<string, unknown>
  const MDXContent: ComponentType<{ components?: Record<string, unknown> }>
  export default MDXContent
}
