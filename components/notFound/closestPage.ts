import { distance } from 'fastest-levenshtein'
import { normalise } from '../../lib/search/normalise.ts'

/** A page the 404 page may point to: its route (below the site's base, '/kontakt') and its title. */
export interface KnownPage {
  route: string
  title: string
}

/**
 * An address as a visitor may have typed it, reduced to what tells pages apart: a leaflet's '/Kontakt', a
 * bookmark's '/kontakt.html', '/o_nas/', '/szczepienia/index.php' or '/Medycyna-Podróży' are each the key of one
 * page. Lower case without Polish letters' marks (as the searches compare words), a space or '_' as '-', no slash at
 * the end, no file ending.
 */
export function addressKey(path: string): string {
  return normalise(decoded(path))
    .replace(/[\s_]+/g, '-')
    .replace(/\/index(\.\w+)?$/, '/')
    .replace(/\.(html?|php|aspx?)$/, '')
    .replace(/\/+$/, '')
}

/** The address as typed, its %-escapes undone; with a stray '%' (a mistyped address), as it came. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Of `key`'s parts, the last: a page's own name, wherever an old address kept it ('/pl/kontakt'). */
const lastPart = (key: string) => key.slice(key.lastIndexOf('/') + 1)

/**
 * Where an address that is not a page (`path`, below the site's base) should lead: `exact` when it names a page
 * but for its letters' case, marks or ending (the 404 page goes there at once), else the one page its address is
 * within a typo or two of, or whose last part it ends with, or whose address it begins but for a last letter (the visitor is asked). Nothing when no page is that
 * close, or two are.
 */
export function closestPage(path: string, pages: readonly KnownPage[]): { page: KnownPage; exact: boolean } | undefined {
  const key = addressKey(path)
  const keyed = pages.map((page) => ({ page, key: addressKey(page.route) }))
  const exact = keyed.find((known) => known.key === key)
  if (exact) return { page: exact.page, exact: true }
  // One typo in a short address, two in a longer one: '/cenik', '/szczepiena'; never the home page (its key is empty).
  const allowed = (known: string) => (known.length < 8 ? 1 : 2)
  const near = keyed.filter((known) => known.key !== '' && distance(known.key, key) <= allowed(known.key))
  const sameName = keyed.filter((known) => known.key !== '' && lastPart(known.key) === lastPart(key))
  // The start of one page's address but for the last letter, five letters or more in its last part: a word's
  // other form, '/szczepienia/pracownik' for '/szczepienia/pracownicze' (a visitor trial), or an address cut short.
  const start = key.slice(0, -1)
  const started = lastPart(start).length >= 5 ? keyed.filter((known) => known.key.startsWith(start)) : []
  const found = [near, sameName, started].find((candidates) => candidates.length > 0) ?? []
  return found.length === 1 ? { page: found[0]!.page, exact: false } : undefined
}

/**
 * The words of an address's last part, for the site search when no page is near: an old site's
 * '/pl/szczepienia-dla-podroznych.html' asks for 'szczepienia dla podroznych' (the search takes words without
 * Polish marks and in other forms). Empty when the part holds no word of three letters or more ('/x', '/123').
 */
export function addressWords(path: string): string {
  const last = decoded(path).replace(/\/+$/, '')
  const words = last
    .slice(last.lastIndexOf('/') + 1)
    .replace(/\.(html?|php|aspx?)$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return words.some((word) => /\p{L}{3}/u.test(word)) ? words.join(' ').slice(0, 80) : ''
}
