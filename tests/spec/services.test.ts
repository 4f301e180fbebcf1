import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { labTests, priceCategories } from '../../lib/data/priceData.ts'
import { services, teamMember } from '../../lib/data/serviceData.ts'
import { clinic, synonyms } from '../../lib/data/siteData.ts'
import { createLabSearch } from '../../lib/search/labSearch.ts'
import { launchBrowser, mainText, openPage } from '../e2e/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const allTests = labTests.categories.flatMap((group) => group.items.map((item) => ({ ...item, category: group.title })))
const search = createLabSearch(allTests)
const rows = (page: Page) => page.locator('.lab-table tbody tr:not(:has(th))')
/**
 * Islands hydrate when they come near the screen: bring the table there, then
 * wait. (tests/e2e/earlyInput.test.ts types before hydration, on slow scripts.)
 */
const hydrated = async (page: Page) => {
  await page.locator('.lab-search').scrollIntoViewIfNeeded()
  await page.locator('[data-island="prices/LabPriceSearch"][data-hydrated]').waitFor()
}

test('the catalogue: at least 120 tests, 11-380 zł, blood count 15, TSH 35, HIV combo 48', () => {
  expect(allTests.length).toBeGreaterThanOrEqual(120)
  const amounts = allTests.map((item) => Number(/\d+/.exec(item.price)![0]))
  expect([Math.min(...amounts), Math.max(...amounts)]).toEqual([11, 380])
  const price = (name: string) => allTests.find((item) => item.name === name)?.price
  expect(price('Morfologia krwi z rozmazem automatycznym')).toBe('15 zł')
  expect(price('TSH')).toBe('35 zł')
  expect(price('HIV Ag/Ab (Combo)')).toBe('48 zł')
})

