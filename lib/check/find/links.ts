import type { Definition, Image, Link, Text } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { invisibleName } from '.././glyphs.ts'
import { normaliseRoute } from '../../content/routes.ts'
import { linkFix } from '../linkFix.ts'
import { shownAddress } from '../shownAddress.ts'
import { nearestAddress } from '../nearest.ts'
import { perSite } from '../perSite.ts'
import { at, positionOf, type Edit, type Position, type Finding } from '../problem.ts'
import { isInvalid, type Site } from '../site.ts'
import { parseYamlSource, type YamlSource } from '../yamlSource.ts'
import { allowedSchemes, schemeOf } from '../../security/contentHtml.ts'
import { attributeValues } from '../mdxNodes.ts'
import { nodesOf, visitNodes } from '../treeNodes.ts'
import { remembered, rememberedFor } from '../remembered.ts'

/** Files the build writes next to the pages. */
const generatedFiles = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/404.html']

/**
 * Every internal link leads to a page or file that exists, and every #anchor
 * to an id on its target page, at the line of the link: in the MDX text, in a
 * page's fields (the image beside the title) and in the data files (the menu,
 * the footer: every value that is an address on this site). Runs after the
 * loader, which parses the pages and collects their ids.
 */
export const linksFound = perSite(['odnosnik', 'adres-tekstem'], (site: Site, _today, found) => {
  const problems = found.odnosnik
  const routes = site.pages.map((page) => page.route).filter(Boolean)
  // Addresses in YAML: a page's fields and the data files, each value at its line.
  const yamlFiles = [
    ...site.pages.flatMap((page) => (page.fields && page.route ? [{ file: page.file, from: page.route, source: page.fields }] : [])),
    ...site.dataFiles.flatMap(({ file, name, text }) => (site.data[name] === undefined ? [] : [{ file, from: '/', source: parseYamlSource(text) }])),
  ]
  for (const { file, from, source } of yamlFiles) {
    for (const { path, value } of addressesIn(source)) {
      if (isInvalid(site, file, path)) continue // its schema problem is reported already
      const problem = linkProblem(site, routes, from, value, /\.[a-z0-9]+$/i.test(value) ? 'file' : 'link')
      if (problem) problems.push(at(file, source.positionAt(path), problem.message, problem.fix))
    }
  }
  // Markdown in data files (a notice's text, shown on every page by components/ui/InlineMarkdown.tsx, and any
  // other text: a link typed into a plain field must not become one later): the pages' scheme allow-list.
  // The FAQ's answers are read as the text of their page below.
  const texts = new Set(site.texts.map((text) => `${text.within?.file}#${text.within?.path.join('.')}`))
  for (const { file, name, text } of site.dataFiles) {
    if (site.data[name] === undefined) continue
    const source = parseYamlSource(text)
    for (const { path, value } of stringsIn(source)) {
      if (!/[\]>]/.test(value) || texts.has(`${file}#${path.join('.')}`) || isInvalid(site, file, path)) continue
      for (const url of markdownUrls(value)) {
        const problem = schemeProblem(url)
        if (problem) problems.push(at(file, source.positionAt(path), problem.message, problem.fix))
      }
    }
  }
  // The FAQ's answers are text of the page that shows them (lib/check/textFields.ts): "#…" is an anchor of that page.
  for (const page of [...site.pages, ...site.texts]) {
    if (!page.tree) continue
    const check = (url: string, where: Position, what: 'link' | 'file', written?: { from?: number; to?: number; after: RegExp }) => {
      const problem = linkProblem(site, routes, page.route, url, what)
      if (!problem) return
      const finding = at(page.file, where, problem.message, problem.fix)
      const edit = problem.url && problem.says && written ? addressEdit(page.text, written, url, problem.url, problem.says) : undefined
      problems.push(edit ? { ...finding, edit } : finding)
    }
    visitNodes(page.tree, ['link', 'definition', 'image'], (node) => {
      const { url, position } = node as Link | Definition | Image
      // The address follows "](" or "](<" in a link or image, ": " in a definition ([cennik]: /cennik.mdx).
      const written = { from: position?.start.offset, to: position?.end.offset, after: node.type === 'definition' ? /\]:\s*<?$/ : /\]\(\s*<?$/ }
      check(url, { line: position?.start.line ?? 1, column: position?.start.column ?? 1 }, node.type === 'image' ? 'file' : 'link', written)
    })
    found['adres-tekstem'].push(...bareAddresses(page.file, page.tree, site))
    visitNodes(page.tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue
        if (attribute.name !== 'href' && attribute.name !== 'src') continue
        const where = { line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 }
        // href="…" and href={"…"} alike: the expression form must not slip a javascript: address past the check.
        const written = { from: element.position?.start.offset, to: element.position?.end.offset, after: new RegExp(`\\b${attribute.name}=\\{?["']$`) }
        for (const value of attributeValues(attribute)) check(value, where, attribute.name === 'src' ? 'file' : 'link', written)
      }
    })
  }
})

