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
