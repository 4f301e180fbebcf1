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
  0xad: 'miękki dywiz',
  0x180e: 'niewidoczny separator',
  0x200b: 'spacja o zerowej szerokości',
  0x200c: 'niewidoczny rozdzielacz',
  0x200d: 'niewidoczny łącznik',
  0x200e: 'niewidoczny znak kierunku pisma',
  0x200f: 'niewidoczny znak kierunku pisma',
  0x2028: 'niewidoczny podział linii',
  0x2029: 'niewidoczny podział akapitu',
  0x202a: 'niewidoczny znak kierunku pisma',
  0x202b: 'niewidoczny znak kierunku pisma',
  0x202c: 'niewidoczny znak kierunku pisma',
  0x202d: 'niewidoczny znak kierunku pisma',
  0x202e: 'niewidoczny znak kierunku pisma',
  0x2060: 'niewidoczny łącznik słów',
  0xfeff: 'niewidoczny znak BOM',
}

/** The Polish name of an invisible character (control characters included), or undefined for one that shows. */
export function invisibleName(character: string): string | undefined {
  const code = character.codePointAt(0)!
  if (invisibleCharacters[code]) return invisibleCharacters[code]
  if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return 'niewidoczny znak sterujący'
  if (code >= 0x2061 && code <= 0x2064) return 'niewidoczny znak matematyczny'
  return undefined
}
