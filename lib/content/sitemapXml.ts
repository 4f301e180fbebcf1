import type { ContentPage } from './checkContent.ts'

/** sitemap.xml for search engines; lastmod comes from the frontmatter, never from git. */
export function sitemapXml(pages: readonly ContentPage[], siteUrl: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.frontmatter.lastReviewed ?? page.frontmatter.validFrom
    const loc = `${siteUrl}${page.route === '/' ? '/' : page.route}`
    return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
