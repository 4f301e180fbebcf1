import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** Where a held page stops: after its title, after its `cards`-th card, or before its last piece. */
export type Stop = { at: 'title' } | { at: 'card'; cards: number } | { at: 'last piece' }

/**
 * A slow network in front of the test site: pages (HTML) arrive in pieces of
 * `pieceBytes`, `pauseMs` apart, so the browser draws each part of a page as
 * it comes, as a phone on a weak signal does; everything else comes whole.
 * The pause is the network's, not a wait for the page: the test waits for
 * what the page shows. A page asked for with `?held=<token>` stops where
 * `stopsIn` says, each time until `release(token)`; `stops(token)` says
 * where (known once the page was asked for). Resolves to the server's
 * address; `close` stops it.
 */
export async function htmlInPieces(
  site: string,
  { pieceBytes = 2048, pauseMs = 120 } = {},
): Promise<{ url: string; stops: (token: string) => Stop[]; release: (token: string) => void; close: () => Promise<void> }> {
  // Each held page's stops, and the gates they wait at, in order; `release` opens the first one still shut.
  const held = new Map<string, { stops: Stop[]; gates: { opened: Promise<void>; open: () => void; isOpen: boolean }[] }>()
  const page = (token: string) => {
    if (!held.has(token)) held.set(token, { stops: [], gates: [] })
    return held.get(token)!
  }
  const gate = (token: string, index: number) => {
    const { gates } = page(token)
    while (gates.length <= index) {
      const made = { isOpen: false, open: () => {}, opened: Promise.resolve() }
      made.opened = new Promise<void>((resolve) => (made.open = resolve))
      gates.push(made)
    }
    return gates[index]!
  }
  const server: Server = createServer(async (request, response) => {
    const token = new URL(request.url ?? '/', site).searchParams.get('held')
    const upstream = await fetch(new URL(request.url ?? '/', site), { redirect: 'manual' }).catch(() => undefined)
    if (!upstream) {
      response.writeHead(502).end()
      return
    }
    const body = Buffer.from(await upstream.arrayBuffer())
    const isPage = upstream.headers.get('content-type')?.startsWith('text/html') === true
    // Known before the page starts coming: the test reads them once its goto has committed.
    const stopAt = token && isPage ? stopsIn(body, pieceBytes) : []
    if (token) page(token).stops = stopAt.map(({ stop }) => stop)
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)))
    response.writeHead(upstream.status, headers)
    // Sent at once, as a server does: the page starts (and the test's goto commits) before its first piece.
    response.flushHeaders()
    if (!isPage) {
      response.end(body)
      return
    }
    for (let start = 0; start < body.length; start += pieceBytes) {
      if (start > 0) await sleep(pauseMs)
      const end = Math.min(start + pieceBytes, body.length)
      let from = start
      for (const [index, { before }] of stopAt.entries()) {
        if (before <= start || before > end) continue
        response.write(body.subarray(from, before))
        from = before
        await gate(token!, index).opened
      }
      response.write(body.subarray(from, end))
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stops: (token) => page(token).stops,
    release: (token) => {
      const shut = page(token).gates.findIndex((each) => !each.isOpen)
      const next = gate(token, shut < 0 ? page(token).gates.length : shut)
      next.isOpen = true
      next.open()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Where a held page stops, in order, each with the byte it stops before.
 * First, right after its title (`</h1>`, in the middle of its header): a
 * browser that draws now draws half a header. Then after each card of its
 * first list of cards (`<ul class="cards">`) but the last: a list shown half
 * come would move the cards drawn as the rest came. On a page without one, before its last piece instead: the test can
 * see the page drawn while its end has not come, however slow the machine is.
 */
function stopsIn(body: Buffer, pieceBytes: number): { stop: Stop; before: number }[] {
  const stops: { stop: Stop; before: number }[] = []
  const title = body.indexOf('</h1>')
  if (title >= 0) stops.push({ stop: { at: 'title' }, before: title + '</h1>'.length })
  for (const [index, before] of cardEnds(body).slice(0, -1).entries()) stops.push({ stop: { at: 'card', cards: index + 1 }, before })
  const lastPiece = Math.floor((body.length - 1) / pieceBytes) * pieceBytes
  if (stops.length < 2 && lastPiece > 0) stops.push({ stop: { at: 'last piece' }, before: lastPiece })
  return stops
}

/** The byte after each card of a page's first list of cards: its own items' ends, not those of lists in a card. */
function cardEnds(body: Buffer): number[] {
  // latin1: one character a byte, so the places found are the bytes'.
  const html = body.toString('latin1')
  const start = html.indexOf('<ul class="cards">')
  if (start < 0) return []
  const ends: number[] = []
  let depth = 0
  for (const tag of html.slice(start).matchAll(/<(\/?)(ul|ol|li)\b[^>]*>/g)) {
    const closing = tag[1] === '/'
    if (tag[2] !== 'li') depth += closing ? -1 : 1
    else if (closing && depth === 1) ends.push(start + tag.index + tag[0].length)
    if (depth === 0) break
  }
  return ends
}
