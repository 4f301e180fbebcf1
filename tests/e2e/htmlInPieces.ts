import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A slow network in front of the test site: pages (HTML) arrive in pieces of
 * `pieceBytes`, `pauseMs` apart, so the browser draws each part of a page as
 * it comes, as a phone on a weak signal does; everything else comes whole.
 * The pause is the network's, not a wait for the page: the test waits for
 * what the page shows. A page asked for with `?held=<token>` keeps its last
 * piece back until `release(token)`: the test can see the page drawn while
 * its end has not come, however slow the machine is. Resolves to the
 * server's address; `close` stops it.
 */
export async function htmlInPieces(
  site: string,
  { pieceBytes = 2048, pauseMs = 120 } = {},
): Promise<{ url: string; release: (token: string) => void; close: () => Promise<void> }> {
  const gates = new Map<string, { opened: Promise<void>; open: () => void }>()
  const gate = (token: string) => {
    if (!gates.has(token)) {
      let open = () => {}
      const opened = new Promise<void>((resolve) => (open = resolve))
      gates.set(token, { opened, open })
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
    for (let start = 0; start < body.length; start += pieceBytes) {
      if (start > 0) await sleep(pauseMs)
      if (held && start + pieceBytes >= body.length) await gate(held).opened
      response.write(body.subarray(start, start + pieceBytes))
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: (token) => gate(token).open(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
