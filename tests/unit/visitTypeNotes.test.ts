import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { fillVisitNote } from '../../lib/forms/fillVisitNote.ts'
import { formsSchema } from '../../lib/schemas/formsSchema.ts'

const hours = [
  { id: 'konsultacje', daysText: 'we wtorki', opens: '15:00', closes: '18:00' },
  { id: 'infolinia', daysText: 'od poniedziałku do piątku', opens: '9:00', closes: '19:00' },
]

test('a note takes its hours from clinic.yaml and keeps {telefon} for the form to link', () => {
  const type = { opens: '16:00', closes: '20:00' }
  expect(fillVisitNote('Lekarz przyjmuje {godziny:konsultacje}; prośby {godziny-wizyty}. Tel. {telefon}.', type, hours)).toBe(
    'Lekarz przyjmuje we wtorki w godzinach 15:00–18:00; prośby w godzinach 16:00–20:00. Tel. {telefon}.',
  )
  expect(() => fillVisitNote('{godziny:soboty}', type, hours)).toThrow('godzin "soboty" nie ma w clinic.yaml')
})

test('the schema refuses a placeholder a note cannot fill, in words for the editor', () => {
  const broken = structuredClone(forms)
  broken.bookingForm.visitTypes[0]!.note = 'Zadzwoń {numer}.'
  const result = formsSchema.safeParse(broken)
  expect(result.error?.issues.map((issue) => issue.message)).toEqual(['może zawierać tylko {telefon}, {godziny-wizyty} i {godziny:ID}, np. {godziny:konsultacje}'])
})

test("every note in forms.yaml names hours clinic.yaml has, and the stylesheet shows it while its type is chosen", () => {
  const css = readFileSync('renderer/styles/components.css', 'utf8')
  const withNotes = forms.bookingForm.visitTypes.filter((type) => type.note)
  expect(withNotes.map((type) => type.value).sort()).toEqual(['consultation', 'prep'])
  for (const type of withNotes) {
    expect(() => fillVisitNote(type.note!, type, clinic.hours)).not.toThrow()
    expect(css).toContain(`option[value='${type.value}']:checked) .visit-note[data-visit-type='${type.value}']`)
  }
})