/** An address written as text: "https://www.gov.pl/web/rpp", "www.who.int", "WWW.WHO.INT", "iod@example.org" (its end: not the full stop or bracket after it). Letter case as GitHub's autolinks, without the slow case-insensitive flag. */
const bareAddress =
  /(?<![\p{L}\d@/.:_-])(?:[hH][tT][tT][pP][sS]?:\/\/|[wW]{3}\.)[^\s<>()[\]]*[^\s<>()[\].,;:!?"'”»]|(?<![\p{L}\d@/._+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}/gu

/**
 * An address in the text is not a link: the site's MDX does not turn it into
 * one (GitHub's "autolink literal" is left out of its dialect, lib/content/mdxCompiler.ts),
 * so that every link has words a screen reader can say. The clinic's own
 * e-mail has its line from the rule dane-wpisane-recznie (<Email />).
 */
const bareAddresses = (file: string, tree: NonNullable<Site['pages'][number]['tree']>, site: Site): Finding[] =>
  bareAddressesIn(tree, file, (site.data['clinic.yaml'] as { email?: unknown } | undefined)?.email)

// An unchanged page keeps its tree from one check to the next (lib/check/load/loadTrees.ts): its addresses are found once.
const bareAddressesIn = rememberedFor(textAddresses, (file, clinicEmail) => `${String(clinicEmail)}\n${file}`)

function textAddresses(tree: NonNullable<Site['pages'][number]['tree']>, file: string, clinicEmail: unknown): Finding[] {
  const problems: Finding[] = []
  // Not the text of a link: its words are the link's (inline code and code blocks hold no text nodes).
  for (const { value, position } of nodesOf<Text>(tree, 'text', { notWithin: ['link', 'linkReference'] })) {
    for (const match of value.matchAll(bareAddress)) {
      const address = match[0]
      if (address === clinicEmail) continue
      const inText = positionOf(value, match.index)
      const where = {
        line: (position?.start.line ?? 1) + inText.line - 1,
        column: inText.line === 1 ? (position?.start.column ?? 1) + match.index : inText.column,
      }
      problems.push(at(file, where, `adres „${address}” jest zwykłym tekstem: na stronie nie będzie odnośnikiem`, linkFix(address)))
    }
  }
  return problems
}

// A parsed YAML text is kept while its text is unchanged (lib/check/yamlSource.ts): its values are listed once.
const addressesIn = rememberedFor(
  (source: YamlSource) => addresses(source.data),
  () => '',
)
const stringsIn = rememberedFor(
  (source: YamlSource) => strings(source.data),
  () => '',
)

/** The addresses of the links and images in a data file's Markdown text, parsed once per text. */
const markdownUrls = remembered(
  (value: string) => nodesOf<Link | Definition | Image>(fromMarkdown(value), ['link', 'definition', 'image']).map((node) => node.url),
  (value) => ({ text: value }),
)

/** Every text value of parsed YAML that is an address on this site ("/cennik", "/images/prep.svg"), with its path. */
function addresses(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === 'string') return /^\/(?!\/)\S*$/.test(value) ? [{ path, value }] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => addresses(item, [...path, index]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => addresses(item, [...path, key]))
  return []
}

/** Every text value of parsed YAML, with its path. */
function strings(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === 'string') return [{ path, value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]))
  return []
}

/** An address whose scheme the site does not take (javascript:, data:, http: …, however typed), wherever it is written. */
function schemeProblem(url: string, what: 'link' | 'file' = 'link'): { message: string; fix: string } | undefined {
  const scheme = schemeOf(url)
  const shown = shownAddress(url)
  if (scheme === 'data:' && what === 'file') {
    // An image copied from a web page or a chat and pasted as text: the picture itself, as letters.
    return {
      message: `obraz jest wklejony do tekstu jako dane („${shown}”), a nie wstawiony jako plik`,
      fix: 'Zapisz obraz jako plik w folderze public/images/ (w edytorze: dodaj go do biblioteki mediów) i wstaw go ścieżką, np. ![opis obrazu](/images/plik.jpg)',
    }
  }
  if (scheme === 'http:')
    return {
      message: `odnośnik „${shown}” prowadzi do strony bez szyfrowania (http://)`,
      fix: `Napisz https:// zamiast http://; strony, które nie działają przez https, nie linkuj`,
    }
  if (scheme && !allowedSchemes.includes(scheme)) {
    return {
      message: `${what === 'file' ? 'obraz' : 'odnośnik'} „${shown}” zaczyna się od „${scheme}”, a strona przyjmuje tylko adresy https://, mailto: i tel: oraz ścieżki tej strony`,
      fix:
        what === 'file'
          ? 'Zapisz obraz w folderze public/images/ i wstaw go ścieżką, np. ![opis obrazu](/images/plik.jpg)'
          : 'Napisz adres strony (https://…), adres e-mail (mailto:…), numer telefonu (tel:…) albo ścieżkę tej strony (/…)',
    }
  }
  return undefined
}

