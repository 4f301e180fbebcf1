import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { invisibleName, renders } from '../../lib/check/glyphs.ts'
import { distDir } from './site.ts'

// The rule for characters lives in lib/check/glyphs.ts: `npm run check`
// applies it to the content at its source line; this test applies it to what
// the built pages show, components and data included.

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

test('every character of every built page renders in the system font stack, and none is invisible', () => {
  expect(pages.length).toBeGreaterThanOrEqual(28)
  const outside = new Map<string, string>()
  for (const file of pages) {
    for (const character of readableText(readFileSync(join(distDir, file), 'utf8'))) {
      const invisible = invisibleName(character) !== undefined
      if (!invisible && /\s/.test(character) && character !== '\u00a0') continue
      if ((invisible || !renders(character)) && !outside.has(character))
        outside.set(character, `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`)
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
