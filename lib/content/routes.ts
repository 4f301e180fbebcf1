/**
 * Where a content file is published: the file's path below content/ is its URL.
 *   content/index.mdx                -> /
 *   content/szczepienia/index.mdx    -> /szczepienia
 *   content/szczepienia/podroze.mdx  -> /szczepienia/podroze
 */
export function routeFromContentFile(file: string): string {
  const relative = file.replace(/^.*?\bcontent\//, '').replace(/\.mdx$/, '')
  const withoutIndex = relative === 'index' ? '' : relative.replace(/\/index$/, '')
  return `/${withoutIndex}`
}

/** `/o-nas/` and `/o-nas` are the same page; static hosts serve both. */
export function normaliseRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A URL part an editor may use: lower-case letters without diacritics, digits and hyphens. */
export const contentFileNamePattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.mdx$/
