/** Runs one request to a watched address: `request` starts it with the signal that cancels it. */
export type RequestWatcher = (request: (signal: AbortSignal) => Promise<Response>) => Promise<Response>

const watchers = new Map<string, RequestWatcher>()
let installed = false

/**
 * Lets `watcher` time and cancel every request to `address` made while `during`
 * runs, including those made later in it (the card flow posts again after the
 * bank's check).
 *
 * Why through the global fetch: @formspree/core (4.0.0, the newest) calls
 * `fetch(url, {method, mode, body, headers})` itself and takes neither a
 * signal nor fetch options, so the only way to cancel its request while still
 * using it is to hand its fetch a signal. The wrapper is installed once, on
 * the first send, and lets every request to an address nobody watches pass
 * unchanged. One watcher per address: two forms with the same form ID sending
 * at the same moment would share the later one's (no page has two).
 */
export function watchRequests<T>(address: string, watcher: RequestWatcher, during: () => Promise<T>): Promise<T> {
  install()
  watchers.set(address, watcher)
  return during().finally(() => {
    if (watchers.get(address) === watcher) watchers.delete(address)
  })
}

function install() {
  if (installed) return
  installed = true
  const original = globalThis.fetch
  globalThis.fetch = function watchedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const watcher = watchers.get(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (!watcher) return original(input, init)
    return watcher((signal) => original(input, { ...init, signal }))
  }
}
