import { expect, test } from 'vitest'
import { hasOddCharacter, invisibleName, renders } from '../../../lib/check/glyphs.ts'

// The rule znaki's shortcut must find what the long way, character by character, finds.

test('a text the rule znaki passes over in one step holds no character it reports', () => {
  const missed: string[] = []
  for (let code = 0; code <= 0xffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue
    const character = String.fromCodePoint(code)
    const reported = invisibleName(character) !== undefined || (!renders(character) && !/\s/.test(character))
    if (reported && !hasOddCharacter(`Zażółć ${character} jaźń`)) missed.push(`U+${code.toString(16)}`)
  }
  expect(missed).toEqual([])
  expect(hasOddCharacter('Zażółć gęślą jaźń: „cennik” – 38°C, 200 zł, 5 €\t')).toBe(false)
  expect(hasOddCharacter('szczepie\u00adnie')).toBe(true)
  expect(hasOddCharacter('💉')).toBe(true)
})
