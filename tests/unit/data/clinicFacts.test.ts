import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { clinic, forms } from '../../../lib/data/siteData.ts'
import { fillFacts } from '../../../lib/data/clinicFacts.ts'

const hours = [
  { id: 'konsultacje', daysText: 'we wtorki', opens: '15:00', closes: '18:00' },
  { id: 'infolinia', daysText: 'od poniedziałku do piątku', opens: '9:00', closes: '19:00' },
]

test('a text takes its hours and parking from clinic.yaml and keeps {telefon} for the component to link', () => {
  const extra = { 'godziny-wizyty': 'w godzinach 16:00–20:00' }
  expect(fillFacts('Lekarz przyjmuje {godziny:konsultacje}; prośby {godziny-wizyty}. Tel. {telefon}.', { hours }, extra)).toBe(
    'Lekarz przyjmuje we wtorki w godzinach 15:00–18:00; prośby w godzinach 16:00–20:00. Tel. {telefon}.',
  )
  expect(fillFacts('Jest {parking}.', { hours, parking: { spaces: 10, accessible: 2 } })).toBe(
    'Jest parking na 10 samochodów, w tym 2 miejsca dla osób z niepełnosprawnościami.',
  )
  expect(fillFacts('{parking}', { hours, parking: { spaces: 22, accessible: 1 } })).toBe(
    'parking na 22 samochody, w tym 1 miejsce dla osób z niepełnosprawnościami',
  )
  expect(() => fillFacts('{godziny:soboty}', { hours })).toThrow('godzin "soboty" nie ma w clinic.yaml')
})

test('every note in forms.yaml names hours clinic.yaml has, and the stylesheet shows it while its type is chosen', () => {
  const css = readFileSync('renderer/styles/components.css', 'utf8')
  const withNotes = forms.bookingForm.visitTypes.filter((type) => type.note)
  expect(withNotes.map((type) => type.value).sort()).toEqual(['consultation', 'prep'])
  for (const type of withNotes) {
    expect(() => fillFacts(type.note!, clinic)).not.toThrow()
    expect(css).toContain(`option[value="${type.value}"]:checked) .visit-note[data-visit-type="${type.value}"]`)
    // ...and hides the page's own copy (<VisitNote />) meanwhile, so the rule is not read twice (issue 44).
    expect(css).toContain(`option[value="${type.value}"]:checked) .visit-rule[data-visit-type="${type.value}"]`)
  }
})
