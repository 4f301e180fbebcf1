import compression from 'compression'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

/**
 * Serves a built site as a static host would: `/x` and `/x/` serve
 * `x/index.html`, unknown paths get `404.html` with status 404, responses are
 * compressed. Used by `npm start` and by the browser tests.
 */
export function createStaticServer(distDir: string): Server {
  const notFoundPage = readFileSync(join(distDir, '404.html'))
  const compress = compression()
  const files = sirv(distDir, {
    extensions: ['html'],
    etag: true,
    onNoMatch(_req, res) {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(notFoundPage)
    },
  })
  return createServer((req, res) => {
    // compression() is Express middleware; node's req/res are what it wraps.
    compress(req as never, res as never, () => files(req, res))
  })
}
