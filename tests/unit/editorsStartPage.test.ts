import { readdirSync, readFileSync, statSync } from 'node:fs'
import { expect, test } from 'vitest'

// The editors' start page is read whole: it stays short, and every other page
// of the guide is one link away from it.
const start = 'docs/edycja/README.md'

test('the start page is under 15 KB', () => {
  expect(statSync(start).size).toBeLessThan(15 * 1024)
})

test('the start page links to every page of the guide', () => {
  const text = readFileSync(start, 'utf8')
  const pages = readdirSync('docs/edycja').filter((name) => name.endsWith('.md') && name !== 'README.md')
  for (const page of pages) expect(text, page).toContain(`](${page})`)
})
