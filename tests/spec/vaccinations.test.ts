import { describe, expect, test } from 'vitest'
import { allergy, priceCategories, priceList, vaccinePrices, vaccineTables, vaccines } from '../../lib/data/priceData.ts'
import { MOBILE, mainText, openPage, sharedPage } from '../e2e/browser.ts'

const shared = sharedPage()

/** The visible price of the product `name` in the rendered table `caption`. */
async function tablePrices(caption: string): Promise<string[]> {
  return shared.page
    .locator('table', { has: shared.page.locator('caption', { hasText: caption }) })
    .locator('.price-table__price')
    .allInnerTexts()
}

test('/szczepienia: nine service cards, the travel card, and the #dzieci and #dorosli anchors', async () => {
  await shared.page.goto('/szczepienia')
  await expect(shared.page.locator('main .cards > li').count()).resolves.toBe(9)
  await expect(shared.page.locator('main .cards a[href="/szczepienia/podroze"]').count()).resolves.toBe(1)
  await expect(shared.page.locator('main h2#dzieci').count()).resolves.toBe(1)
  await expect(shared.page.locator('main h2#dorosli').count()).resolves.toBe(1)
})

test('/szczepienia/podroze: the 24 vaccines, advice on timing, the travel table and the advice price', async () => {
  const text = await mainText(shared.page, '/szczepienia/podroze')
  expect(vaccines.travelAvailable).toHaveLength(24)
  await expect(shared.page.locator('main .columns-list li').count()).resolves.toBe(24)
  expect(text).toMatch(/4[–-]6 tygodni/)
  expect(text).toMatch(/7[–-]14 dni/)
  const table = vaccineTables.podroze!
  const prices = await tablePrices(table.caption)
  expect(prices).toEqual(table.rows.flatMap((row) => row.variants.map((variant) => variant.price)))
  for (const amount of ['900 zł', '980 zł', '390 zł', '680 zł', '400 zł']) expect(prices).toContain(amount)
  const amounts = prices.map((price) => Number(/\d+/.exec(price)![0]))
  expect(Math.min(...amounts)).toBe(150)
  expect(Math.max(...amounts)).toBe(980)
  // The spec's 'unavailable until March 2025' is past its day: the table no longer shows it (issue 20, beforeBooking.test.ts).
  await expect(shared.page.locator('main .badge--warning').allInnerTexts()).resolves.toEqual([])
  await expect(shared.page.locator('main th', { hasText: 'Czas ochrony' }).count()).resolves.toBe(1)
  expect(text).toContain(`${priceCategories.konsultacje!.items.find((item) => item.id === 'porada-podroznicza')!.price}`)
  expect(text).toContain('200 zł')
})

test('/szczepienia/dzieci: mandatory and recommended lists, the simplified and the detailed table', async () => {
  const text = await mainText(shared.page, '/szczepienia/dzieci')
  for (const vaccine of [...vaccines.children.mandatory, ...vaccines.children.recommended]) expect(text).toContain(vaccine.name)
  const table = vaccineTables.dzieci!
  const detailed = await tablePrices(table.caption)
  for (const amount of ['430 zł', '450 zł', '680 zł', '550 zł']) expect(detailed).toContain(amount)
  const amounts = detailed.map((price) => Number(/\d+/.exec(price)![0]))
  expect([Math.min(...amounts), Math.max(...amounts)]).toEqual([150, 680])
  await expect(shared.page.locator('caption', { hasText: 'w skrócie' }).count()).resolves.toBe(1)
  await expect(shared.page.locator('main th', { hasText: 'Liczba dawek' }).count()).resolves.toBe(1)
  await expect(shared.page.locator('main th', { hasText: 'Uwagi' }).count()).resolves.toBe(1)
  // Refunds: the page sends to the one explanation, on /szczepienia (issue 30).
  expect(text).toContain('Szczepionki refundowane')
  expect(await shared.page.locator('main a[href$="/szczepienia#szczepionki-refundowane"]').count()).toBeGreaterThan(0)
})

test('/szczepienia/niemowleta: the calendar with age, vaccine and information', async () => {
  await shared.page.goto('/szczepienia/niemowleta')
  const ages = await shared.page.locator('.calendar-table tbody th').allInnerTexts()
  expect(ages).toEqual(vaccines.infantCalendar.map((entry) => entry.age))
  const rows = await shared.page.locator('.calendar-table tbody tr').count()
  expect(rows).toBe(vaccines.infantCalendar.flatMap((entry) => entry.vaccines).length)
})

