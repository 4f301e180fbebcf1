import { expect, test } from 'vitest'
import { EMPTY_ROW } from '../../../../lib/cms/preview/publishedChanges.ts'
import { changeWords } from '../../../../renderer/preview/changesHtml.ts'

// Seen in the editor at 1366×768: a new notice, not filled in yet, read 'dodane: „(pusty wiersz)”', like a value.
test('changeWords: a changed, an added, an empty added and a removed value, in words', () => {
  expect(changeWords({ where: 'Cena', published: '35 zł', now: '37 zł' })).toBe('na stronie teraz „35 zł”, po zmianie „37 zł”')
  expect(changeWords({ where: 'Badania (nowy wiersz)', now: 'Witamina K, 95 zł' })).toBe('dodane: „Witamina K, 95 zł”')
  expect(changeWords({ where: 'Komunikaty › pozycja 1 (nowy wiersz)', now: EMPTY_ROW })).toBe('dodane, jeszcze puste')
  expect(changeWords({ where: 'Badania (usunięty wiersz)', published: 'TSH, 35 zł' })).toBe('usunięte (na stronie teraz „TSH, 35 zł”)')
})
