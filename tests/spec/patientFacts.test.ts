import { describe, expect, test } from 'vitest'
import { clinic } from '../../lib/data/siteData.ts'
import { priceItem, vaccinePrices, vaccines } from '../../lib/data/priceData.ts'
import { services } from '../../lib/data/serviceData.ts'
import { visitType } from '../../lib/data/visitTypes.ts'
import { mainText, sharedPage } from '../e2e/browser.ts'

// What a patient acts on, read from the built pages of the frozen site, the
// facts from its data files (issue 30): each service's own price and hours,
// one story per question, no page that sends the patient elsewhere for what
// it should say itself.

const shared = sharedPage()
const hours = (id: string) => {
  const schedule = clinic.hours.find((candidate) => candidate.id === id)!
  return `${schedule.opens}–${schedule.closes}`
}
/** The text of the part of a page under the heading `title`, up to the next heading of that level or higher. */
async function section(path: string, title: string): Promise<string> {
  await shared.page.goto(path)
  return shared.page.evaluate((title) => {
    const heading = [...document.querySelectorAll('main h2, main h3')].find((element) => element.textContent?.trim() === title)
    if (!heading) return ''
    const level = Number(heading.tagName[1])
    const parts: string[] = []
    for (let next = heading.nextElementSibling; next && !(/^H[1-6]$/.test(next.tagName) && Number(next.tagName[1]) <= level); next = next.nextElementSibling)
      parts.push((next as HTMLElement).innerText)
    return parts.join(' ').replace(/\s+/g, ' ')
  }, title)
}

describe('consultations: each service with its own hours and price', () => {
  test('travel advice, PrEP and the microbiota programme each say their own price and hours on /konsultacje', async () => {
    const blocks = [
      {
        title: 'Medycyna podróży',
        price: priceItem('porada-podroznicza').price,
        hours: hours(clinic.hours.find((schedule) => schedule.visitTypes?.includes('travel'))!.id),
      },
      { title: 'Profilaktyka HIV – PrEP', price: priceItem('konsultacja-prep').price, hours: hours('prep') },
      { title: 'Mikrobiota jelitowa', price: priceItem('mikrobiota-kwalifikacja').price, hours: hours('mikrobiota') },
    ]
    for (const block of blocks) {
      const text = await section('/konsultacje', block.title)
      expect(text, block.title).toContain(block.price)
      expect(text, block.title).toContain(block.hours)
    }
  })

  test("the page's description does not give the Tuesday consultations' hours to every service", async () => {
    await shared.page.goto('/konsultacje')
    const description = (await shared.page.locator('meta[name="description"]').getAttribute('content'))!
    expect(description).not.toContain(hours('konsultacje'))
  })

  test('a consultation before the form’s window opens is booked by phone: the booking form says so, with the number', async () => {
    const consultation = visitType('consultation')
    const tuesday = clinic.hours.find((schedule) => schedule.id === 'konsultacje')!
    expect(tuesday.opens < consultation.opens, 'the frozen site has the spec’s Tuesday 15:00 and the form’s 16:00').toBe(true)
    await shared.page.goto('/rezerwacja?wizyta=konsultacja')
    const note = shared.page.locator('.visit-note[data-visit-type="consultation"]')
    await expect.poll(() => note.isVisible()).toBe(true)
    expect(await note.innerText()).toMatch(/telefonicznie/)
    expect(await note.locator('a[href^="tel:"]').count()).toBe(1)
  })
})

describe('pregnancy: what is paid and where', () => {
  test('flu and COVID-19 are said to be free or refunded in the national programmes, in the lead and in the text', async () => {
    const text = await mainText(shared.page, '/szczepienia/ciaza')
    expect(text).toMatch(/grypie i COVID-19[^.]*bezpłatnie albo z refundacją w programach państwowych/)
    expect(text.match(/bezpłatnie albo z refundacją/g)!.length).toBeGreaterThanOrEqual(2)
  })

  test('the prescription visit has a price, qualification is at the vaccination visit, as the FAQ says', async () => {
    const text = await mainText(shared.page, '/szczepienia/ciaza')
    const refund = vaccines.refundInPregnancy!
    // The sentence that prices the prescription visit, and the step that puts qualification at the vaccination, as the data says them.
    expect(refund.prescription).toMatch(/konsultacj/)
    expect(text).toContain(refund.prescription)
    const qualification = refund.steps.find((step) => /kwalifikuje/.test(step))
    expect(qualification).toBeDefined()
    expect(text).toContain(qualification)
    expect(await mainText(shared.page, '/faq')).toContain('Kwalifikacja odbywa się podczas tej samej wizyty, na której podajemy szczepionkę')
  })

  test('both refunded pregnancy vaccines can be had from the clinic’s stock at a price shown in a table', async () => {
    const abrysvo = vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants)).find((variant) => variant.name === 'Abrysvo')!
    expect(abrysvo.price).toMatch(/zł$/)
    for (const path of ['/szczepienia', '/cennik']) {
      await shared.page.goto(path)
      // Its own row (Arexvy's note names Abrysvo too).
      const own = shared.page.locator('main table tr').filter({ has: shared.page.locator('td[data-label="Szczepionka"]', { hasText: /^\s*Abrysvo/ }) })
      const row = (await own.first().innerText()).replace(/\s+/g, ' ')
      expect(row, path).toContain(abrysvo.price)
    }
  })
})

