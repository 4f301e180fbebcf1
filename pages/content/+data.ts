import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findContentPage } from '../../lib/content/contentPages'
import { clinic } from '../../lib/data/siteData'
import { pageStructuredData } from '../../lib/seo/pageStructuredData'
import type { PageData } from '../../renderer/pageData'

export default function data(pageContext: PageContextServer): PageData {
  const page = findContentPage(pageContext.urlPathname)
  if (!page) throw render(404)
  const { frontmatter } = page
  const title = frontmatter.layout === 'home' ? `${clinic.name} | ${clinic.address.city}` : `${frontmatter.title} | ${clinic.shortName}`
  const structuredData = pageStructuredData(page.route, frontmatter, page.source)
  return { route: page.route, title, description: frontmatter.description, frontmatter, structuredData }
}
