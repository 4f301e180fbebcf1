import type { Link, Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { normaliseRoute, routeFromContentFile } from '../../content/routes.ts'
import { allPages } from '../../schemas/noticesSchema.ts'
import { nearestAddress } from '../nearest.ts'
import { missingPage } from './links.ts'
import { at } from '../problem.ts'
import { perSite } from '../perSite.ts'
import { isInvalid, type Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'

interface Notices {
  notices?: { text?: unknown; lastDay?: unknown; pages?: unknown }[]
}

const links = (node: Nodes): Link[] => (node.type === 'link' ? [node] : 'children' in node ? node.children.flatMap((child) => links(child as Nodes)) : [])

/**
 * The notices of content/data/notices.yaml (components/layout/SiteNotices.tsx):
 * each names pages that exist and links to pages that exist (errors, at the
 * value's line), is one paragraph of text, and a notice past its last day is
 * reported as a warning (the pages no longer show it; the nightly build must
 * not stop on it), at its date.
 */
export const siteNoticesFound = perSite(['komunikat', 'komunikat-po-terminie'], (site: Site, today: string, found) => {
  const data = site.data['notices.yaml'] as Notices | undefined
  const file = site.dataFiles.find((entry) => entry.name === 'notices.yaml')
  if (!data || !file || !Array.isArray(data.notices)) return
  const source = parseYamlSource(file.text)
  const routes = site.pages.map((page) => routeFromContentFile(page.file))
  const report = (path: (string | number)[], rule: keyof typeof found, message: string, fix: string) => {
    if (!isInvalid(site, file.file, path)) found[rule].push(at(file.file, source.positionAt(path), message, fix))
  }
  const unknownPage = (address: string) => {
    const near = nearestAddress(address, routes)
    return near
      ? `Czy chodziło o „${near}”? Wybierz stronę z listy w edytorze`
      : 'Wybierz stronę z listy w edytorze; w pliku wpisz jej adres taki jak w pasku przeglądarki, np. /kontakt'
  }
  data.notices.forEach((notice, index) => {
    if (typeof notice?.lastDay === 'string' && notice.lastDay < today) {
      report(
        ['notices', index, 'lastDay'],
        'komunikat-po-terminie',
        `komunikat był aktualny do ${notice.lastDay}; strony już go nie pokazują`,
        'Usuń ten komunikat z listy albo wpisz nowy ostatni dzień',
      )
    }
    if (Array.isArray(notice?.pages)) {
      notice.pages.forEach((page, item) => {
        if (typeof page === 'string' && page !== allPages && !routes.includes(page))
          report(['notices', index, 'pages', item], 'komunikat', `nie ma strony „${page}”`, unknownPage(page))
      })
    }
    if (typeof notice?.text !== 'string') return
    const tree = fromMarkdown(notice.text)
    if (tree.children.length > 1 || tree.children.some((block) => block.type !== 'paragraph')) {
      report(
        ['notices', index, 'text'],
        'komunikat',
        'komunikat ma być jednym akapitem tekstu, bez nagłówków, list i pustych linii',
        'Napisz go jednym lub dwoma zdaniami; szczegóły mogą stać na stronie, do której prowadzi link',
      )
    }
    for (const link of links(tree)) {
      if (!link.url.startsWith('/')) continue
      const address = normaliseRoute(link.url.replace(/[#?].*$/, ''))
      // A link typed in the notice's text: the advice a page's link gets (there is no list to choose from).
      if (!routes.includes(address))
        report(
          ['notices', index, 'text'],
          'komunikat',
          `link w komunikacie prowadzi do strony „${link.url}”, której nie ma`,
          missingPage(address, routes, site.anchors).fix,
        )
    }
  })
})
