import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A slow network in front of the test site: pages (HTML) arrive in pieces of
 * `pieceBytes`, `pauseMs` apart, so the browser draws each part of a page as
 * it comes, as a phone on a weak signal does; everything else comes whole.
 * The pause is the network's, not a wait for the page: the test waits for
 * what the page shows. A page asked for with `?held=<token>` stops twice,
 * each time until `release(token)`: right after its title (`</h1>`, in the
 * middle of its header: a browser that draws now draws half a header), and
 * before its last piece (the test can see the page drawn while its end has
 * not come, however slow the machine is). Resolves to the server's address;
 * `close` stops it.
 */
export async function htmlInPieces(
  site: string,
  { pieceBytes = 2048, pauseMs = 120 } = {},
): Promise<{ url: string; release: (token: string) => void; close: () => Promise<void> }> {
  // Each held page's stops, in order; `release` opens the first one still shut.
  const gates = new Map<string, { opened: Promise<void>; open: () => void; isOpen: boolean }[]>()
  const stops = (token: string) => {
    if (!gates.has(token)) {
      gates.set(
        token,
        [0, 1].map(() => {
          const stop = { isOpen: false, open: () => {}, opened: Promise.resolve() }
          stop.opened = new Promise<void>((resolve) => (stop.open = resolve))
          return stop
        }),
      )
    }
    return gates.get(token)!
  }
  const server: Server = createServer(async (request, response) => {
    const held = new URL(request.url ?? '/', site).searchParams.get('held')
    const upstream = await fetch(new URL(request.url ?? '/', site), { redirect: 'manual' }).catch(() => undefined)
    if (!upstream) {
      response.writeHead(502).end()
      return
    }
    const body = Buffer.from(await upstream.arrayBuffer())
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)))
    response.writeHead(upstream.status, headers)
    // Sent at once, as a server does: the page starts (and the test's goto commits) before its first piece.
    response.flushHeaders()
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
      response.end(body)
      return
    }
    const titleEnd = held ? body.indexOf('</h1>') : -1
    const title = titleEnd < 0 ? -1 : titleEnd + '</h1>'.length
    for (let start = 0; start < body.length; start += pieceBytes) {
      if (start > 0) await sleep(pauseMs)
      const end = Math.min(start + pieceBytes, body.length)
      if (held && end === body.length) await stops(held)[1]!.opened
      if (held && title > start && title <= end) {
        response.write(body.subarray(start, title))
        await stops(held)[0]!.opened
        response.write(body.subarray(title, end))
      } else response.write(body.subarray(start, end))
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: (token) => {
      const stop = stops(token).find((each) => !each.isOpen)
      if (stop) {
        stop.isOpen = true
        stop.open()
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