describe('refunds explained once', () => {
  test('the spec’s sentence stands once, in its own section on /szczepienia, and the vaccination pages link to it', async () => {
    const sentence = 'Szczepionki podajemy zgodnie z zasadami refundacji Narodowego Funduszu Zdrowia, jeśli dana szczepionka jest refundowana.'
    const pages = ['/', '/szczepienia', '/szczepienia/podroze', '/szczepienia/dzieci', '/szczepienia/niemowleta', '/cennik', '/faq']
    const withSentence = []
    for (const path of pages) if ((await mainText(shared.page, path)).includes(sentence)) withSentence.push(path)
    expect(withSentence).toEqual(['/szczepienia'])
    expect(await section('/szczepienia', 'Szczepionki refundowane')).toContain('recept')
    for (const path of ['/szczepienia/podroze', '/szczepienia/dzieci', '/szczepienia/niemowleta', '/cennik']) {
      await shared.page.goto(path)
      expect(await shared.page.locator('main a[href$="/szczepienia#szczepionki-refundowane"]').count(), path).toBeGreaterThan(0)
    }
    // On the home page it is no longer an advantage in bold.
    expect(await mainText(shared.page, '/')).not.toContain('Refundacja NFZ.')
  })
})

describe('pages that answer for themselves', () => {
  test('the travel and infant pages give the vaccination point’s hours and the phone', async () => {
    for (const path of ['/szczepienia/podroze', '/szczepienia/niemowleta']) {
      expect(await mainText(shared.page, path), path).toContain(hours('szczepienia'))
      expect(await shared.page.locator(`main a[href^="tel:"]`).count(), path).toBeGreaterThan(0)
    }
  })

  test('no page without a form speaks of "this form", and no page points at marks of unavailability that are not there', async () => {
    for (const path of ['/prep', '/faq', '/kontakt', '/cennik', '/szczepienia/podroze']) {
      await shared.page.goto(path)
      const text = (await shared.page.locator('main').innerText()).replace(/\s+/g, ' ')
      if ((await shared.page.locator('main form').count()) === 0) expect(text, path).not.toMatch(/\b[Tt](en|ym|ego) formularz/)
      if ((await shared.page.locator('main .badge--warning').count()) === 0) expect(text, path).not.toContain('czasowo niedostępne są oznaczone')
    }
  })

  test('the adult section shows the shingles vaccine itself, not a link to the travel table', async () => {
    const shingles = vaccinePrices.tables.find((table) => table.id === 'podroze')!.rows.find((row) => row.disease === 'półpaścowi')!.variants[0]!
    const adults = await section('/szczepienia', 'Szczepienia dorosłych')
    expect(adults).toContain(shingles.name)
    expect(adults).toContain(shingles.price)
    expect(adults).not.toContain('cennik szczepień dla podróżujących')
  })

  test('/cennik has the rehabilitation prices, and the price list, /rehabilitacja and /badania-laboratoryjne answer NFZ referrals', async () => {
    const rehabilitation = await section('/cennik', 'Rehabilitacja')
    for (const service of services.rehabilitation) expect(rehabilitation, service.title).toContain(service.price)
    expect(await section('/cennik', 'Płatności')).toContain('skierowanie wystawione w ramach NFZ')
    // Said once, in the price list's payments (patientInfo.yaml); the two pages send there.
    for (const path of ['/rehabilitacja', '/badania-laboratoryjne']) {
      expect(await mainText(shared.page, path), path).toContain('skierowanie z NFZ')
      expect(await shared.page.locator('main a[href$="/cennik#platnosci"]').count(), path).toBeGreaterThan(0)
    }
  })

  test('personal training is led by the physiotherapist the team page names, not a trainer', async () => {
    expect(await mainText(shared.page, '/rehabilitacja')).not.toMatch(/trenera/)
  })
})
