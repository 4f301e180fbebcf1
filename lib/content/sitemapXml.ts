import { basePathOf, prefixBase } from '../build/siteUrl.ts'
import type { ContentPage } from './readContentPages.ts'

/**
 * sitemap.xml for search engines; lastmod comes from the frontmatter, never from git.
 * `siteUrl` is the address the site is built for, its path included (lib/build/siteUrl.ts).
 */
export function sitemapXml(pages: readonly ContentPage[], siteUrl: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.frontmatter.lastReviewed ?? page.frontmatter.validFrom
    const loc = `${siteUrl}${page.route === '/' ? '/' : page.route}`
    return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * robots.txt. A preview build (SITE_ENV=preview) turns every crawler away and
 * names no sitemap: a pull request's preview must not be found in a search engine.
 * The rules name the site's own path ("/" or e.g. "/klinika/").
 */
export function robotsTxt(siteUrl: string, { preview = false }: { preview?: boolean } = {}): string {
  const base = basePathOf(siteUrl)
  if (preview) return `User-agent: *\nDisallow: ${base}\n`
  return `User-agent: *\nAllow: ${base}\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** The web app manifest: name and icons for a phone's home screen; `base` is the site's path ("/" or e.g. "/klinika/"). */
export function webManifest(name: string, shortName: string, base = '/'): string {
  const path = (to: string) => prefixBase(base, to)
  const manifest = {
    name,
    short_name: shortName,
    lang: 'pl',
    start_url: path('/'),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b6e4f',
    icons: [
      { src: path('/favicon.svg'), type: 'image/svg+xml', sizes: 'any' },
      { src: path('/icons/icon-192.png'), type: 'image/png', sizes: '192x192' },
      { src: path('/icons/icon-512.png'), type: 'image/png', sizes: '512x512' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}
`
}
