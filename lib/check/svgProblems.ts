import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes'
import { svgElementAttributes } from 'svg-element-attributes'
import { positionOf, type Position } from './problem.ts'

/**
 * Why these two libraries (both dev dependencies: the check runs in Node, at
 * build time, and the editor's preview never runs this rule):
 * - saxes is jsdom's XML parser: strict XML 1.0 with namespaces and positions,
 *   and it reads no DTD: an entity other than XML's five and character
 *   references is an error, never expanded. It is small and pure JavaScript, so
 *   the preview's check worker, which bundles every rule, stays small too.
 * - svg-element-attributes (wooorm, from the SVG specifications) says which
 *   attributes each SVG element has. It lists no event attributes (onload…):
 *   those are refused because they are not on it.
 * DOMPurify's SVG profile would need a whole DOM in Node (jsdom 26 and later:
 * several megabytes, a second to load on every build, and a parse without
 * line numbers); the two lists below are the parts of the drawing vocabulary
 * that can run code or fetch another document, which no list of the
 * specification can know.
 */

const SVG = 'http://www.w3.org/2000/svg'
const XLINK = 'http://www.w3.org/1999/xlink'
const XML = 'http://www.w3.org/XML/1998/namespace'
const XMLNS = 'http://www.w3.org/2000/xmlns/'

/**
 * Namespaces of graphics programs' notes: Inkscape's layers and page view,
 * and the RDF licence block programs write into <metadata>. No browser reads
 * them, so their elements and attributes are inert; what such an element
 * holds is checked like the rest of the drawing.
 */
const notesNamespaces = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
])

/** SVG elements that run code, embed another document or fetch one from elsewhere: never in a drawing. */
const refusedElements = new Set([
  'script',
  'foreignObject',
  'handler',
  'listener',
  'iframe',
  'canvas',
  'audio',
  'video',
  'animation',
  'prefetch',
  'font-face-uri',
  'color-profile',
  'cursor',
  'unknown',
])

/** Attributes a drawing may carry on any element beyond the specification's list: accessibility and XML's own. */
const extraAttribute = (attribute: SaxesAttributeNS) =>
  (attribute.uri === '' && (attribute.local === 'role' || /^aria-[a-z]+$/.test(attribute.local))) ||
  (attribute.uri === XML && (attribute.local === 'space' || attribute.local === 'lang')) ||
  // Namespace declarations alone are inert; an element or attribute in another namespace is refused.
  attribute.uri === XMLNS

const attributeLists = new Map<string, ReadonlySet<string>>()

/** The attributes `element` has in the specifications, its own and the global ones (made once per element). */
function allowedAttributes(element: string): ReadonlySet<string> {
  let list = attributeLists.get(element)
  if (!list) {
    list = new Set([...(svgElementAttributes['*'] ?? []), ...(svgElementAttributes[element] ?? [])])
    attributeLists.set(element, list)
  }
  return list
}

/** One thing in an SVG file that could run code or load another document, at its place. */
export interface SvgProblem extends Position {
  /** What it is, as the end of „obraz SVG zawiera …”. */
  what: string
  /** A fix of its own, when the rule's usual one (export the drawing again) does not fit. */
  fix?: string
}

/**
 * A link as the browser reads it: tabs and new lines anywhere are dropped and
 * spaces and control characters around it trimmed (the URL standard), after
 * the XML parser has read its character references (&#x09;).
 */
