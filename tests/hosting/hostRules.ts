/**
 * How each documented host answers a path of the published folder, emulated
 * from its own code or its documented and measured behaviour (sources below),
 * so that a test can crawl a build "on" every host without the host:
 * (path below the site's base, which files exist) → (status, Location).
 * The query plays no part in finding a file; redirects keep it.
 */
export interface Answer {
  status: 200 | 301 | 308 | 404
  /** Where a redirect sends the visitor (path below the base, query left off). */
  location?: string
}

/** Whether the published folder holds a file at `path` ("/o-nas.html"); a folder is not a file. */
export type Exists = (path: string) => boolean

const ok: Answer = { status: 200 }
const notFound: Answer = { status: 404 }
const redirect = (status: 301 | 308, location: string): Answer => ({ status, location })

/**
 * Cloudflare Pages: cloudflare/workers-sdk, packages/pages-shared/asset-server/handler.ts
 * (commit f8308360, the code `wrangler pages dev` and Pages run): a slashed path
 * serves its index.html or goes to the page's .html; a page's own file goes to
 * its extensionless address; a folder's address goes to its slash. 308 always.
 */
export function cloudflarePages(path: string, exists: Exists): Answer {
  if (path.endsWith('/')) {
    if (exists(`${path}index.html`)) return ok
    if (path.endsWith('/index/')) return redirect(308, path.slice(0, -'index/'.length))
    if (exists(`${path.slice(0, -1)}.html`)) return redirect(308, path.slice(0, -1))
    return notFound
  }
  if (exists(path)) {
    if (!path.endsWith('.html')) return ok
    const extensionless = path.slice(0, -'.html'.length)
    if (extensionless.endsWith('/index')) return redirect(308, extensionless.slice(0, -'index'.length))
    return exists(extensionless) ? ok : redirect(308, extensionless)
  }
  if (path.endsWith('/index')) return redirect(308, path.slice(0, -'index'.length))
  if (exists(`${path}.html`)) return ok
  if (exists(`${path}/index.html`)) return redirect(308, `${path}/`)
  return notFound
}

/**
 * Netlify with Pretty URLs on (netlify.toml sets it): closed code, so from the
 * measurements in slorber/trailing-slash-guide (docs/Hosting-Providers.md) and
 * Netlify CLI's emulation (netlify/cli src/utils/proxy.ts, alternativePathsFor):
 * `/x` serves x.html, `/x/` goes to `/x` when x.html exists, a folder's
 * address goes to its slash. 301.
 */
export function netlify(path: string, exists: Exists): Answer {
  if (path.endsWith('/')) {
    if (path !== '/' && exists(`${path.slice(0, -1)}.html`)) return redirect(301, path.slice(0, -1))
    return exists(`${path}index.html`) ? ok : notFound
  }
  if (exists(path) || exists(`${path}.html`)) return ok
  if (exists(`${path}/index.html`)) return redirect(301, `${path}/`)
  return notFound
}

/**
 * GitHub Pages: closed code and undocumented, so from measurements
 * (slorber/trailing-slash-guide; meshery/meshery.io#2779, 2026: "/blog falls
 * back to blog.html"): `/x` serves x (or x.html), a folder's address goes to
 * its slash, a slashed path serves only a folder's index.html. 301. That
 * x.html wins over a folder x/ without index.html (szczepienia.html beside
 * szczepienia/ciaza.html) is what meshery.io serves in 2026 (/catalog beside
 * /catalog/designs, meshery/meshery.io#2779) and jekyll/jekyll#6569 measured
 * in 2017; reports from 2016 differ.
 */
export function githubPages(path: string, exists: Exists): Answer {
  if (path.endsWith('/')) return exists(`${path}index.html`) ? ok : notFound
  if (exists(path) || exists(`${path}.html`)) return ok
  if (exists(`${path}/index.html`)) return redirect(301, `${path}/`)
  return notFound
}

/**
 * nginx with docs/nginx.conf: `location = /admin` goes to /admin/, the
 * `rewrite` sends a slashed path (the editor's folder aside) to the
 * unslashed one, then `try_files $uri $uri.html $uri/index.html =404`.
 * tests/e2e/nginx.test.ts checks the real nginx against the same crawl.
 */
export function nginx(path: string, exists: Exists): Answer {
  if (path === '/admin') return redirect(301, '/admin/')
  if (/^\/(?!admin\/).+\/$/.test(path)) return redirect(301, path.slice(0, -1))
  if (path === '/_headers') return notFound
  return exists(path) || exists(`${path}.html`) || exists(`${path.replace(/\/$/, '')}/index.html`) ? ok : notFound
}

export const hosts = { 'Cloudflare Pages': cloudflarePages, Netlify: netlify, 'GitHub Pages': githubPages, nginx } as const
