import { pageFileName } from './pageFileName.ts'

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

/**
 * What the build writes at `route` itself, or undefined: a page there would
 * replace the browser editor (/admin, whose address a page could then fake),
 * the error page (/404), or sit among the site's scripts (/assets). An
 * attacker trial made content/admin.mdx, and the check passed it.
 */
export function builtRoute(route: string): string | undefined {
  const top = route.split('/')[1]
  if (top === 'admin') return 'edytora strony'
  if (top === 'assets') return 'plików skryptów strony'
  if (route === '/404') return 'strony „nie ma takiej strony”'
  return undefined
}

/**
 * A route the build can publish as it is: letters (any, capitals too), digits, "-", "_" and "/". The rule
 * nazwa-pliku asks for less (lower case, no Polish letters) and can be switched off; this cannot. A security
 * trial switched it off and named a page 'x"><img src=x onerror=…>.mdx': the build wrote that file and put its
 * name into links, escaped by each of them alone.
 */
export const publishableRoute = (route: string): boolean => /^\/[\p{L}\p{N}_\-/]*$/u.test(route)

/** A URL part an editor may use: lower-case letters without diacritics, digits and hyphens. */
export const contentFileNamePattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.mdx$/

/**
 * The route a page file of the build is published at; throws, with the Polish line the build stops on, for a
 * file whose address belongs to the build itself or holds characters an address cannot have. The check's
 * nazwa-pliku refuses both too; this stop holds whatever content/sprawdzenie.yaml says of that rule.
 */
export function publishedRoute(file: string): string {
  const route = routeFromContentFile(file)
  const taken = builtRoute(route)
  if (taken) throw new Error(`${file}: adres ${route} należy do ${taken}; nadaj plikowi inną nazwę`)
  if (!publishableRoute(route))
    throw new Error(
      `${file}: nazwa pliku ma znaki, których adres strony nie może mieć; nadaj plikowi nazwę z samych małych liter, cyfr i myślników, np. ${pageFileName(route.split('/').at(-1)!)}`,
    )
  return route
}
