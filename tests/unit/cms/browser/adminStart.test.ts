import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { adminPage } from '../../../../lib/cms/adminPage.ts'
import { adminContentSecurityPolicy, adminScripts, adminWorkers } from '../../../../lib/cms/adminPolicy.ts'

/**
 * /admin/ must not start the CMS inside a frame: on GitHub Pages no header
 * (frame-ancestors) can forbid framing, so the page's own script refuses.
 * The browser test (tests/e2e/adminFramed.test.ts) frames the built page from
 * another origin; here, the page and its script on their own.
 */
const script = readFileSync('lib/cms/browser/adminStart.js', 'utf8')
const page = adminPage({ siteName: 'P', configured: true, repository: 'https://github.com/fundacja/strona' })

interface FakeElement {
  tagName: string
  src?: string
  httpEquiv?: string
  content?: string
  textContent?: string
  attributes: Record<string, string>
  loaded: (() => void)[]
  setAttribute(name: string, value: string): void
  addEventListener(type: string, listener: () => void): void
}

/** The page's own fetch: records what it was asked for, and answers with the address and the options it got. */
const fetched: string[] = []
/** Whether the server answers the next request for the Polish strings with an error (a 404 or a 503). */
let refuseStrings = false
/** Whether the server never answers the next request for the Polish strings (a stalled line). */
let stallStrings = false
const ownFetch = async (input: string | URL, init?: { signal?: unknown }) => {
  fetched.push(String(input))
  if (stallStrings && String(input).endsWith('/locales/pl.json')) {
    stallStrings = false
    return new Promise<never>(() => {})
  }
  return {
    url: String(input),
    init,
    ok: !(refuseStrings && String(input).endsWith('/locales/pl.json')),
    clone() {
      return { ...this, cloned: true }
    },
  }
}

/** Runs start.js in a window that is framed or not; returns what it added to <body> and what it stored. */
function runStart({ framed, stored = {} }: { framed: boolean; stored?: Record<string, string> }) {
  fetched.length = 0
  const added: FakeElement[] = []
  const head: FakeElement[] = []
  const storage = new Map<string, string>(Object.entries(stored))
  const listeners: string[] = []
  // The script's timers, run by the test when it chooses (the 30-second cap on the early request).
  const timers: { run: () => void; ms: number }[] = []
  const window: Record<string, unknown> = { fetch: ownFetch, addEventListener: (type: string) => listeners.push(type) }
  window.self = window
  window.top = framed ? { other: 'window' } : window
  const document = {
    currentScript: { src: 'https://p.example/admin/start.js', dataset: { scripts: adminScripts.join(' '), workers: adminWorkers.join(' ') } },
    createElement: (tagName: string): FakeElement => ({
      tagName,
      attributes: {},
      loaded: [],
      setAttribute(name, value) {
        this.attributes[name] = value
      },
      addEventListener(type, listener) {
        if (type === 'load') this.loaded.push(listener)
      },
    }),
    body: { append: (element: FakeElement) => added.push(element) },
    head: { append: (element: FakeElement) => head.push(element) },
  }
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms })
  runInNewContext(script, { window, document, localStorage, URL, setTimeout })
  return { added, head, storage, window, listeners, timers }
}

