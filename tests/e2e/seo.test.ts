import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { team } from '../../lib/data/serviceData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { builtHtml, contentPages, distDir } from './site.ts'

// Reads the built pages: the JSON-LD each carries, checked against the
// schema.org types it uses (the builders are also typed with schema-dts).

type Thing = Record<string, unknown> & { '@type': string }
const html = builtHtml
const jsonLd = (route: string): Thing[] =>
  [...html(route).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Thing)
const ofType = (route: string, type: string) => jsonLd(route).filter((thing) => thing['@type'] === type)

describe.each(contentPages.map((page) => [page.route, page] as const))('%s', (route, page) => {
  test('has the clinic as MedicalClinic, a canonical URL and link-preview tags', () => {
    const [clinicData] = ofType(route, 'MedicalClinic')
    expect(clinicData).toMatchObject({
      '@context': 'https://schema.org',
      name: clinic.name,
      telephone: clinic.phone.number,
      address: {
        '@type': 'PostalAddress',
        streetAddress: clinic.address.street,
        postalCode: clinic.address.postalCode,
        addressLocality: clinic.address.city,
        addressCountry: 'PL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    })
    expect(clinicData!.priceRange).toMatch(/^\d+–\d+ zł$/)
    const hours = clinicData!.openingHoursSpecification as Thing[]
    expect(hours).toHaveLength(clinic.hours.length)
    for (const [index, schedule] of clinic.hours.entries()) {
      expect(hours[index]).toMatchObject({
        '@type': 'OpeningHoursSpecification',
        opens: schedule.opens.padStart(5, '0'),
        closes: schedule.closes.padStart(5, '0'),
      })
      expect(hours[index]!.dayOfWeek).toHaveLength(schedule.days.length)
      for (const day of hours[index]!.dayOfWeek as string[])
        expect(day).toMatch(/^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/)
    }
    const canonical = `${clinic.siteUrl}${route === '/' ? '/' : route}`
    expect(html(route)).toContain(`<link rel="canonical" href="${canonical}"/>`)
    expect(html(route)).toContain(`<meta property="og:url" content="${canonical}"/>`)
    expect(html(route)).toContain(`<meta property="og:image" content="${clinic.siteUrl}/og-image.jpg"/>`)
    expect(html(route)).toContain(`<meta name="description" content="${page.frontmatter.description.replace(/"/g, '&quot;')}"/>`)
  })

  test('has a BreadcrumbList exactly when it is below a section', () => {
    const crumbs = ofType(route, 'BreadcrumbList')
    const depth = route.split('/').filter(Boolean).length
    if (depth < 2) return expect(crumbs).toEqual([])
    const items = crumbs[0]!.itemListElement as Thing[]
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
    expect(items[0]).toMatchObject({ '@type': 'ListItem', name: 'Strona główna', item: `${clinic.siteUrl}/` })
    expect(items.at(-1)).toMatchObject({ name: page.frontmatter.title, item: `${clinic.siteUrl}${route}` })
  })
})

test('doctors are Physician entries on /zespol (all of them) and /konsultacje', () => {
  const doctors = team.members.filter((member) => member.physician)
  expect(doctors.length).toBeGreaterThan(0)
  expect(ofType('/zespol', 'Physician').map((thing) => thing.name)).toEqual(doctors.map((doctor) => doctor.name))
  const consultations = ofType('/konsultacje', 'Physician')
  expect(consultations.map((thing) => thing.name)).toEqual([team.members.find((member) => member.id === 'lekarz-konsultacje')!.name])
  for (const thing of consultations)
    expect(thing).toMatchObject({
      '@context': 'https://schema.org',
      description: expect.any(String),
      parentOrganization: { '@id': `${clinic.siteUrl}/#przychodnia` },
    })
})

test('/faq is an FAQPage with every question of the Markdown and its answer in plain text', () => {
  const [faq] = ofType('/faq', 'FAQPage')
  const questions = faq!.mainEntity as Thing[]
  const headings = [...html('/faq').matchAll(/<h3 id="[^"]+">([^<]+)<\/h3>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'"))
  expect(questions.map((question) => question.name)).toEqual(headings)
  for (const question of questions) {
    expect(question['@type']).toBe('Question')
    const answer = question.acceptedAnswer as Thing
    expect(answer['@type']).toBe('Answer')
    expect((answer.text as string).length).toBeGreaterThan(20)
    expect(answer.text).not.toMatch(/[<>]|\]\(/)
  }
  expect(JSON.stringify(questions)).toContain(clinic.phone.number)
  // Components with props (<Hours />, <OpeningTime id>) become their facts, not nothing.
  const hotline = clinic.hours.find((schedule) => schedule.id === 'infolinia')!
  const hoursAnswer = questions.find((question) => /godzinach działa/.test(question.name as string))!.acceptedAnswer as Thing
  expect(hoursAnswer.text).toContain(`${hotline.label}: ${hotline.daysLabel}, ${hotline.opens}–${hotline.closes}`)
})

test('the manifest, icons and preview image exist', () => {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as { name: string; icons: { src: string }[] }
  expect(manifest.name).toBe(clinic.name)
  for (const icon of manifest.icons) expect(existsSync(join(distDir, icon.src))).toBe(true)
  for (const file of ['og-image.jpg', 'icons/apple-touch-icon.png', 'favicon.svg']) expect(existsSync(join(distDir, file))).toBe(true)
  expect(html('/')).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
})
