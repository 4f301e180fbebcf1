/**
 * The security policy of /admin/ only (every other page keeps the site's own,
 * lib/security/securityHeaders.ts). The CMS is served from our origin; what it
 * needs beyond that, and why:
 * - https://api.github.com: the repository's files, branches and pull requests (REST and GraphQL);
 * - https://www.githubstatus.com: the CMS warns the editor when GitHub is down;
 * - https://avatars.githubusercontent.com: the signed-in editor's picture;
 * - 'unsafe-inline' styles: the CMS (Svelte) injects its component styles at run time;
 * - data: and blob: images, requests and workers: the CMS reads its own icons and
 *   resizes and previews images in the browser.
 * - blob: frames: the CMS draws an entry's preview in a frame of its own making,
 *   which shows the page with the site's styles (lib/cms/preview/).
 * Sign-in opens a window at GitHub through Netlify or the clinic's own
 * sveltia-cms-auth worker; that window is a navigation, not a request of this page.
 */
/**
 * /admin/'s own scripts, relative to it: the only ones its window may run,
 * and the preview's frame, which inherits its policy. `'self'` would also
 * allow /images/, where an editor uploads files, so start.js (the first
 * script, lib/cms/browser/adminStart.js) adds a second policy naming these at
 * its own address; the browser enforces both. The policy above cannot name
 * them: it is written at build time, and the same build is served at more
 * than one address (a host's preview of a change, a test's 127.0.0.1).
 * vendor/ is a folder: its path carries the version of immutable the CMS asks for.
 */
export const adminScripts = ['start.js', 'sveltia-cms.js', 'preview.js', 'chunks/react-dom.js', 'vendor/']

/** /admin/'s own workers (the check while typing, lib/cms/preview/checker.ts), besides the CMS's blob: ones. */
export const adminWorkers = ['check-worker.js']

export function adminContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com']],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ['blob:']],
    ['form-action', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** The headers /admin/ is served with: its own policy, and no search engine may list it. */
export function adminHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'X-Robots-Tag': 'noindex, nofollow',
    // Sign-in opens a window at Netlify or the clinic's auth worker, which hands
    // the GitHub token back to this page: the site's 'same-origin' would cut that link.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // A new CMS version (package.json) must reach editors at once.
    'Cache-Control': 'no-cache',
  }
}
