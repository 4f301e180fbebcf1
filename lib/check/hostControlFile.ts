/**
 * Files a static host reads as its own settings, not as pages: Netlify's and
 * Cloudflare Pages' `_redirects` (a `200!` rule proxies another site at the
 * site's address, without its headers) and `_headers`, Cloudflare's
 * `_routes.json` and `_worker.js` (code it runs), Apache's `.htaccess`,
 * GitHub Pages' `CNAME`, `.nojekyll` and `_config.yml`, Vercel's, Firebase's
 * and serve's settings. Only the build writes such a file (`_headers`,
 * lib/build/writeHeaders.ts); from public/ none is published.
 */
const hostFileNames = new Set([
  '_redirects',
  '_headers',
  '_routes.json',
  '_worker.js',
  'netlify.toml',
  'vercel.json',
  'firebase.json',
  'static.json',
  'serve.json',
  'web.config',
  'nginx.conf',
  'cname',
  '_config.yml',
])

/**
 * The name in `path` (a site path such as /images/_redirects) that makes it a
 * host's settings file, or undefined. A name that starts with a dot counts too
 * (.htaccess, .well-known/, .nojekyll): hosts treat such files and folders as
 * settings or hide them.
 */
export function hostControlFile(path: string): string | undefined {
  return path
    .split('/')
    .filter(Boolean)
    .find((segment) => segment.startsWith('.') || hostFileNames.has(segment.toLowerCase()))
}
