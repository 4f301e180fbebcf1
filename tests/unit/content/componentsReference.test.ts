import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { COMPONENTS_DOC, componentsReference } from '../../../lib/content/componentsReference.ts'

test('docs/edycja/znaczniki.md is what `npm run docs:components` writes from the registry', () => {
  expect(readFileSync(COMPONENTS_DOC, 'utf8')).toBe(componentsReference())
})
