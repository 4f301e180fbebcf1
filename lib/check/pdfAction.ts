import { constants, inflateSync } from 'node:zlib'

/** The PDF names of actions that run code or open a program in the reader (ISO 32000 §12.6.4). */
const action = /\/(JavaScript|JS|Launch)(?![A-Za-z0-9])/

/** A PDF name's #xx escapes read: /J#61vaScript is /JavaScript to the reader. */
const readNames = (text: string): string => text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** What `pdfAction` finds: an action's name, or that an object stream could not be read, so that its objects could not be checked. */
export type PdfAction = 'JavaScript' | 'JS' | 'Launch' | 'unreadable'

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
  const found = action.exec(readNames(text))?.[1] as PdfAction | undefined
  if (found) return found
  for (const start of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    const dictionary = readNames(text.slice(text.lastIndexOf(' obj', start.index), start.index))
    if (!/\/Type\s*\/ObjStm(?![A-Za-z0-9])/.test(dictionary)) continue
    const objects = objectStream(bytes, dictionary, start.index + start[0].length, text)
    if (objects === undefined) return 'unreadable'
    const inside = action.exec(readNames(objects.toString('latin1')))?.[1] as PdfAction | undefined
    if (inside) return inside
  }
  return undefined
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
