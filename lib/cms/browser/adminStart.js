// Runs on /admin/ and starts the CMS. Three things the CMS cannot be told in
// its configuration (Sveltia CMS 0.221):
// 1. It must not start inside a frame. Its sign-in and its buttons could then be
//    laid under another site's page (clickjacking). The policy's
//    `frame-ancestors 'none'` forbids that only where headers are sent, and GitHub
//    Pages sends none (a <meta> policy cannot carry frame-ancestors). So this
//    script loads the CMS only in a window of its own; in a frame it shows one
//    sentence instead and loads nothing. /admin/'s policy allows no inline
//    script, which is why this check lives here, in a file of our origin.
// 2. Its interface language follows the browser; the clinic's editors read Polish,
//    so Polish is chosen unless the editor picked a language in its settings.
// 3. It fetches its interface strings, and its own package.json to look for a
//    newer version, from unpkg.com; the same files, copied from the pinned
//    package at build time, are served from our own origin instead, so the
//    editor loads nothing from a CDN (updates come through package.json).
//    The Polish strings are asked for early and without the CMS's 5-second
//    limit (see below).
// 4. Leaving an entry with ← (or Escape, which clicks ←) drops its unsaved
//    changes without a question; only with the GitHub backend does the CMS keep
//    a draft backup, offered when the entry is opened again. So a click on the
//    entry's ← while its Save button is enabled (it is only while the form holds
//    changes) asks first. The buttons are found by the CMS's markup, not by its
//    words: ← has the class `back`; Save is the primary button of the same
//    toolbar with the Ctrl/⌘+S shortcut. tests/e2e/adminGuards.test.ts fails if a
//    new CMS version changes either, rather than this silently not asking.
// 5. Before anything else, the page's policy is narrowed to /admin/'s own
//    scripts at this address (data-scripts, lib/cms/adminPolicy.ts): the
//    policy written at build time can only say 'self', which also covers
//    /images/, where an editor uploads files. A second policy added now is
//    enforced on top of the first, and the preview's frame, made later,
//    inherits both.
;(() => {
  const own = document.currentScript
  const here = own.src
  const at = (paths) =>
    (paths || '')
      .split(' ')
      .filter(Boolean)
      .map((path) => new URL(path, here).href)
      .join(' ')
  const policy = document.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = `script-src ${at(own.dataset.scripts)}; worker-src ${at(own.dataset.workers)} blob:`
  document.head.append(policy)
  if (window.top !== window.self) {
    const message = document.createElement('p')
    message.setAttribute('data-framed', '')
    message.textContent = 'Ze względów bezpieczeństwa edytor strony nie uruchamia się wewnątrz innej strony – otwórz go bezpośrednio w przeglądarce.'
    document.body.append(message)
    return
  }
  const prefsKey = 'sveltia-cms.prefs'
  let locale = 'pl'
  try {
    const prefs = JSON.parse(localStorage.getItem(prefsKey) || '{}') || {}
    if (prefs.locale) locale = prefs.locale
    else localStorage.setItem(prefsKey, JSON.stringify({ ...prefs, locale }))
    // The CMS keeps its interface strings here and reuses them until its own version changes, so an editor
    // would not see the strings this site adds or mends (lib/cms/locales/pl/) until then: they are read
    // again at each start instead (the browser's cache makes that cheap).
    localStorage.removeItem('sveltia-cms.locale')
  } catch {
    // Storage blocked: the CMS then follows the browser's language.
  }
  const cdn = /^https:\/\/unpkg\.com\/@sveltia\/cms(?:@[^/]+)?\/(locales\/[\w-]+\.json|package\.json)$/
  const fetch = window.fetch.bind(window)
  // The Polish strings are asked for now, beside the CMS's script (some 2 MB), not after it has run: the CMS
  // gives its own request 5 seconds and, past them, shows the whole editor in English, which a slow line or
  // a busy computer can cause (CI saw 'Collections' where the editor reads 'Kolekcje'). The answer is handed
  // to the CMS when it asks, without its 5 seconds but within 30: a request that never ends would leave the
  // editor blank. Had this request failed, been refused (not 'ok') or timed out, the CMS's own is made.
  const polish = new URL('locales/pl.json', here).href
  const early =
    locale === 'pl'
      ? Promise.race([fetch(polish), new Promise((_, reject) => setTimeout(() => reject(new Error('locales/pl.json: no answer in 30 s')), 30_000))])
      : undefined
  early?.catch(() => undefined) // a failure is met when the CMS asks, not reported before
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const match = cdn.exec(url)
    const own = match ? new URL(match[1], here).href : undefined
    if (early && own === polish) return early.then((response) => (response.ok ? response.clone() : fetch(own, init))).catch(() => fetch(own, init))
    return fetch(own ?? input, init)
  }
  const leaving = 'Zmiany w tym formularzu nie są zapisane. Wyjść bez zapisywania?\n\nAby je zachować, wybierz Anuluj i kliknij Zapisz.'
  window.addEventListener(
    'click',
    (event) => {
      const back = event.target instanceof Element ? event.target.closest('button.back') : null
      const toolbar = back?.closest('[role="toolbar"]')
      if (!toolbar) return
      const save = [...toolbar.querySelectorAll('button.primary')].find((button) => /\+S$/i.test(button.getAttribute('aria-keyshortcuts') || ''))
      if (!save || save.disabled || save.getAttribute('aria-disabled') === 'true') return
      if (window.confirm(leaving)) return
      // Before the CMS's own handler (this listener captures at the window): the editor stays open.
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    true,
  )
  // The CMS starts by itself when its script runs (it waits for the document if
  // it is still loading); a script added here runs after this one, as a second
  // <script> element would.
  const cms = document.createElement('script')
  cms.src = new URL('sveltia-cms.js', here).href
  // Then the real page in the preview pane (lib/cms/preview/), which registers itself with the CMS.
  cms.addEventListener('load', () => {
    const preview = document.createElement('script')
    preview.src = new URL('preview.js', here).href
    document.body.append(preview)
  })
  document.body.append(cms)
})()