/** "www.gov.pl/web/rpp" or "gov.pl": another site's address without its https:// */
const bareDomain = /^(www\.[^\s/]+|[a-z0-9-]+(\.[a-z0-9-]+)*\.(pl|com|org|eu|net|gov|info|edu|int|io)(?![\w-]))/i

/**
 * What is wrong with an address, and `url`: the address to write instead when
 * it is certain (a page's or file's own address written as its file name),
 * which the check offers as a safe fix; a guess (the nearest page) is only advice.
 */
function linkProblem(
  site: Site,
  routes: string[],
  from: string,
  url: string,
  what: 'link' | 'file',
): { message: string; fix: string; url?: string; says?: string } | undefined {
  const scheme = schemeOf(url)
  const refused = schemeProblem(url, what)
  if (refused) return refused
  if (url.startsWith('//')) return { message: `odnośnik „${url}” nie ma na początku https:`, fix: `Napisz pełny adres: https:${url}` }
  if (scheme && what === 'file') {
    // Nothing third-party loads before consent: an image from another site would, and tell that site who reads the page.
    return {
      message: `obraz „${shownAddress(url)}” pochodzi z innej strony i wczytałby się, zanim odwiedzający na cokolwiek się zgodzi`,
      fix: 'Zapisz obraz w folderze public/images/ i wstaw go ścieżką, np. ![opis obrazu](/images/plik.jpg)',
    }
  }
  if (scheme) return undefined // another site, mail or phone: not ours to check
  if ([...url].some((character) => invisibleName(character))) return undefined // the invisible character has its own line (the rule znaki)
  if (/^[^\s@/]+@[^\s@/]+\.[a-z]+$/i.test(url)) {
    return { message: `odnośnik „${url}” to adres e-mail bez „mailto:”`, fix: `Napisz mailto:${url}; adres przychodni wstawia znacznik <Email />` }
  }
  if (bareDomain.test(url)) {
    return { message: `odnośnik „${url}” prowadzi do innej strony, a nie ma na początku https://`, fix: `Napisz pełny adres: https://${url}` }
  }
  if (!url.startsWith('/') && !url.startsWith('#')) {
    // "faq" or "../cennik" depends on the address of the page it is on, and breaks on /o-nas/ against /o-nas.
    const { address: meant, certain } = meantAddress(site, routes, url, what)
    const safe = certain ? { url: meant, says: 'adres zapisano jako ścieżkę od „/”' } : {}
    if (what === 'file' || site.publicFiles.has(meant.split(/[?#]/, 1)[0]!))
      return { message: `ścieżka pliku „${url}” nie zaczyna się od „/”`, fix: `Napisz ścieżkę od „/”, bez „public”, np. ${meant}`, ...safe }
    return { message: `odnośnik „${url}” nie zaczyna się od „/”`, fix: `Napisz pełną ścieżkę strony, np. ${meant}`, ...safe }
  }
  const [pathPart = '', anchor] = url.split('#', 2)
  const path = pathPart.split('?')[0]!
  const target = path === '' ? from : normaliseRoute(path)
  const isFile = /\.[a-z0-9]+$/i.test(target)
  if (isFile || what === 'file') {
    if (site.publicFiles.has(target) || generatedFiles.includes(target)) return undefined
    const meant = siteAddress(target)
    const rest = url.slice(path.length)
    if (meant !== target && site.publicFiles.has(meant)) {
      return {
        message: `ścieżka „${url}” zawiera folder public/, którego nie ma w adresie pliku`,
        fix: `Napisz ${meant}${rest}`,
        url: `${meant}${rest}`,
        says: 'usunięto „public/” z adresu pliku',
      }
    }
    if (what !== 'link' || meant === target) {
      return { message: `plik ${target} nie istnieje w folderze public/`, fix: `Dodaj plik do public${target} albo popraw nazwę w odnośniku` }
    }
    if (routes.includes(meant))
      return {
        message: `odnośnik „${url}” wskazuje plik strony, a nie jej adres`,
        fix: `Napisz ${meant}${rest}`,
        url: `${meant}${rest}`,
        says: 'nazwę pliku strony zamieniono na jej adres',
      }
    // An old site's "/Cennik.html": a page to find among this site's, not a file to add to public/.
    return missingPage(meant, routes, site.anchors)
  }
  if (site.misnamed.has(target)) return undefined // the page's file name has its own line
  if (!routes.includes(target)) return missingPage(target, routes, site.anchors)
  if (anchor === undefined || anchor === '') return undefined
  const ids = site.anchors.get(target)
  if (!ids || ids.has(anchor)) return undefined
  const guess = nearestAddress(anchor, [...ids])
  const hint = guess ? `Czy chodziło o #${guess}? ` : ''
  return {
    message: `na stronie ${target} nie ma kotwicy #${anchor}`,
    fix: `${hint}Kotwica nagłówka to jego słowa małymi literami, bez polskich znaków, połączone myślnikami`,
  }
}

/**
 * The address on the site of a file named as an editor may name it: a page's built file ("/o-nas.html#a",
 * "/szczepienia/index.html?x=1", "/index.html", "/cennik.HTM"; Cloudflare Pages redirects them), a page's
 * file in the repository ("/content/faq.mdx", "/szczepienia/index.mdx") or a file with its folder
 * ("/public/images/prep.svg"): "/o-nas#a", "/szczepienia?x=1", "/", "/cennik", "/faq", "/szczepienia", "/images/prep.svg".
 */
function siteAddress(url: string): string {
  return url
    .replace(/^\/(content|public)\//i, '/')
    .replace(/(\/index)?\.(html?|mdx)(?=[?#]|$)/i, '')
    .replace(/^(?=[?#]|$)/, '/')
}

/**
 * The address a relative link most likely meant, so that the next check accepts it: "faq.html#a" → "/faq#a",
 * "o-nas/" → "/o-nas", "content/faq.mdx" → "/faq", "public/images/prep.svg" → "/images/prep.svg",
 * "../Cennik" → "/cennik" (this site's nearest page, as a missing page's line suggests).
 */
function meantAddress(site: Site, routes: string[], url: string, what: 'link' | 'file'): { address: string; certain: boolean } {
  const written = siteAddress(`/${url.replace(/^(\.\.?\/)+/, '')}`.replace(/(.)\/(?=[?#]|$)/, '$1'))
  const path = written.split(/[?#]/, 1)[0]!
  // Certain only when it names what exists: "cennik.mdx" is /cennik, "../Cenik" is a guess at it.
  const exists = site.publicFiles.has(path) || (what === 'link' && routes.includes(path))
  if (what === 'file' || exists) return { address: written, certain: exists }
  const guess = nearestAddress(path, routes)
  return { address: guess ? `${guess}${written.slice(path.length)}` : written, certain: false }
}

/**
 * The edit that writes `meant` instead of the address `url` where it is
 * written in `text` (between offsets `from` and `to`, right after `after`):
 * none when the address is not written there exactly once as it reads (an
 * escaped or encoded address), so the fix never lands on other words.
 */
function addressEdit(
  text: string,
  { from, to, after }: { from?: number; to?: number; after: RegExp },
  url: string,
  meant: string,
  says: string,
): Edit | undefined {
  if (from === undefined || to === undefined || url === meant || url.includes('\n')) return undefined
  const source = text.slice(from, to)
  const places: number[] = []
  for (let index = source.indexOf(url); index !== -1; index = source.indexOf(url, index + 1)) {
    if (after.test(source.slice(0, index))) places.push(index)
  }
  if (places.length !== 1) return undefined
  return { ...positionOf(text, from + places[0]!), old: url, text: meant, says }
}

/** The line for a link to a page this site does not have, with the nearest address when one is near enough to be a slip. */
export function missingPage(route: string, routes: string[], anchors: Site['anchors']): { message: string; fix: string } {
  const guess = sectionAddress(route, routes, anchors) ?? nearestAddress(route, routes)
  const hint = guess ? `Czy chodziło o ${guess}? ` : 'Popraw adres albo usuń odnośnik, jeśli tej strony już nie ma. '
  return {
    message: `strona ${route} nie istnieje`,
    fix: `${hint}Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt`,
  }
}

/**
 * A section of a page written as a page of its own: "/szczepienia-dorosli" or "/szczepienia/dorosli" when
 * /szczepienia has the section #dorosli. An office worker's link got "Czy chodziło o /szczepienia/dzieci?",
 * the nearest address by its letters, which would have sent adults to the children's page.
 */
function sectionAddress(route: string, routes: string[], anchors: Site['anchors']): string | undefined {
  for (const page of routes) {
    if (page === '/' || !(route.startsWith(`${page}-`) || route.startsWith(`${page}/`))) continue
    const section = route.slice(page.length + 1)
    if (anchors.get(page)?.has(section)) return `${page}#${section}`
  }
  return undefined
}
