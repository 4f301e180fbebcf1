import compression from 'compression'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { servedFile } from '../lib/build/pageFile.ts'
import { parseHeadersFile } from '../lib/security/securityHeaders.ts'

/**
 * Serves a built site as a static host would: `/x` serves `x.html`, `/x/` is
 * redirected to `/x`, a folder's `/admin/` serves `admin/index.html`, unknown paths get `404.html` with status 404, responses are
 * compressed, with the headers of the build's `_headers` file (as Netlify and
 * Cloudflare Pages apply them). Used by `npm start` and by the browser tests.
 *
 * With `base` (e.g. "/klinika/", a build with SITE_URL=https://…/klinika/) the
 * site is served under that path only, as GitHub Pages serves a project site:
 * "/klinika" is redirected to "/klinika/", unknown paths below it get the
 * site's 404.html, and anything outside it a bare 404 that is not the site's.
 */
export function createStaticServer(distDir: string, { base = '/' }: { base?: string } = {}): Server {
  const notFoundPage = readFileSync(join(distDir, '404.html'))
  const headersPath = join(distDir, '_headers')
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []
  const compress = compression()
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(notFoundPage)
  }
  const files = sirv(distDir, { extensions: ['html'], etag: true, onNoMatch: (_req, res) => notFound(res) })
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = url.pathname
    // A folder's address without its slash goes to the folder, as hosts do: the
    // site's root under a base, and /admin (the editor's paths are relative to /admin/).
    if ((base !== '/' && `${path}/` === base) || path === `${base}admin`) {
      res.writeHead(301, { Location: `${path}/${url.search}` }).end()
      return
    }
    if (!path.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not under ${base}\n`)
      return
    }
    for (const rule of rules) {
      if (!rule.pattern.test(path)) continue
      for (const name of rule.detach) res.removeHeader(name)
      for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    // The file's path inside the build: the base is where the host put the folder.
    const inside = path.slice(base.length - 1)
    // A page's address typed with a slash (/o-nas/) goes to the page's address,
    // as Cloudflare Pages does it (308, query kept); nothing the site publishes has one.
    if (
      inside !== '/' &&
      inside.endsWith('/') &&
      !existsSync(join(distDir, servedFile(inside))) &&
      existsSync(join(distDir, servedFile(inside.slice(0, -1))))
    ) {
      res.writeHead(308, { Location: `${path.slice(0, -1)}${url.search}` }).end()
      return
    }
    req.url = `${inside}${url.search}`
    // compression() is Express middleware; node's req/res are what it wraps.
    // _headers is the host's settings, not a page: hosts do not serve it either.
    compress(req as never, res as never, () => (inside === '/_headers' ? notFound(res) : files(req, res)))
  })
}
