import { expect, it } from 'vitest'
import { daysLabel, daysText } from '../../../lib/data/dayPhrases.ts'

// The words a page shows for the days an editor ticks (clinic.yaml `days`).
it.each([
  [[1, 2, 3, 4, 5], 'poniedziałek–piątek', 'od poniedziałku do piątku'],
  [[2], 'wtorek', 'we wtorki'],
  [[4], 'czwartek', 'w czwartki'],
  [[1, 3], 'poniedziałek i środa', 'w poniedziałki i środy'],
  [[6, 7], 'sobota i niedziela', 'w soboty i niedziele'],
  [[5, 1, 2, 3], 'poniedziałek–środa i piątek', 'od poniedziałku do środy oraz w piątki'],
  [[1, 2, 3, 4, 5, 6, 7], 'poniedziałek–niedziela', 'od poniedziałku do niedzieli'],
])('%j reads "%s" in a list and "%s" in a sentence', (days, label, text) => {
  expect(daysLabel(days)).toBe(label)
  expect(daysText(days)).toBe(text)
})
