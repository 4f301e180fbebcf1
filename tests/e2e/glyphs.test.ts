import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { distDir } from './site.ts'

// The site sets its text in the visitor's system font (renderer/styles/base.css)
// instead of downloading one. Segoe UI, San Francisco, Roboto, Noto Sans and
// DejaVu Sans all carry these blocks, so any character inside them renders in
// the font the page asks for; one outside them (an emoji, an arrow, a rare
// symbol pasted by an editor) could fall back to another font or a box.
const RENDERS = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1 Supplement: nbsp, ©, °, µ, ·, ó, ü...
  [0x100, 0x17f], // Latin Extended-A: ą ć ę ł ń ś ź ż and their capitals
  [0x2010, 0x2026], // dashes, quotes „ ” ‘ ’, bullet, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2212, 0x2212], // minus
] as const

const renders = (character: string) => RENDERS.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to)

/** What a visitor reads on a built page: its text, placeholders and image descriptions, entities decoded. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:placeholder|alt|title|value)="([^"]*)"/g)].map((match) => match[1])
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
  return [body, ...attributes]
    .join(' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[entity]!)
}

const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('assets'))

test('every character of every built page renders in the system font stack', () => {
  expect(pages.length).toBeGreaterThanOrEqual(28)
  const outside = new Map<string, string>()
  for (const file of pages) {
    for (const character of readableText(readFileSync(join(distDir, file), 'utf8'))) {
      if (/\s/.test(character) && character !== '\u00a0') continue
      if (!renders(character) && !outside.has(character)) outside.set(character, `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`)
    }
  }
  expect([...outside.values()]).toEqual([])
})

test('the Polish letters are in that set, and an emoji or an arrow is not', () => {
  expect([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”–…'].every(renders)).toBe(true)
  expect(['→', '✓', '😀', '★'].some(renders)).toBe(false)
  expect(readableText('<p title="a&#x2192;b">x&nbsp;y</p>')).toContain('→')
})

test('no page asks for a web font', () => {
  for (const file of pages) {
    const html = readFileSync(join(distDir, file), 'utf8')
    expect(html, file).not.toMatch(/\.woff2?\b|as="font"/)
  }
  const css = readdirSync(join(distDir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))
  for (const file of css) expect(readFileSync(join(distDir, 'assets', file), 'utf8'), file).not.toContain('@font-face')
})