describe.each(['/badania-laboratoryjne', '/cennik'])('the laboratory price table on %s', (path) => {
  test("'tsh' shows TSH and hides the blood count; the count is announced; clear restores all", async () => {
    const { page, errors, close } = await openPage(browser)
    await page.goto(path)
    await hydrated(page)
    await expect(rows(page).count()).resolves.toBe(allTests.length)
    await page.fill('#szukaj-badania', 'tsh')
    const names = await rows(page).locator('td:first-child').allInnerTexts()
    expect(names).toEqual(search.search('tsh', null).map((item) => item.name))
    expect(names).toContain('TSH')
    expect(names).not.toContain('Morfologia krwi z rozmazem automatycznym')
    const status = page.getByRole('status')
    await expect(status.innerText()).resolves.toMatch(new RegExp(`^Znaleziono ${names.length} badani`))
    await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click()
    await expect(rows(page).count()).resolves.toBe(allTests.length)
    await expect(page.inputValue('#szukaj-badania')).resolves.toBe('')
    expect(errors).toEqual([])
    await close()
  })

  test('every category choice shows its category alone and is checked; Wszystkie shows all', async () => {
    const { page, close } = await openPage(browser)
    await page.goto(path)
    await hydrated(page)
    const group = page.getByRole('group', { name: 'Kategorie badań' })
    for (const category of labTests.categories) {
      const choice = group.getByRole('radio', { name: category.title, exact: true })
      await choice.click()
      await expect(choice.isChecked()).resolves.toBe(true)
      await expect(group.locator('input:checked').count()).resolves.toBe(1)
      await expect(page.locator('.lab-table__category').allInnerTexts()).resolves.toEqual([category.title])
      await expect(rows(page).count()).resolves.toBe(category.items.length)
    }
    await group.getByRole('radio', { name: 'Wszystkie' }).click()
    await expect(rows(page).count()).resolves.toBe(allTests.length)
    // The keyboard moves between the categories with the arrow keys, as in any radio group.
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('.lab-table__category').allInnerTexts()).resolves.toEqual([labTests.categories[0]!.title])
    await close()
  })

  // A phone trial chose 'Badania kału', typed 'tsh' and read that the clinic might not do it.
  test('nothing in the chosen category but something in the others: said so, and one tap shows them', async () => {
    const [chosen, other] = labTests.categories as [(typeof labTests.categories)[number], (typeof labTests.categories)[number]]
    // A test of another category that the chosen one does not find.
    const wanted = other.items.map((item) => item.name).find((name) => search.search(name, chosen.title).length === 0)!
    const everywhere = search.search(wanted, null).length
    const { page, errors, close } = await openPage(browser)
    await page.goto(path)
    await hydrated(page)
    await page.getByRole('group', { name: 'Kategorie badań' }).getByRole('radio', { name: chosen.title, exact: true }).click()
    await page.fill('#szukaj-badania', wanted)
    const message = page.locator('.lab-search__empty')
    await expect(message.innerText()).resolves.toContain(`W kategorii „${chosen.title}” nie ma badania pasującego do „${wanted}”.`)
    await message.getByRole('button', { name: new RegExp(`^Pokaż ${everywhere} badani[ea]?ń? ze wszystkich kategorii$`) }).click()
    await expect(rows(page).locator('td:first-child').allInnerTexts()).resolves.toContain(wanted)
    await expect(page.getByRole('radio', { name: 'Wszystkie' }).isChecked()).resolves.toBe(true)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('szukaj-badania')
    // The clear button leaves the focus in the box too, not on the page's body.
    await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click()
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('szukaj-badania')
    expect(errors).toEqual([])
    await close()
  })

  test('diacritics and a typo still find the test; nothing found offers the site search and the phone number', async () => {
    const { page, close } = await openPage(browser)
    await page.goto(path)
    await hydrated(page)
    await page.fill('#szukaj-badania', 'zelazo')
    await expect(rows(page).locator('td:first-child').allInnerTexts()).resolves.toContain('Żelazo')
    await page.fill('#szukaj-badania', 'morfologja')
    await expect(rows(page).locator('td:first-child').first().innerText()).resolves.toBe('Morfologia krwi z rozmazem automatycznym')
    await page.fill('#szukaj-badania', 'qqqqqq')
    await expect(
      page
        .locator('.lab-search__empty')
        .innerText()
        .then((text) => text.replace(/\s/g, ' ')),
    ).resolves.toContain(clinic.phone.number)
    await expect(page.getByRole('status').innerText()).resolves.toBe('Znaleziono 0 badań.')
    // Said once on the screen, by the message; the count is for screen readers only (a 1 px box).
    await expect(
      page
        .getByRole('status')
        .boundingBox()
        .then((box) => box!.width * box!.height),
    ).resolves.toBeLessThanOrEqual(1)
    // And the whole site's search, which knows other names: 'alat' is not in a test's name, but the site search finds ALT.
    await page.fill('#szukaj-badania', 'alat')
    const wider = page.locator('.lab-search__empty').getByRole('link', { name: 'Szukaj „alat” na całej stronie' })
    await expect(wider.getAttribute('href')).resolves.toBe('/szukaj?q=alat')
    await wider.click()
    await page.waitForURL(/\/szukaj\?q=alat$/)
    await expect.poll(() => page.locator('.search-results li .search-hit__title').first().textContent()).toBe('ALT')
    await close()
  })

  test("at 320 px, filtered to one short price, the price column's heading and its price stay on one line each", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 320, height: 740 } })
    await page.goto(path)
    await hydrated(page)
    await page.fill('#szukaj-badania', 'morfologia')
    await expect(rows(page).count()).resolves.toBe(1)
    // The lines a cell's text takes ('Cena' broke into 'Cen' / 'a' once the column had only '15 zł' to hold).
    const lines = (cell: string) =>
      page.locator(cell).evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
    await expect(lines('.lab-table thead th:last-child')).resolves.toBe(1)
    await expect(lines('.lab-table tbody tr:not(:has(th)) td:last-child')).resolves.toBe(1)
    await close()
  })

  test('without JavaScript the whole table is there and no dead controls are shown', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto(path)
    await expect(rows(page).count()).resolves.toBe(allTests.length)
    await expect(page.locator('.lab-search__controls').isVisible()).resolves.toBe(false)
    await expect(page.locator('.lab-table__category').allInnerTexts()).resolves.toEqual(labTests.categories.map((group) => group.title))
    await close()
  })
})

// A keyboard trial on a phone: every other category chosen with the arrow keys stayed half off the row's edge.
test('on a 360 px phone, each category chosen with the arrow keys is wholly in its sideways row', async () => {
  const { page, close } = await openPage(browser, { viewport: { width: 360, height: 740 } })
  await page.goto('/badania-laboratoryjne')
  await hydrated(page)
  const group = page.getByRole('group', { name: 'Kategorie badań' })
  await group.getByRole('radio', { name: 'Wszystkie' }).focus()
  for (const category of labTests.categories) {
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: category.title, exact: true }).isChecked()).resolves.toBe(true)
    const [chip, row] = await group
      .locator('input:checked')
      .evaluate((input) => [input.parentElement!.getBoundingClientRect().toJSON(), input.closest('fieldset')!.getBoundingClientRect().toJSON()])
    expect([chip.left >= row.left - 0.5, chip.right <= row.right + 0.5], category.title).toEqual([true, true])
  }
  await close()
})

// The frozen site's synonyms.yaml pairs 'cholesterol' with 'lipidogram', as /szukaj reads it.
test("the lab search reads the clinic's synonyms: 'cholesterol' lists the lipid profile after the cholesterol tests", async () => {
  const lipids = allTests.find((item) => /^Lipidogram/.test(item.name))!.name
  expect(synonyms).toContainEqual({ words: 'cholesterol', finds: 'lipidogram' })
  expect(search.search('cholesterol', null).map((item) => item.name)).not.toContain(lipids)
  const expected = createLabSearch(allTests, synonyms)
    .search('cholesterol', null)
    .map((item) => item.name)
  expect(expected.at(-1)).toBe(lipids)
  const { page, errors, close } = await openPage(browser)
  await page.goto('/badania-laboratoryjne')
  await hydrated(page)
  await page.fill('#szukaj-badania', 'cholesterol')
  await expect.poll(() => rows(page).locator('td:first-child').allInnerTexts()).toEqual(expected)
  expect(errors).toEqual([])
  await close()
})

