import { describe, expect, it } from 'vitest'
import { typicalMinutes } from '../../../../lib/build/typicalMinutes.ts'
import { publishedText } from '../../../../lib/cms/preview/publishedNotice.ts'
import { aboutMinutes } from '../../../../lib/cms/waitPhrases.ts'

// 9:43 in Warsaw on a winter day (UTC+1).
const at = Date.UTC(2026, 11, 1, 8, 43)
const minutes = (count: number) => count * 60_000
const due = new Intl.DateTimeFormat('pl-PL', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Warsaw' }).format(at + minutes(typicalMinutes.publish))

describe('publishedText', () => {
  it("until the usual wait is over: when it was published, in Warsaw's time, and when the page usually shows it", () => {
    expect(publishedText({ name: 'Ceny szczepionek', at }, at + minutes(1))).toBe(
      `Zmianę we wpisie „Ceny szczepionek” opublikowano o 9:43. Strona pokazuje zmianę zwykle ${aboutMinutes(typicalMinutes.publish)} po publikacji, czyli około ${due}.`,
    )
  })

  it('after it: the page should show it, and what to do if it does not', () => {
    expect(publishedText({ at }, at + minutes(typicalMinutes.publish) + 1)).toBe(
      'Zmianę opublikowano o 9:43. Strona powinna już pokazywać tę zmianę; jeśli jej nie widać, odśwież stronę w przeglądarce.',
    )
  })

  it('nothing after an hour, nor for a time ahead of the clock', () => {
    expect(publishedText({ at }, at + minutes(61))).toBeUndefined()
    expect(publishedText({ at }, at - minutes(1))).toBeUndefined()
  })
})
