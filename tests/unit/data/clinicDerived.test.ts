import { expect, test } from 'vitest'
import { hotlineLabel, mapLinks, withDerivedFacts } from '../../../lib/data/clinicDerived.ts'
import { clinic } from '../../../lib/data/siteData.ts'

// Facts of clinic.yaml derived from its other facts, never typed twice.

test("the spec's top-bar words come from the hotline's hours (frozen site): 'Infolinia od 9:00 - 19:00'", () => {
  expect(clinic.phone.label).toBe('Infolinia od 9:00 - 19:00')
})

test("moving the hotline's hours moves the label; without a hotline it says only 'Infolinia'", () => {
  const hours = [{ id: 'infolinia', label: 'Infolinia', opens: '8:00', closes: '18:30' }]
  expect(hotlineLabel(hours)).toBe('Infolinia od 8:00 - 18:30')
  expect(hotlineLabel([])).toBe('Infolinia')
})

test('the map links and the registry name follow the coordinates and the foundation', () => {
  expect(mapLinks({ latitude: 52.25, longitude: 21.1 })).toEqual({
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=52.25,21.1',
    embedUrl: 'https://www.google.com/maps?q=52.25,21.1&z=16&hl=pl&output=embed',
  })
  const derived = withDerivedFacts({ ...clinic, foundation: 'Fundacja Nowa' })
  expect(derived.registry.name).toBe('Fundacja Nowa')
})
