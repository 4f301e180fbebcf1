import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A slow network in front of the test site: pages (HTML) arrive in pieces of
 * `pieceBytes`, `pauseMs` apart, so the browser draws each part of a page as
 * it comes, as a phone on a weak signal does; everything else comes whole.
 * The pause is the network's, not a wait for the page: the test waits for
 * what the page shows. Resolves to the server's address; `close` stops it.
 */
export async function htmlInPieces(site: string, { pieceBytes = 2048, pauseMs = 120 } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', site), { redirect: 'manual' }).catch(() => undefined)
    if (!upstream) {
      response.writeHead(502).end()
      return
    }
    const body = Buffer.from(await upstream.arrayBuffer())
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)))
    response.writeHead(upstream.status, headers)
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
      response.end(body)
      return
    }
    for (let start = 0; start < body.length; start += pieceBytes) {
      if (start > 0) await sleep(pauseMs)
      response.write(body.subarray(start, start + pieceBytes))
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
