/**
 * The characters the site's text may use. The site sets its text in the
 * visitor's system font (renderer/styles/base.css) instead of downloading one.
 * Segoe UI, San Francisco, Roboto, Noto Sans and DejaVu Sans all carry these
 * blocks, so any character inside them renders in the font the page asks for;
 * one outside them (an emoji pasted from a phone, an arrow, a rare symbol)
 * could fall back to another font or a box. `npm run check` finds such a
 * character at its line in the content; a browser test reads the built pages
 * with the same rule.
 */
export const RENDERS = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1 Supplement: nbsp, ©, °, µ, ·, ó, ü...
  [0x100, 0x17f], // Latin Extended-A: ą ć ę ł ń ś ź ż and their capitals
  [0x2010, 0x2026], // dashes, quotes „ ” ‘ ’, bullet, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2212, 0x2212], // minus
] as const

export const renders = (character: string) => RENDERS.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to)

/**
 * Characters nobody sees, by code point, with their Polish names: text pasted
 * from Word, a web page or a phone brings them along, and an address with one
 * inside (/kon​takt) differs from the one the editor reads.
 */
export const invisibleCharacters: Record<number, string> = {
  173: 'miękki dywiz',
  6158: 'niewidoczny separator',
  8203: 'spacja o zerowej szerokości',
  8204: 'niewidoczny rozdzielacz',
  8205: 'niewidoczny łącznik',
  8206: 'niewidoczny znak kierunku pisma',
  8207: 'niewidoczny znak kierunku pisma',
  8232: 'niewidoczny podział linii',
  8233: 'niewidoczny podział akapitu',
  8234: 'niewidoczny znak kierunku pisma',
  8235: 'niewidoczny znak kierunku pisma',
  8236: 'niewidoczny znak kierunku pisma',
  8237: 'niewidoczny znak kierunku pisma',
  8238: 'niewidoczny znak kierunku pisma',
  8288: 'niewidoczny łącznik słów',
  65279: 'niewidoczny znak BOM',
}

/** The Polish name of an invisible character (control characters included), or undefined for one that shows. */
export function invisibleName(character: string): string | undefined {
  const code = character.codePointAt(0)!
  if (invisibleCharacters[code]) return invisibleCharacters[code]
  if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return 'niewidoczny znak sterujący'
  if (code >= 0x2061 && code <= 0x2064) return 'niewidoczny znak matematyczny'
  return undefined
}

const hex = (code: number) => `\\u{${code.toString(16)}}`
/** Text of characters that render (tabs and line breaks too), with none of the invisible ones among them. */
const plain = new RegExp(`^[\\t\\n${RENDERS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]*$`, 'u')
const invisibleAmongPlain = new RegExp(
  `[${Object.keys(invisibleCharacters)
    .map(Number)
    .filter((code) => plain.test(String.fromCodePoint(code)))
    .map(hex)
    .join('')}]`,
  'u',
)

/**
 * Whether `text` has a character that either does not render or is invisible:
 * the check looks at such text character by character, and passes over the
 * rest (nearly all of it) in one step.
 */
export const hasOddCharacter = (text: string) => !plain.test(text) || invisibleAmongPlain.test(text)