describe('service pages', () => {
  let page: Page
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ page, close } = await openPage(browser))
  })
  afterAll(() => close?.())
  const text = (path: string) => mainText(page, path)

  test('/badania-laboratoryjne: sample collection hours and the home blood draw surcharge', async () => {
    const content = await text('/badania-laboratoryjne')
    expect(content).toContain('poniedziałek–piątek, 7:00–11:00')
    expect(content).toContain(`za dopłatą ${priceCategories['uslugi-dodatkowe']!.items.find((item) => item.id === 'pobranie-w-domu')!.price}`)
    expect(content).toContain('70 zł')
  })

  test('/konsultacje: the doctor, four service blocks, Tuesday 15:00-18:00, link to /rezerwacja', async () => {
    const content = await text('/konsultacje')
    expect(content).toContain(teamMember('lekarz-konsultacje').name)
    expect(content).toContain('wtorek, 15:00–18:00')
    // The four service blocks: the ### headings of the section 'Zakres konsultacji'.
    const blocks = await page.evaluate(() => {
      const headings: string[] = []
      let node = document.getElementById('zakres-konsultacji')?.nextElementSibling
      while (node && node.tagName !== 'H2') {
        if (node.tagName === 'H3') headings.push(node.textContent ?? '')
        node = node.nextElementSibling
      }
      return headings
    })
    expect(blocks).toHaveLength(4)
    await expect(page.locator('main a[href="/rezerwacja"]').count()).resolves.toBeGreaterThanOrEqual(1)
    await expect(page.locator('main form[aria-label="Formularz kontaktowy"]').count()).resolves.toBe(1)
  })

  test('/mikrobiota: 150-250 ml, control after 7 days, repeat after 5-7 days, the programme staff', async () => {
    const content = await text('/mikrobiota')
    expect(content).toContain('150–250 ml')
    expect(content).toContain('nie wcześniej niż 7 dni')
    expect(content).toContain('po 5–7 dniach')
    for (const id of ['lekarz-mikrobiota', 'koordynator-mikrobiota']) expect(content).toContain(teamMember(id).name)
  })

  test('/prep: self-hosted hero, phone-only notice, the spec’s figures, patronage, six indications, specialist, hours', async () => {
    const content = await text('/prep')
    const hero = page.locator('.page-header__image')
    await expect(hero.getAttribute('src')).resolves.toBe('/images/prep.svg')
    await expect(hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true)
    expect((await hero.getAttribute('alt'))!.length).toBeGreaterThan(5)
    expect(content).toContain('Tylko po wcześniejszym umówieniu telefonicznym')
    expect(content).toContain('Nie przyjmujemy na konsultacje PrEP bez umówionego terminu')
    expect(content).toContain('jednej tabletki dziennie')
    expect(content).toContain('blisko 1000 nowych zakażeń HIV wśród mężczyzn mających kontakty seksualne z mężczyznami')
    expect(content).toContain('około 300')
    // The spec's claim, with no year or source it does not come from (issue 30).
    expect(content).not.toContain('Dane za rok')
    expect(content).toContain(services.prep.patronage)
    await expect(page.locator('main .indications li').count()).resolves.toBe(6)
    expect(content).toContain(teamMember('specjalista-prep').name)
    expect(content).toContain('poniedziałek–piątek, 9:00–19:00')
  })

  test('/rehabilitacja: call button, four benefits, four services with prices, closing call, external booking', async () => {
    const content = await text('/rehabilitacja')
    const call = page.locator('main a.cta--call').first()
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:\+48/)
    await expect(call.innerText()).resolves.toContain('Umów wizytę')
    const sections = page.locator('main .cards')
    await expect(sections.first().locator(':scope > li').count()).resolves.toBe(4)
    await expect(page.locator('main .service-card').count()).resolves.toBe(4)
    for (const [title, price] of [
      ['Fizjoterapia specjalistyczna', 'od 160 zł'],
      ['Trening personalny', 'od 180 zł'],
      ['Trening postawy i ergonomii', 'od 160 zł'],
      ['Masaż', 'od 160 zł'],
    ]) {
      await expect(page.locator('.service-card', { hasText: title! }).locator('.service-card__price').innerText()).resolves.toBe(price)
    }
    for (const massage of ['masaż twarzy Kobido', 'klasyczny', 'sportowy', 'ujędrniający']) expect(content).toContain(massage)
    await expect(page.getByRole('heading', { name: 'Zarezerwuj termin już dziś!' }).count()).resolves.toBe(1)
    await expect(page.locator(`main a[href="${clinic.rehabilitationBookingUrl}"]`).getAttribute('target')).resolves.toBe('_blank')
  })
})
