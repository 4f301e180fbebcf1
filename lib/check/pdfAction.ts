import { constants, inflateSync } from 'node:zlib'

/**
 * The PDF names of actions that run code or open a program in the reader (ISO 32000 §12.6.4), and of an XFA
 * form (§12.7.8), whose own scripts a reader runs (a security trial packed one in a form the check passed).
 */
const action = /\/(JavaScript|JS|Launch|XFA)(?![A-Za-z0-9])/

/** The addresses a link in a document may open; a URI action to any other ("javascript:", "file:") is refused. */
const SAFE_URI = /^(https?|mailto|tel):/i

/** A PDF comment, from "%" to the line's end: a writer may put one between a name and its value. */
const withoutComments = (text: string) => text.replace(/%[^\r\n]*/g, ' ')

/** A PDF name's #xx escapes read: /J#61vaScript is /JavaScript to the reader. */
const readNames = (text: string): string => text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** What `pdfAction` finds: an action's name, or that an object stream could not be read, so that its objects could not be checked. */
export type PdfAction = 'JavaScript' | 'JS' | 'Launch' | 'XFA' | 'URI' | 'unreadable'

/**
 * The first action in a PDF (its bytes) that runs code or opens a program in
 * the reader, or undefined when it has none, as a plain document has none.
 * Looked for in the file's own text and inside its object streams (PDF 1.5+,
 * `/Type /ObjStm`): Word and most writers pack a document's dictionaries
 * there, compressed, so an action written there is not in the file's bytes
 * (an attacker trial planted one; the check passed it). Only dictionaries
 * name actions, and they live in the file's text or in object streams, so
 * other streams (pages' drawing, images, fonts) are not opened: their bytes
 * could spell "/JS" by chance. An object stream this cannot open (a filter
 * other than /FlateDecode alone, a predictor, encryption, broken data) is
 * 'unreadable': what it holds cannot be checked, so it is not passed.
 */
export function pdfAction(bytes: Buffer): PdfAction | undefined {
  const text = bytes.toString('latin1')
  const found = actionIn(text)
  if (found) return found
  for (const start of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    const dictionary = withoutComments(readNames(text.slice(text.lastIndexOf(' obj', start.index), start.index)))
    if (!/\/Type\s*\/ObjStm(?![A-Za-z0-9])/.test(dictionary)) continue
    const objects = objectStream(bytes, dictionary, start.index + start[0].length, text)
    if (objects === undefined) return 'unreadable'
    const inside = actionIn(objects.toString('latin1'))
    if (inside) return inside
  }
  return undefined
}

/** The first action of `text` (a file's text, or an object stream's) that runs code, or a link to an unsafe address. */
function actionIn(text: string): PdfAction | undefined {
  const names = readNames(text)
  const found = action.exec(names)?.[1] as PdfAction | undefined
  if (found) return found
  for (const uri of withoutComments(names).matchAll(/\/URI\s*(\((?:\\[\s\S]|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/g)) {
    if (!SAFE_URI.test(pdfString(uri[1]!).trim())) return 'URI'
  }
  return undefined
}

/**
 * A PDF string as the reader reads it: a literal one's escapes (\\n, \\152 in octal, a backslash before a line
 * break) or a hex one's bytes: "(\\152avascript:…)" and "<6a617661…>" are both "javascript:…" to the reader.
 */
function pdfString(written: string): string {
  if (written.startsWith('<')) {
    const hex = written.slice(1, -1).replace(/\s/g, '')
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1')
  }
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
  return written
    .slice(1, -1)
    .replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|([\s\S]))/g, (_, octal?: string, lineBreak?: string, other?: string) =>
      octal ? String.fromCharCode(parseInt(octal, 8) & 0xff) : lineBreak ? '' : (escapes[other!] ?? other!),
    )
}

/** An object stream's decoded bytes, from `from` in the file; undefined when this cannot decode it. */
function objectStream(bytes: Buffer, dictionary: string, from: number, text: string): Buffer | undefined {
  // A direct /Length gives the data's end; an indirect one (/Length 7 0 R) does not: then up to "endstream".
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1]
  const end = length !== undefined ? from + Number(length) : text.indexOf('endstream', from)
  if (end < from) return undefined
  const data = bytes.subarray(from, end)
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1]?.replace(/[[\]\s]/g, '')
  if (filter === undefined) return data
  if (filter !== '/FlateDecode' || /\/DecodeParms/.test(dictionary)) return undefined
  for (const finishFlush of [constants.Z_FINISH, constants.Z_SYNC_FLUSH]) {
    try {
      return inflateSync(data, { finishFlush })
    } catch {
      // Data cut short (a /Length a byte off) still opens with a sync flush; anything else is unreadable.
    }
  }
  return undefined
}
