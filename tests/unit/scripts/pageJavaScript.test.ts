import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { pageJavaScript } from '../../../scripts/pageJavaScript.ts'

const dist = join(import.meta.dirname, '../../fixtures/built-site')
const read = (page: string) => readFileSync(join(dist, page), 'utf8')

test('a page without islands counts only its entry script and static imports', () => {
  expect(pageJavaScript(dist, read('index.html'))).toEqual({
    files: ['/assets/chunks/shared.js', '/assets/entries/client.js'],
    islands: [],
  })
})

test("a page with an island adds React and that island's chunk, not the other islands'", () => {
  expect(pageJavaScript(dist, read('kontakt.html'))).toEqual({
    files: [
      '/assets/chunks/ContactForm.js',
      '/assets/chunks/formRules.js',
      '/assets/chunks/react-dom.js',
      '/assets/chunks/react.js',
      '/assets/chunks/shared.js',
      '/assets/entries/client.js',
    ],
    islands: ['forms/ContactForm'],
  })
})
