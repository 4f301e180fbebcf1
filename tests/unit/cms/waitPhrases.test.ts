import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { typicalMinutes } from '../../../lib/build/typicalMinutes.ts'
import { cmsPolishStrings } from '../../../lib/cms/cmsLocale.ts'
import { aboutMinutes, fillWaits, inAboutMinutes } from '../../../lib/cms/waitPhrases.ts'

const ownFolder = 'lib/cms/locales/pl'
const served = cmsPolishStrings('node_modules/@sveltia/cms/locales/pl.json', ownFolder) as {
  deploy_preview: { building: string; awaiting: string; short: { building: string } }
  workflow: { confirm_publishing_entry: string; entry_published: string }
}

describe('the publishing board says how long the wait usually is', () => {
  test('while the check runs: on the card, in the entry and on its button, with the time of a content change', () => {
    expect(served.deploy_preview.short.building).toBe(`Sprawdzanie zmian, zwykle około ${typicalMinutes.contentCheck} minut`)
    expect(served.deploy_preview.awaiting).toBe(`Trwa sprawdzenie zmian, zwykle około ${typicalMinutes.contentCheck} minut`)
    expect(served.deploy_preview.building).toContain(`zwykle około ${typicalMinutes.contentCheck} minut`)
    // Editors change content; a change of code, on the same board, takes the longer time.
    expect(served.deploy_preview.building).toContain(`kod strony, około ${typicalMinutes.fullCheck} minut`)
  })

  test('once published: when the page will show it', () => {
    const when = inAboutMinutes(typicalMinutes.publish)
    expect(served.workflow.entry_published).toBe(`Opublikowano. Strona pokaże zmianę ${when}.`)
    expect(served.workflow.confirm_publishing_entry).toContain(`Po publikacji strona pokaże zmianę ${when}.`)
  })

  test('the times are written in lib/build/typicalMinutes.ts only, never in the strings', () => {
    for (const name of readdirSync(ownFolder)) {
      const text = readFileSync(join(ownFolder, name), 'utf8')
      expect(text, name).not.toMatch(/\d+\s*(min|minut|minuty|minutę)\b/)
    }
    expect(JSON.stringify(served)).not.toMatch(/%\w+%/)
  })

  test('Polish numbers: około takes the genitive, za the accusative', () => {
    expect([1, 2, 5, 12, 22].map(aboutMinutes)).toEqual(['około minuty', 'około 2 minut', 'około 5 minut', 'około 12 minut', 'około 22 minut'])
    expect([1, 2, 3, 5, 12, 14, 22, 25].map(inAboutMinutes)).toEqual([
      'za około minutę',
      'za około 2 minuty',
      'za około 3 minuty',
      'za około 5 minut',
      'za około 12 minut',
      'za około 14 minut',
      'za około 22 minuty',
      'za około 25 minut',
    ])
  })

  test('a misspelt phrase name stops the build instead of reaching the board', () => {
    expect(() => fillWaits('zwykle %checkContnet%')).toThrow(/%checkContnet%: no such wait phrase/)
  })
})

test('docs/PERFORMANCE.md gives the figures the board says, from lib/build/typicalMinutes.ts', () => {
  const section = readFileSync('docs/PERFORMANCE.md', 'utf8').split('## Od „Opublikuj” do strony')[1] ?? ''
  expect(section).toContain(`sprawdzenie zmiany treści **${aboutMinutes(typicalMinutes.contentCheck)}**`)
  expect(section).toContain(`zmiany kodu\n**${aboutMinutes(typicalMinutes.fullCheck)}**`)
  expect(section).toContain(`strona pokaże zmianę **${inAboutMinutes(typicalMinutes.publish)}**`)
})
