import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { OpeningTime } from './OpeningTime.tsx'
import { clinic } from '../../../lib/data/siteData.ts'

test.each(clinic.hours.map((schedule) => [schedule.id, schedule] as const))('<OpeningTime id="%s" /> reads the hours from clinic.yaml', (id, schedule) => {
  expect(renderToStaticMarkup(<OpeningTime id={id} />)).toBe(`${schedule.daysText} w godzinach ${schedule.opens}–${schedule.closes}`)
})

test('the hotline in a sentence', () => {
  expect(renderToStaticMarkup(<OpeningTime id="infolinia" />)).toBe('od poniedziałku do piątku w godzinach 9:00–19:00')
})

test('an unknown id stops the build with the ids that exist', () => {
  expect(() => renderToStaticMarkup(<OpeningTime id="sobota" />)).toThrowError(/Godziny "sobota" nie istnieją.*infolinia, szczepienia/)
})
