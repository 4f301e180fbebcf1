import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { HeroFacts } from '../../components/contact/HeroFacts.tsx'
import { scheduleDays } from '../../lib/data/clinicFacts.ts'
import { clinic } from '../../lib/data/siteData.ts'

// Issue 42: the home hero's right half shows facts clinic.yaml holds, nothing typed in code.
test("the home hero's facts: the clinic's name and address, the hours of every schedule the booking form offers", () => {
  const html = renderToStaticMarkup(<HeroFacts />)
  for (const fact of [clinic.name, clinic.address.street, `${clinic.address.postalCode} ${clinic.address.city}`]) expect(html).toContain(fact)
  const booked = clinic.hours.filter((schedule) => schedule.visitTypes?.length)
  expect(booked.length).toBeGreaterThan(0)
  for (const schedule of booked) expect(html).toContain(`<dt>${schedule.label}</dt><dd>${scheduleDays(schedule)}</dd>`)
  for (const schedule of clinic.hours.filter((candidate) => !candidate.visitTypes?.length)) expect(html).not.toContain(`<dt>${schedule.label}</dt>`)
  expect(html).toContain(`href="${clinic.maps.directionsUrl.replaceAll('&', '&amp;')}"`)
})
