/**
 * The file a page is built to inside the client folder: `/` → `index.html`,
 * `/o-nas` → `o-nas.html`, `/szczepienia/ciaza` → `szczepienia/ciaza.html`.
 * Pages are written without a folder of their own (pages/+config.ts,
 * `noExtraDir`) so that every static host serves the slashless address with
 * 200 and no redirect. `route` has no base path and no trailing slash; its
 * leading slash may be left out ("kontakt", "" for the home page).
 */
export function pageFile(route: string): string {
  const path = route.replace(/^\/+/, '')
  return path === '' ? 'index.html' : `${path}.html`
}

/**
 * The address of a built page's file, the reverse of pageFile; undefined for
 * an HTML file that is not a page (404.html, the editor's admin/index.html).
 */
export function pageRoute(file: string): string | undefined {
  const path = file.replaceAll('\\', '/')
  if (path === 'index.html') return '/'
  if (path === '404.html' || path.startsWith('admin/') || !path.endsWith('.html') || path.endsWith('/index.html')) return undefined
  return `/${path.slice(0, -'.html'.length)}`
}

/**
 * The built file that a same-site path (base removed, query dropped) is served
 * from without a redirect, as every documented host does: `/` and `/admin/`
 * their folder's `index.html`, `/o-nas` the page's `o-nas.html`, `/noscript.css`
 * itself. Relative to the client folder.
 */
export function servedFile(path: string): string {
  const clean = decodeURIComponent(path).replace(/^\/+/, '')
  if (clean === '' || clean.endsWith('/')) return `${clean}index.html`
  return /\.[a-z0-9]+$/i.test(clean) ? clean : `${clean}.html`
}
