import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { clinic, forms } from '../../../lib/data/siteData.ts'
import { scheduleOfVisit, withVisitHours } from '../../../lib/data/visitTypeHours.ts'
import { timeSlots } from '../../../lib/forms/timeSlots.ts'
import { frozenFile } from '../../frozenSite.ts'
import { check, lineOf } from '../checkHelpers.ts'

// The booking form's times come from clinic.yaml's hours, typed once
// (issue 26: moving the vaccination point's closing hour left the form
// offering 19:45 and 20:00).

const schedule = (id: string, opens: string, closes: string, visitTypes?: string[]) => ({ id, label: id, opens, closes, visitTypes })

describe('withVisitHours', () => {
  test('a visit type takes the hours that list it; one that names its hours takes those', () => {
    const schedules = [schedule('szczepienia', '16:00', '19:30', ['vaccination']), schedule('konsultacje', '15:00', '18:00', ['consultation'])]
    const types = withVisitHours([{ value: 'vaccination' }, { value: 'consultation', hours: 'szczepienia' }], schedules)
    expect(types).toEqual([
      { value: 'vaccination', opens: '16:00', closes: '19:30' },
      { value: 'consultation', hours: 'szczepienia', opens: '16:00', closes: '19:30' },
    ])
  })

  test('no hours, or two sets to choose from, is no schedule (the check names it)', () => {
    const two = [schedule('a', '7:00', '9:00', ['lab']), schedule('b', '10:00', '11:00', ['lab'])]
    expect(scheduleOfVisit({ value: 'lab' }, two)).toBeUndefined()
    expect(scheduleOfVisit({ value: 'lab' }, [])).toBeUndefined()
    expect(() => withVisitHours([{ value: 'lab' }], two)).toThrow(/Rodzaj wizyty "lab"/)
  })
})

test("the spec's visit hours, on the frozen site: 16:00-20:00 every 15 minutes gives 16:00 through 20:00; lab 7:00-11:00; travel every 30 minutes", () => {
  const hours = Object.fromEntries(forms.bookingForm.visitTypes.map((type) => [type.value, `${type.opens}-${type.closes}/${type.minutes}`]))
  expect(hours).toEqual({
    consultation: '16:00-20:00/15',
    vaccination: '16:00-20:00/15',
    lab: '7:00-11:00/15',
    prep: '16:00-20:00/15',
    travel: '16:00-20:00/30',
  })
  const vaccination = forms.bookingForm.visitTypes.find((type) => type.value === 'vaccination')!
  expect(timeSlots(vaccination.opens, vaccination.closes, vaccination.minutes)).toHaveLength(17)
  // The consultation's request window is the vaccination point's hours (docs/DECISIONS.md), not its Tuesday hours.
  expect(clinic.hours.find((hours) => hours.id === 'konsultacje')).toMatchObject({ opens: '15:00', closes: '18:00' })
})

test('forms.yaml types no hours of its own: every time the form offers is in clinic.yaml', () => {
  const data = parse(readFileSync(frozenFile('content/data/forms.yaml'), 'utf8')) as { bookingForm: { visitTypes: Record<string, unknown>[] } }
  for (const type of data.bookingForm.visitTypes) expect(Object.keys(type)).not.toEqual(expect.arrayContaining(['opens']))
})

describe('npm run check', () => {
  const forms = 'content/data/forms.yaml'
  /** The line of a visit type of the booking form (contactForm lists the same values above it). */
  const typeLine = (value: string) => {
    const lines = readFileSync(frozenFile(forms), 'utf8').split('\n')
    return lines.findIndex((line, index) => index > lines.indexOf('bookingForm:') && line.endsWith(`- value: ${value}`)) + 1
  }
  test('a visit type taken off its hours is named at the visit type, with the way out', () => {
    expect(check({ 'content/data/clinic.yaml': (text) => text.replace('    visitTypes:\n      - lab\n', '') })).toEqual([
      `${forms}:${typeLine('lab')}:14: wizyta „Badania laboratoryjne” (lab) nie ma godzin: żadne godziny w clinic.yaml nie wymieniają jej w „visitTypes”, więc formularz nie ma czego zaproponować. Dopisz „lab” do „visitTypes” godzin, w których ta wizyta się odbywa, albo wybierz je w polu „hours” tej wizyty`,
    ])
  })

  test('a visit type listed by two sets of hours is named with both', () => {
    expect(
      check({ 'content/data/clinic.yaml': (text) => text.replace('    visitTypes:\n      - lab\n', '    visitTypes:\n      - lab\n      - prep\n') }),
    ).toEqual([
      `${forms}:${typeLine('prep')}:14: wizytę „Konsultacja PrEP” (prep) wymieniają w „visitTypes” różne godziny w clinic.yaml: pobrania (7:00–11:00), prep (16:00–20:00), a formularz może zaproponować tylko jedne. Zostaw „prep” w jednych z tych godzin albo wybierz je w polu „hours” tej wizyty`,
    ])
  })

  test('hours that do not exist are named with the ids there are', () => {
    expect(check({ [forms]: (text) => text.replace('hours: szczepienia', 'hours: szczepienie') })).toEqual([
      `${forms}:${lineOf(forms, 'hours: szczepienia')}:14: „szczepienie”: nie ma takiej pozycji w clinic.yaml (Godziny). Użyj jednej z: ${clinic.hours.map((hours) => hours.id).join(', ')}`,
    ])
  })
})