const asBrowserReads = (value: string) =>
  value
    .replace(/[\t\n\r]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard trims C0 controls and spaces
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')

/** A raster image written into the file (graphics programs embed photos so): an image cannot run code. */
const embeddedRaster = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i

/** A link a drawing may hold: to a part of itself (#id), or, for an image, raster data. */
function linkProblem(element: string, value: string): string | undefined {
  const link = asBrowserReads(value)
  if (link.startsWith('#')) return undefined
  if ((element === 'image' || element === 'feImage') && embeddedRaster.test(link)) return undefined
  const shown = link.length > 40 ? `${link.slice(0, 40)}…` : link
  return `odnośnik „${shown}” (w obrazie wolno odsyłać tylko do jego własnych części, np. #ksztalt)`
}

/**
 * What in CSS (a `style` attribute, a <style> element, any attribute the
 * browser reads as CSS, e.g. fill="url(#gradient)") could fetch another
 * document: @import, url() to anything but a part of the drawing,
 * image-set(); a backslash is refused too, since CSS escapes can spell url(
 * in a way no pattern sees (u\72l).
 */
export function cssProblem(css: string): string | undefined {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  if (text.includes('\\')) return 'znak \\ w stylu (zapis, którym można ukryć adres)'
  if (/@import/i.test(text)) return 'polecenie @import w stylu (wczytuje styl z innego pliku)'
  if (/expression\s*\(|-moz-binding|behavior\s*:/i.test(text)) return 'wyrażenie w stylu, które mogłoby uruchomić kod'
  if (/image-set\s*\(/i.test(text)) return 'image-set() w stylu (wczytuje obraz z innego pliku)'
  for (const match of text.matchAll(/url\s*\(\s*(["']?)([^"')]*)/gi)) {
    if (!match[2]!.trim().startsWith('#'))
      return `adres ${match[0].trim()}…) w stylu (w obrazie wolno odsyłać tylko do jego własnych części, np. url(#gradient))`
  }
  return undefined
}

const tagName = (tag: { prefix: string; local: string }) => (tag.prefix ? `${tag.prefix}:${tag.local}` : tag.local)

/** An animation of a link, an event or a style can turn a safe drawing into code after it loads (<set attributeName="href" to="javascript:…">). */
function animatedProblem(tag: SaxesTagNS): string | undefined {
  const target = tag.attributes.attributeName?.value.trim()
  if (target === undefined) return undefined
  const local = target.slice(target.indexOf(':') + 1).toLowerCase()
  if (local === 'href' || local.startsWith('on') || local === 'style')
    return `animację atrybutu ${target} (<${tagName(tag)} attributeName="${target}">), która podmieniłaby odnośnik, zdarzenie albo styl`
  return undefined
}

function elementProblem(tag: SaxesTagNS): string | undefined {
  const name = tagName(tag)
  if (tag.local.toLowerCase() === 'script') return `skrypt (<${name}>)`
  if (tag.local === 'foreignObject') return `osadzony kod HTML (<${name}>)`
  if (notesNamespaces.has(tag.uri)) return undefined
  if (tag.uri !== SVG) return `element <${name}> spoza rysunku SVG (${tag.uri ? `przestrzeń nazw ${tag.uri}` : 'bez przestrzeni nazw SVG'})`
  if (refusedElements.has(tag.local) || !(tag.local in svgElementAttributes)) return `element <${name}>, który nie należy do rysunku`
  return undefined
}

function attributeProblem(tag: SaxesTagNS, attribute: SaxesAttributeNS): string | undefined {
  const name = attribute.prefix ? `${attribute.prefix}:${attribute.local}` : attribute.local
  if (attribute.uri === XMLNS) return undefined
  if (/^on/i.test(attribute.local)) return `atrybut zdarzenia ${name} na elemencie <${tagName(tag)}> (uruchamia kod)`
  const isLink = attribute.local === 'href' && (attribute.uri === '' || attribute.uri === XLINK)
  // A program's note (inkscape:label="Warstwa 1", a note element's own attributes) is inert: any text, even a Windows path.
  if (!isLink && (notesNamespaces.has(attribute.uri) || (notesNamespaces.has(tag.uri) && attribute.uri === ''))) return undefined
  if (isLink)
    return allowedAttributes(tag.local).has('href')
      ? linkProblem(tag.local, attribute.value)
      : `atrybut ${name} na elemencie <${tagName(tag)}>, który nie należy do rysunku`
  if (!(extraAttribute(attribute) || (attribute.uri === '' && allowedAttributes(tag.local).has(attribute.local)))) {
    return `atrybut ${name} na elemencie <${tagName(tag)}>, który nie należy do rysunku`
  }
  return cssProblem(attribute.value)
}

const notUtf8 = {
  what: 'tekst zapisany w innym kodowaniu niż UTF-8',
  fix: 'Zapisz obraz ponownie w kodowaniu UTF-8 (np. wyeksportuj go z programu graficznego jako zwykły SVG)',
}

/** The text of an SVG file as a browser would read it, or why it is refused: only UTF-8, which the check reads the same. */
function decode(bytes: Uint8Array): string | SvgProblem {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { line: 1, column: 1, ...notUtf8 }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { line: 1, column: 1, ...notUtf8 }
  }
}

/**
 * Everything in an SVG file that is not a drawing: the file is parsed as the
 * browser parses an SVG opened on its own (XML with namespaces) and every
 * element and attribute must be on the allow-list. Not well-formed XML, a
 * DOCTYPE (which can define entities), a processing instruction
 * (<?xml-stylesheet?> can turn the file into a page) and another encoding
 * than UTF-8 are refused. Empty: the file is a plain drawing.
 */
export function svgProblems(bytes: Uint8Array): SvgProblem[] {
  const text = decode(bytes)
  if (typeof text !== 'string') return [text]
  const problems: SvgProblem[] = []
  const parser = new SaxesParser({ xmlns: true, position: true })
  const here = (): Position => ({ line: parser.line, column: parser.column + 1 })
  let tagStart: Position = { line: 1, column: 1 }
  let attributesAt = new Map<string, Position>()
  let depth = 0
  /** Inside a refused element: its content is not reported again (one mistake, one line). */
  let refusedDepth = Number.POSITIVE_INFINITY
  let inStyle = false
  let styleText = ''
  let styleAt: Position = tagStart

  parser.on('xmldecl', (declaration) => {
    // XML 1.1 reads other characters as line ends and names than the 1.0 that browsers parse: one reading only.
    if (declaration.version !== undefined && declaration.version !== '1.0') {
      problems.push({
        ...here(),
        what: `deklarację XML w wersji ${declaration.version} (przeglądarki czytają obrazy jako XML 1.0)`,
        fix: 'Wpisz w pierwszej linii version="1.0" albo wyeksportuj obraz jako zwykły SVG',
      })
    }
    if (declaration.encoding !== undefined && declaration.encoding.toLowerCase() !== 'utf-8') {
      problems.push({ ...here(), what: `deklarację kodowania ${declaration.encoding} zamiast UTF-8`, fix: notUtf8.fix })
    }
  })
  parser.on('doctype', () => {
    problems.push({
      // Reported where it starts (the parser is at its end, past any entities it defines).
      ...positionOf(text, Math.max(0, text.indexOf('<!DOCTYPE'))),
      what: 'deklarację <!DOCTYPE>, która może definiować własne encje (np. składać z nich adres javascript:)',
      fix: 'Usuń z pliku linię <!DOCTYPE …>: obraz SVG jej nie potrzebuje',
    })
  })
  parser.on('processinginstruction', (instruction) => {
    problems.push({
      ...here(),
      what: `instrukcję <?${instruction.target} …?>, która może zamienić obraz w stronę (np. arkuszem XSLT)`,
      fix: `Usuń z pliku instrukcję <?${instruction.target} …?>`,
    })
  })
  parser.on('opentagstart', (tag) => {
    // The parser has read the name and the character after it: the element starts at its <.
    tagStart = { line: parser.line, column: parser.column - tag.name.length - 1 }
    attributesAt = new Map()
  })
  parser.on('attribute', (attribute) => {
    attributesAt.set(attribute.name, here())
  })
  parser.on('opentag', (tag) => {
    depth += 1
    if (depth === 1 && !(tag.uri === SVG && tag.local === 'svg')) {
      problems.push(
        tag.local === 'svg'
          ? {
              ...tagStart,
              what: 'element <svg> bez przestrzeni nazw SVG',
              fix: 'Dopisz w elemencie <svg> atrybut xmlns="http://www.w3.org/2000/svg" albo wyeksportuj obraz jako zwykły SVG',
            }
          : { ...tagStart, what: `element główny <${tagName(tag)}> zamiast <svg> (to nie jest rysunek SVG)` },
      )
      refusedDepth = depth
    }
    if (depth >= refusedDepth) return
    const refused = elementProblem(tag)
    if (refused) {
      problems.push({ ...tagStart, what: refused })
      refusedDepth = depth
      return
    }
    const animated = animatedProblem(tag)
    if (animated) problems.push({ ...tagStart, what: animated })
    for (const attribute of Object.values(tag.attributes)) {
      const problem = attributeProblem(tag, attribute)
      if (problem) problems.push({ ...(attributesAt.get(attribute.name) ?? tagStart), what: problem })
    }
    if (tag.local === 'style') {
      inStyle = true
      styleText = ''
      styleAt = here()
    }
  })
  const styled = (chunk: string) => {
    if (inStyle) styleText += chunk
  }
  parser.on('text', styled)
  parser.on('cdata', styled)
  parser.on('closetag', () => {
    if (inStyle) {
      const problem = cssProblem(styleText)
      if (problem) problems.push({ ...styleAt, what: problem })
      inStyle = false
    }
    if (depth === refusedDepth) refusedDepth = Number.POSITIVE_INFINITY
    depth -= 1
  })
  parser.on('error', (error) => {
    throw error
  })
  try {
    parser.write(text).close()
  } catch (error) {
    const undefinedEntity = /undefined entity/.test(String(error))
    problems.push({
      ...here(),
      what: undefinedEntity
        ? 'encję (&nazwa;), której nie zna XML: mogłaby ukrywać kod'
        : 'błąd zapisu XML w tym miejscu (np. niezamknięty znacznik, atrybut bez cudzysłowu albo niedozwolony znak), przez który obrazu nie da się sprawdzić',
      fix: undefinedEntity ? 'Wpisz znak wprost zamiast encji albo wyeksportuj obraz jako zwykły SVG' : undefined,
    })
  }
  return problems
}