test('/szczepienia/ciaza: pertussis weeks 27-36, RSV weeks 32-36, both fully refunded', async () => {
  const text = await mainText(shared.page, '/szczepienia/ciaza')
  expect(text).toMatch(/27(\. a |[–-])36/)
  expect(text).toMatch(/32(\. a |[–-])36/)
  for (const vaccine of vaccines.pregnancy) {
    expect(text).toContain(vaccine.name)
    expect(text).toContain(vaccine.timing)
  }
  expect(text).toMatch(/\(dTpa\) i szczepionka przeciw RSV są dla kobiet w ciąży w pełni refundowane/)
  expect(text).toContain('w pełni refundowane')
})

test('/szczepienia/pracownicze: Mon-Fri 7:00-10:30 without an appointment', async () => {
  const text = await mainText(shared.page, '/szczepienia/pracownicze')
  expect(text).toContain('7:00–10:30')
  expect(text).toContain('bez wcześniejszej rejestracji')
})

test('/przygotowanie-do-szczepienia: ten checklist items and the before/after advice', async () => {
  const text = await mainText(shared.page, '/przygotowanie-do-szczepienia')
  await expect(shared.page.locator('main .checklist li').count()).resolves.toBe(10)
  expect(text).toContain('15 minut')
  expect(text).toContain('38°C')
  expect(text).toMatch(/7[–-]14 dni/)
  expect(text).toMatch(/4[–-]6 tygodni/)
  expect(text).toContain('60 minut')
  expect(text).toContain('5 minut')
  expect(text).toMatch(/choler/i)
})

describe('/cennik', () => {
  test('valid from 01.02.2025, the green box, the same vaccine rows, consultations, extras, allergy', async () => {
    const text = await mainText(shared.page, '/cennik')
    expect(text).toContain('Obowiązuje od 01.02.2025')
    const box = await shared.page.locator('.notice--green').innerText()
    for (const item of priceList.includedWithVaccination.items) expect(box).toContain(item)
    for (const table of vaccinePrices.tables) {
      expect(await tablePrices(table.caption)).toEqual(table.rows.flatMap((row) => row.variants.map((variant) => variant.price)))
    }
    for (const amount of ['250–300 zł', '200 zł', '50 zł', '70 zł']) expect(text).toContain(amount)
    expect(allergy.allergenSets.every((set) => set.price === '49 zł')).toBe(true)
    expect(allergy.panels.every((panel) => panel.price === '200 zł')).toBe(true)
    await expect(tablePrices('Zestawy alergenów')).resolves.toEqual(allergy.allergenSets.map(() => '49 zł'))
    await expect(tablePrices('Panele alergiczne')).resolves.toEqual(allergy.panels.map(() => '200 zł'))
    // Tables are real tables: a caption and header cells with scope.
    for (const table of await shared.page.locator('main table').all()) {
      await expect(table.locator('caption').count()).resolves.toBe(1)
      await expect(table.locator('thead th:not([scope="col"])').count()).resolves.toBe(0)
    }
  })

  test('prints cleanly: no header, footer or banner, tables kept', async () => {
    const { page: printPage, close: closePrint } = await openPage(shared.browser, { firstVisit: true })
    await printPage.emulateMedia({ media: 'print' })
    await printPage.goto('/cennik')
    await printPage.waitForTimeout(1500) // past the banner's delay
    await expect(printPage.locator('.site-header').isVisible()).resolves.toBe(false)
    await expect(printPage.locator('.site-footer').isVisible()).resolves.toBe(false)
    await expect(printPage.locator('.cookie-banner').isVisible()).resolves.toBe(false)
    await expect(printPage.locator('main table').first().isVisible()).resolves.toBe(true)
    const breakInside = await printPage
      .locator('.price-table tr')
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside)
    expect(breakInside).toBe('avoid')
    await closePrint()
  })

  test('the tables fit a 375 px screen without sideways scrolling', async () => {
    const { page: phone, close: closePhone } = await openPage(shared.browser, { viewport: MOBILE })
    for (const path of ['/cennik', '/szczepienia/podroze', '/szczepienia/dzieci', '/szczepienia/niemowleta']) {
      await phone.goto(path)
      const overflow = await phone.evaluate(() =>
        [...document.querySelectorAll('main table')].map((table) => table.scrollWidth - table.clientWidth).filter((extra) => extra > 1),
      )
      expect(overflow, path).toEqual([])
    }
    await closePhone()
  })
})

test('medical pages show the review dates at the bottom', async () => {
  const text = await mainText(shared.page, '/szczepienia/ciaza')
  expect(text).toMatch(/Ostatnia weryfikacja treści: \d{2}\.\d{2}\.\d{4} · Następna weryfikacja: \d{2}\.\d{2}\.\d{4}/)
})
