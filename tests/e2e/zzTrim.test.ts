import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openEditorPage, openEntry, saveAndRead } from './adminHelpers.ts'

let page: Page
let close: () => Promise<void>
beforeAll(async () => {
  ;({ page, close } = await openEditorPage({ width: 1366, height: 768 }))
})
afterAll(() => close?.())

it('trim', async () => {
  await openEntry(page, 'strony', 'o-nas')
  const lead = page.locator('.field[data-key-path="lead"] textarea')
  const title = page.locator('.field[data-key-path="title"] input')
  await lead.fill('  Jesteśmy przychodnią medycyny zapobiegawczej w Warszawie.  \n\n')
  await title.fill('  O nas  ')
  const saved = await saveAndRead(page, 'content/o-nas.mdx')
  console.log('SAVED', JSON.stringify(saved.split('\n---')[0]))
  expect(1).toBe(1)
})