describe('/admin/ and its start script', () => {
  it('the page has no inline script, and its policy would refuse one', () => {
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map(([, attributes, body]) => [attributes!.trim().split(' ')[0], body])).toEqual([['src="start.js"', '']])
    const scriptSrc = adminContentSecurityPolicy()
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self'")
  })

  it('in a window of its own, it adds the CMS script from beside itself, then, once it has run, the preview', () => {
    const { added, storage, window, listeners } = runStart({ framed: false })
    expect(added.map(({ tagName, src }) => [tagName, src])).toEqual([['script', 'https://p.example/admin/sveltia-cms.js']])
    // The preview registers itself with the CMS (lib/cms/preview/): only after the CMS's script has run.
    for (const listener of added[0]!.loaded) listener()
    expect(added.map(({ tagName, src }) => [tagName, src])).toEqual([
      ['script', 'https://p.example/admin/sveltia-cms.js'],
      ['script', 'https://p.example/admin/preview.js'],
    ])
    // The question before leaving an entry with unsaved changes (tests/e2e/adminGuards.test.ts).
    expect(listeners).toEqual(['click'])
    expect(JSON.parse(storage.get('sveltia-cms.prefs')!)).toEqual({ locale: 'pl' })
    expect(window.fetch).not.toBe(ownFetch)
  })

  it('asks for the Polish strings at once, and hands them to the CMS when it asks, without its 5-second limit', async () => {
    // The CMS's strings kept from an earlier version of this site: dropped, so the site's own new strings are read.
    const { window, storage } = runStart({ framed: false, stored: { 'sveltia-cms.locale': '{"_locale":"pl","_version":"0.221.1","x":"y"}' } })
    expect(storage.has('sveltia-cms.locale')).toBe(false)
    expect(fetched).toEqual(['https://p.example/admin/locales/pl.json'])
    const fetch = window.fetch as (input: string, init?: unknown) => Promise<{ url: string; init?: unknown; cloned?: boolean }>
    const limit = { signal: 'AbortSignal.timeout(5000)' }
    const answer = await fetch('https://unpkg.com/@sveltia/cms@0.221.1/locales/pl.json', limit)
    expect(answer).toMatchObject({ url: 'https://p.example/admin/locales/pl.json', init: undefined, cloned: true })
    expect(fetched).toHaveLength(1)
    // Its other files are read from beside start.js as they are asked for, with the CMS's own options.
    expect(await fetch('https://unpkg.com/@sveltia/cms/package.json', limit)).toMatchObject({ url: 'https://p.example/admin/package.json', init: limit })
    expect(await fetch('https://p.example/admin/config.yml')).toMatchObject({ url: 'https://p.example/admin/config.yml' })
  })

  it('an early answer that is an error is not handed over: the CMS’s own request is made, with its options', async () => {
    refuseStrings = true
    try {
      const { window } = runStart({ framed: false })
      const fetch = window.fetch as (input: string, init?: unknown) => Promise<{ url: string; init?: unknown; ok: boolean }>
      const limit = { signal: 'AbortSignal.timeout(5000)' }
      const answer = await fetch('https://unpkg.com/@sveltia/cms@0.221.1/locales/pl.json', limit)
      expect(fetched).toEqual(['https://p.example/admin/locales/pl.json', 'https://p.example/admin/locales/pl.json'])
      expect(answer).toMatchObject({ url: 'https://p.example/admin/locales/pl.json', init: limit })
    } finally {
      refuseStrings = false
    }
  })

  it('an early request with no answer in 30 s is given up: the CMS’s own request is made, with its options', async () => {
    stallStrings = true
    const { window, timers } = runStart({ framed: false })
    expect(timers.map(({ ms }) => ms)).toEqual([30_000])
    const fetch = window.fetch as (input: string, init?: unknown) => Promise<{ url: string; init?: unknown }>
    const limit = { signal: 'AbortSignal.timeout(5000)' }
    // The CMS asks while the early request still waits; the 30 s then pass.
    const answer = fetch('https://unpkg.com/@sveltia/cms@0.221.1/locales/pl.json', limit)
    timers[0]!.run()
    expect(await answer).toMatchObject({ url: 'https://p.example/admin/locales/pl.json', init: limit })
    expect(fetched).toEqual(['https://p.example/admin/locales/pl.json', 'https://p.example/admin/locales/pl.json'])
  })

  it('with another language picked in the settings, it asks for no Polish strings', () => {
    const { storage } = runStart({ framed: false, stored: { 'sveltia-cms.prefs': '{"locale":"en"}' } })
    expect(fetched).toEqual([])
    expect(JSON.parse(storage.get('sveltia-cms.prefs')!)).toEqual({ locale: 'en' })
  })

  it('first narrows the page’s policy to /admin/’s own scripts at its address: not /images/, where editors upload', () => {
    const { head } = runStart({ framed: false })
    expect(head.map(({ tagName, httpEquiv }) => [tagName, httpEquiv])).toEqual([['meta', 'Content-Security-Policy']])
    expect(head[0]!.content).toBe(
      'script-src https://p.example/admin/start.js https://p.example/admin/sveltia-cms.js https://p.example/admin/preview.js ' +
        'https://p.example/admin/chunks/react-dom.js https://p.example/admin/vendor/; worker-src https://p.example/admin/check-worker.js blob:',
    )
    // The page hands start.js the lists it narrows to.
    expect(page).toContain(`<script src="start.js" data-scripts="${adminScripts.join(' ')}" data-workers="${adminWorkers.join(' ')}"></script>`)
  })

  it('inside a frame, it loads nothing and says why, in Polish', () => {
    const { added, storage, window, listeners } = runStart({ framed: true })
    expect(added).toHaveLength(1)
    expect(added[0]!.tagName).toBe('p')
    expect(added[0]!.textContent).toMatch(/^Ze względów bezpieczeństwa edytor strony nie uruchamia się wewnątrz innej strony/)
    expect(added.some(({ tagName }) => tagName === 'script')).toBe(false)
    // Nothing else of the editor's set-up runs either.
    expect(storage.size).toBe(0)
    expect(window.fetch).toBe(ownFetch)
    expect(listeners).toEqual([])
  })
})
