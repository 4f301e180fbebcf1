// Runs on /admin/ before the CMS script. Two things the CMS cannot be told in
// its configuration (Sveltia CMS 0.221):
// 1. Its interface language follows the browser; the clinic's editors read Polish,
//    so Polish is chosen unless the editor picked a language in its settings.
// 2. It fetches its interface strings, and its own package.json to look for a
//    newer version, from unpkg.com; the same files, copied from the pinned
//    package at build time, are served from our own origin instead, so the
//    editor loads nothing from a CDN (updates come through package.json).
;(() => {
  const prefsKey = 'sveltia-cms.prefs'
  try {
    const prefs = JSON.parse(localStorage.getItem(prefsKey) || '{}') || {}
    if (!prefs.locale) localStorage.setItem(prefsKey, JSON.stringify({ ...prefs, locale: 'pl' }))
  } catch {
    // Storage blocked: the CMS then follows the browser's language.
  }
  const cdn = /^https:\/\/unpkg\.com\/@sveltia\/cms(?:@[^/]+)?\/(locales\/[\w-]+\.json|package\.json)$/
  const here = document.currentScript.src
  const fetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const match = cdn.exec(url)
    return fetch(match ? new URL(match[1], here) : input, init)
  }
})()
