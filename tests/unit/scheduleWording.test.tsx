import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Hours } from '../../components/mdx/Hours/Hours.tsx'
import { personHours } from '../../components/mdx/Specialist/Specialist.tsx'
import { midSentence, receives, scheduleLine, visitLengths } from '../../lib/data/clinicFacts.ts'
import { team } from '../../lib/data/serviceData.ts'
import { clinic, forms } from '../../lib/data/siteData.ts'

// Words the schedules put together from data must read as Polish: the verb agrees with the people, labels stand mid-sentence.

test('"Przyjmuje" before one person, "Przyjmują" before several, on the page and in the search data', () => {
  expect(receives(1)).toBe('Przyjmuje')
  expect(receives(2)).toBe('Przyjmują')
  const names = team.members.slice(0, 2).map((member) => member.name)
  const schedule = { label: 'Punkt', daysLabel: 'poniedziałek', opens: '8:00', closes: '9:00' }
  expect(scheduleLine(schedule, { staff: names })).toContain(`; przyjmują: ${names.join(', ')}`)
  expect(scheduleLine(schedule, { staff: names.slice(0, 1) })).toContain(`; przyjmuje: ${names[0]}`)
  // Every schedule of the frozen site with people, read from its data.
  for (const hours of clinic.hours.filter((candidate) => candidate.staff?.length)) {
    const html = renderToStaticMarkup(<Hours only={[hours.id]} />)
    expect(html, hours.id).toContain(`${hours.staff!.length > 1 ? 'Przyjmują' : 'Przyjmuje'}:`)
  }
})

test('visit names from the form are lower-case after "Czas wizyty:", abbreviations keep their capitals', () => {
  expect(midSentence('Szczepienie')).toBe('szczepienie')
  expect(midSentence('Konsultacja PrEP')).toBe('konsultacja PrEP')
  expect(midSentence('PrEP – konsultacja')).toBe('PrEP – konsultacja')
  expect(midSentence('COVID-19')).toBe('COVID-19')
  const types = [
    { value: 'a', label: 'Szczepienie', minutes: 15 },
    { value: 'b', label: 'Konsultacja lekarska', minutes: 20 },
  ]
  expect(visitLengths({ visitTypes: ['a', 'b'] }, types)).toBe('szczepienie 15 min, konsultacja lekarska 20 min')
  // The data keep their labels (the form shows them as options, capitalised).
  expect(types[0]!.label).toBe('Szczepienie')
  for (const hours of clinic.hours.filter((candidate) => (candidate.visitTypes?.length ?? 0) > 1)) {
    const lengths = visitLengths(hours, forms.bookingForm.visitTypes)!
    for (const type of forms.bookingForm.visitTypes.filter((candidate) => hours.visitTypes!.includes(candidate.value))) {
      expect(lengths, hours.id).toContain(`${midSentence(type.label)} ${type.minutes} min`)
    }
    expect(renderToStaticMarkup(<Hours only={[hours.id]} />)).toContain(`Czas wizyty: ${lengths}`)
    expect(lengths).not.toMatch(/(?:^|, )\p{Lu}\p{Ll}/u)
  }
})

test("a person's card gives the days first and the schedule's name lower-case after them, not 'Przyjmuje: Konsultacje lekarskie: …'", () => {
  for (const hours of clinic.hours.filter((candidate) => candidate.staff?.length)) {
    for (const id of hours.staff!) {
      expect(personHours(id), id).toContain(`${hours.daysLabel}, ${hours.opens}–${hours.closes} (${midSentence(hours.label)})`)
    }
  }
})
