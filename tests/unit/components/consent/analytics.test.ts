import { JSDOM } from 'jsdom'
import { afterEach, expect, test, vi } from 'vitest'
import { syncAnalytics } from '../../../../components/consent/analytics.client.ts'
import { ALL_ACCEPTED, DEFAULT_PREFERENCES } from '../../../../lib/consent/consentCookies.ts'

afterEach(() => vi.unstubAllGlobals())

/** A page whose text has elements named like the analytics' globals: a heading "Gtag" gets the id "gtag". */
function pageWith(body: string) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, { url: 'https://example.org/' })
  vi.stubGlobal('window', dom.window)
  vi.stubGlobal('document', dom.window.document)
  return dom.window as unknown as Window & { dataLayer?: unknown[]; gtag?: unknown }
}

/** Each queued call's command and first argument: ['consent', 'default'], ['config', 'G-…']. */
const calls = (window: { dataLayer?: unknown[] }) => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2))

test('syncAnalytics: elements with the ids gtag and dataLayer do not stand in for its function and queue', () => {
  // The browser makes each id a property of window: window.gtag was the heading, so the queue was never
  // made and the first call threw ('window.gtag is not a function'), stopping the consent banner's script.
  const window = pageWith('<h2 id="gtag">Gtag</h2><div id="dataLayer"></div>')
  expect((window.gtag as unknown as Element).tagName).toBe('H2')
  syncAnalytics('G-TEST123', DEFAULT_PREFERENCES)
  expect(typeof window.gtag).toBe('function')
  expect(Array.isArray(window.dataLayer)).toBe(true)
  expect(calls(window)).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ])
  syncAnalytics('G-TEST123', ALL_ACCEPTED)
  expect(calls(window).map(([command]) => command)).toEqual(['consent', 'consent', 'consent', 'js', 'config'])
  expect(calls(window).at(-1)).toEqual(['config', 'G-TEST123'])
  expect(window.document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1)
})
