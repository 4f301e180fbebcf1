import { contentGuardSource } from '../content/remarkContentGuard.ts'
import { linkFix } from './linkFix.ts'
import { at, type Edit, type Position, type Finding } from './problem.ts'

/** HTML elements that have no closing tag: in MDX they must end with "/>". */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/**
 * The MDX compiler's English message turned into what an editor understands,
 * with the usual fix. The compiler stops at the first problem of a file.
 * `at`: the character the mistake is reported at, when the compiler says which;
 * `text`: the page's text, which tells a closing tag that does not match apart
 * from an inner tag left open.
 */
export function explainMdxError(reason: string, at?: string, text?: string): { message: string; fix: string } {
  const character = /Unexpected character `(.+?)` \(U\+[0-9A-F]+\) before name/.exec(reason)
  if (character?.[1] === '!') {
    return { message: 'komentarz HTML „<!-- -->” nie działa w plikach MDX', fix: 'Napisz komentarz tak: {/* treść komentarza */}' }
  }
  if (character || /Unexpected end of file before name/.test(reason)) {
    return {
      message: 'po znaku „<” nie ma nazwy znacznika (w pliku MDX „<” otwiera znacznik)',
      fix: 'Jeśli to zwykły tekst (np. „<3 lat”), napisz słowo („poniżej 3 lat”) albo &lt;',
    }
  }
  const unclosed = /Expected a closing tag for `<([\w.]+)>`/.exec(reason)
  if (unclosed) {
    const name = unclosed[1]!
    if (voidElements.has(name.toLowerCase())) {
      return { message: `znacznik <${name}> jest zapisany jak w HTML, bez zamknięcia`, fix: `W MDX zamknij go ukośnikiem: <${name} />` }
    }
    return { message: `znacznik <${name}> nie jest zamknięty`, fix: `Dodaj </${name}> na końcu jego treści albo zakończ go „/>”, jeśli nie ma treści` }
  }
  const mismatch = mismatchedClosingTag(reason)
  if (mismatch && mismatch.closing.toLowerCase() === mismatch.open.toLowerCase()) {
    return { message: `znacznik zamykający </${mismatch.closing}> ma inną wielkość liter niż <${mismatch.open}>`, fix: `Napisz </${mismatch.open}>` }
  }
  if (mismatch && text !== undefined && closesOuterTag(text, mismatch)) {
    // <Notice> … <VisitNote type="prep"> … </Notice>: the slip is the inner tag left open, not the outer one's end.
    return {
      message: `znacznik <${mismatch.open}> nie jest zamknięty, a dalej stoi już </${mismatch.closing}>`,
      fix: `Zakończ go „/>”, jeśli nie ma treści (np. <${mismatch.open} … />), albo dodaj </${mismatch.open}> na końcu jego treści, przed </${mismatch.closing}>`,
    }
  }
  if (mismatch && text !== undefined) {
    // The opening tag by its words, not its line: in the editor a page's text box starts below its fields.
    const opening = (text.split('\n')[mismatch.openAt.line - 1] ?? '').slice(mismatch.openAt.column - 1).trim()
    const shown = opening.length > 60 ? `${opening.slice(0, 60)}…` : opening
    return {
      message: `znacznik zamykający </${mismatch.closing}> nie pasuje do znacznika <${mismatch.open}> otwartego wyżej („${shown}”)`,
      fix: `Jeśli ma zamknąć ten znacznik, napisz </${mismatch.open}>; jeśli <${mismatch.open}> nie ma treści, zakończ go „/>”`,
    }
  }
  const stray = /Unexpected closing (?:slash `\/` in tag|tag `<\/([\w.]*)>`)/.exec(reason)
  if (stray) {
    const tag = stray[1] ? `</${stray[1]}> ` : ''
    return {
      message: `znacznik zamykający ${tag}nie ma pasującego znacznika otwierającego`,
      fix: 'Sprawdź, czy nazwy znacznika otwierającego i zamykającego są takie same i czy są w dobrej kolejności',
    }
  }
  if (/after name/.test(reason)) {
    return { message: 'po nazwie znacznika brakuje nazwy atrybutu', fix: 'Napisz ją przed wartością, np. <Notice title="Ważne">' }
  }
  if (/after self-closing slash/.test(reason)) {
    return { message: 'po ukośniku „/” znacznik musi się skończyć', fix: 'Zakończ znacznik „/>”, np. <Phone />' }
  }
  if (/before attribute name|after attribute name|in attribute name/.test(reason)) {
    return { message: 'znacznik w tej linii jest niedokończony', fix: 'Sprawdź, czy kończy się „>” albo „/>” i czy wartości atrybutów są w cudzysłowie' }
  }
  if (/attribute value/.test(reason) && at && /[„”“‘’«»‚]/.test(at)) {
    return {
      message: `wartość atrybutu ma cudzysłów drukarski ${at}, np. wklejony z edytora tekstu`,
      fix: 'W znacznikach używaj prostego cudzysłowu ", np. title="Ważne"',
    }
  }
  if (/attribute value/.test(reason)) {
    return { message: 'wartość atrybutu nie jest w cudzysłowie', fix: 'Ujmij wartość w cudzysłów, np. title="Szczepienia"' }
  }
  if (/import\/exports/.test(reason)) {
    return {
      message: 'linia zaczyna się od słowa „import” albo „export”, które w pliku MDX otwiera kod',
      fix: 'Zacznij to zdanie inaczej albo wielką literą („Import szczepionek…”)',
    }
  }
  if (/closing brace|in expression|acorn|Unexpected end of file in expression/i.test(reason)) {
    return {
      message: 'w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst',
      fix: 'Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    }
  }
  return { message: `pliku MDX nie da się odczytać (${reason.split('\n')[0]})`, fix: 'Sprawdź znaki <, >, { i } w tej linii i znaczniki komponentów' }
}

interface Mismatch {
  closing: string
  open: string
  /** Where the tag the compiler expected to be closed opens. */
  openAt: Position
}

/** "Unexpected closing tag `</Notice>`, expected corresponding closing tag for `<VisitNote>` (3:1-3:24)" */
function mismatchedClosingTag(reason: string): Mismatch | undefined {
  const found = /Unexpected closing tag `<\/([\w.]*)>`, expected corresponding closing tag for `<([\w.]+)>` \((\d+):(\d+)-/.exec(reason)
  if (!found) return undefined
  return { closing: found[1]!, open: found[2]!, openAt: { line: Number(found[3]), column: Number(found[4]) } }
}

/** Whether the closing tag belongs to a tag opened before the one the compiler expected: that inner one is left open. */
function closesOuterTag(text: string, mismatch: Mismatch): boolean {
  const before = text
    .split('\n')
    .slice(0, mismatch.openAt.line - 1)
    .join('\n')
  return mismatch.closing !== '' && new RegExp(`<${mismatch.closing.replace('.', '\\.')}[\\s/>]`).test(before)
}

/**
 * An error of the MDX compiler (a VFileMessage) as the editor's line, in the
 * check and in a build the check let through: where to look, what to write.
 */
export function compileProblem(file: string, text: string, error: unknown): Finding {
  const place = error as { reason?: string; message?: string; line?: number; column?: number; source?: string; note?: string }
  const reason = place.reason ?? place.message ?? String(error)
  // The build's guard (lib/content/remarkContentGuard.ts) speaks Polish already, at the element's place.
  if (place.source === contentGuardSource) return at(file, { line: place.line ?? 1, column: place.column ?? 1 }, reason, place.note ?? '')
  const where = mdxErrorPosition(text, reason, place)
  const bracketed = bracketedAddress(text, where)
  if (bracketed) {
    return at(
      file,
      bracketed.where,
      `adres w nawiasach ostrych „<${bracketed.address}>” nie działa w pliku MDX („<” otwiera w nim znacznik)`,
      linkFix(bracketed.address),
    )
  }
  const { message, fix } = explainMdxError(reason, text.split('\n')[where.line - 1]?.[where.column - 1], text.replace(/\r\n?/g, '\n'))
  const finding = at(file, where, message, fix)
  const edit = /cudzysłów drukarski/.test(message) ? straightQuotes(text, where) : undefined
  return edit ? { ...finding, edit } : finding
}

/**
 * The safe fix of an attribute value in typographic quotes (title=„Ważne”, pasted from Word):
 * the same words in straight quotes, when the value closes with a typographic quote on its line
 * and holds nothing that would need another fix (a straight quote, a bracket of the tag or code).
 */
function straightQuotes(text: string, { line, column }: Position): Edit | undefined {
  const rest = text.split(/\r?\n/)[line - 1]?.slice(column - 1) ?? ''
  const quoted = /^[„“”«‚‘’]([^"„“”«»‚‘’<>{}]*)[”“»’‘]/.exec(rest)
  if (!quoted) return undefined
  return { line, column, old: quoted[0], text: `"${quoted[1]}"`, says: 'cudzysłów drukarski w znaczniku zamieniono na prosty' }
}

/**
 * An address in angle brackets where the compiler stopped: "<https://pacjent.gov.pl>",
 * "<iod@example.org>", "<tel:+48221234567>", GitHub's way to make a link of an address, which MDX reads
 * as a tag and fails on at one of a dozen places (after "https:", at "@", at a
 * closing tag "</www.gov.pl>" it never finds). Found by the line, not by the message.
 * A "<" after the place the compiler stopped has not caused its stop.
 */
function bracketedAddress(text: string, { line: lineNumber, column }: Position): { address: string; where: Position } | undefined {
  const line = text.split(/\r?\n/)[lineNumber - 1] ?? ''
  // Any scheme: "<tel:+48…>" as well as "<https://…>" (and "<javascript:…>", told what a link may lead to).
  for (const match of line.matchAll(/<((?:[a-z][a-z0-9+.-]*:|www\.)[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:\?[^\s<>]*)?)>/giu)) {
    // The compiler stops inside the brackets, at the start of the tag it takes them for, or
    // inside a later address on the line (the first opened a tag): the first one is named.
    if (match.index <= column - 1) {
      return { address: match[1]!, where: { line: lineNumber, column: match.index + 1 } }
    }
  }
  return undefined
}

/**
 * Where the editor has to look: the compiler reports some mistakes a little
 * after the character that caused them, so point back at that character.
 */
function mdxErrorPosition(text: string, reason: string, place: { line?: number; column?: number }): Position {
  const line = place.line ?? 1
  const column = place.column ?? 1
  // An inner tag left open is the slip, not the outer tag's end where the compiler stops.
  const mismatch = mismatchedClosingTag(reason)
  if (mismatch && closesOuterTag(text, mismatch)) return mismatch.openAt
  // An unclosed tag is reported at the start of its paragraph; the tag itself is in the text: "`<br>` (3:15-3:19)".
  // (A closing tag that does not match is reported where it stands; the range is then its opening tag's.)
  const tag = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason)
  if (tag && !/^Unexpected closing tag/.test(reason)) return { line: Number(tag[1]), column: Number(tag[2]) }
  // An import or export line is reported where its code stops parsing: the word that starts it is the slip.
  if (/import\/exports/.test(reason)) return { line, column: 1 }
  // "Unexpected character `3` before name": the culprit is the "<" just before it.
  if (/before name/.test(reason)) return { line, column: Math.max(column - 1, 1) }
  // An expression that does not parse is reported inside it: point at its "{".
  if (/acorn|expression/i.test(reason)) {
    const brace = (text.split('\n')[line - 1] ?? '').lastIndexOf('{', column - 1)
    if (brace >= 0) return { line, column: brace + 1 }
  }
  return { line, column }
}
