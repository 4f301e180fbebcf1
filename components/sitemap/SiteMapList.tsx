import { navigation } from '../../lib/data/siteData'
import { withBase } from '../../lib/build/siteUrl'
import type { Frontmatter } from '../../lib/schemas/frontmatterSchema'
import { siteMapGroupIds } from '../../lib/schemas/siteMapGroups'

/** A page as the site map lists it. */
export interface SiteMapPage {
  route: string
  frontmatter: Pick<Frontmatter, 'title' | 'group' | 'order'>
}

/** The given pages, each in its site-map group: the site's pages (SiteMap.tsx) or, in the editor's preview, the pages built into /admin/. */
export function SiteMapList({ pages }: { pages: readonly SiteMapPage[] }) {
  return (
    <div className="site-map">
      {siteMapGroupIds.map((group) => {
        const inGroup = pages
          .filter((page) => page.frontmatter.group === group)
          .sort((a, b) => (a.frontmatter.order ?? 100) - (b.frontmatter.order ?? 100) || a.frontmatter.title.localeCompare(b.frontmatter.title, 'pl'))
        if (inGroup.length === 0) return null
        return (
          <section key={group} className="site-map__group" aria-labelledby={`grupa-${group}`}>
            <h2 id={`grupa-${group}`}>{navigation.siteMapGroups[group]}</h2>
            <ul>
              {inGroup.map((page) => (
                <li key={page.route}>
                  <a href={withBase(page.route)}>{page.frontmatter.title}</a>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <p>
        Wersja dla wyszukiwarek: <a href={withBase('/sitemap.xml')}>sitemap.xml</a>
      </p>
    </div>
  )
}
