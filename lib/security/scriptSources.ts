/**
 * Where a page's scripts may come from: the folder the build writes them to
 * (Vite's assets/, under the site's base), at each address the build will be
 * served from. `script-src 'self'` would also allow every file an editor can
 * add to public/ (/images/…), and on GitHub Pages every project site of the
 * same owner (https://<owner>.github.io is one origin). A CSP source with a
 * path needs its host, so the folder can be named only where the build knows
 * its addresses:
 * - Netlify tells them (URL, DEPLOY_URL, DEPLOY_PRIME_URL: the site, this
 *   deploy, the branch or pull request's preview);
 * - Cloudflare Pages tells the deployment's (CF_PAGES_URL), whose project's
 *   previews are the subdomains of <project>.pages.dev;
 * - GitHub Pages and nginx are told by their workflows (SITE_ORIGINS, from
 *   configure-pages' origin and the server's address);
 * - SITE_ORIGINS adds any other (a domain alias the host does not redirect).
 * A build that knows none (a local or a test build, served at 127.0.0.1 or
 * wherever it is copied) keeps `'self'`. docs/ARCHITECTURE.md, "What stops an
 * uploaded file from running as a script", says what each host relies on.
 */
export function servedOrigins(siteUrl: string, env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const origins: string[] = []
  if (env.NETLIFY === 'true') origins.push(...[env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL].flatMap((url) => (url ? [originOf(url)] : [])))
  if (env.CF_PAGES === '1' && env.CF_PAGES_URL) {
    origins.push(originOf(env.CF_PAGES_URL))
    const project = /(?:^|\.)([a-z0-9-]+\.pages\.dev)$/i.exec(new URL(env.CF_PAGES_URL).hostname)?.[1]
    if (project) origins.push(`https://${project}`, `https://*.${project}`)
  }
  origins.push(...(env.SITE_ORIGINS ?? '').split(/[\s,]+/).flatMap((url) => (url ? [originOf(url)] : [])))
  if (origins.length === 0) return undefined
  return [...new Set([originOf(siteUrl), ...origins])]
}

/** The path sources for `folder` (e.g. "assets") under `base` ("/" or "/klinika/") at each origin: "https://przychodnia.example/assets/". */
export function folderSources(origins: readonly string[], base: string, folder: string): string[] {
  return origins.map((origin) => `${origin}${base}${folder}/`)
}

/** An address's origin ("https://host[:port]"), a leading "*." kept; a Polish error for one that is not an address. */
function originOf(url: string): string {
  const wildcard = /^(https?:\/\/)\*\./i.exec(url.trim())
  try {
    const parsed = new URL(wildcard ? url.trim().replace('*.', 'x.') : url.trim())
    if (!/^https?:$/.test(parsed.protocol)) throw new Error(parsed.protocol)
    return wildcard ? parsed.origin.replace('//x.', '//*.') : parsed.origin
  } catch {
    throw new Error(`SITE_ORIGINS: „${url}” nie jest adresem strony, np. https://przychodnia.example`)
  }
}
