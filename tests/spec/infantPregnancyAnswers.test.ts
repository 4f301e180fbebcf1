import { describe, expect, test } from 'vitest'
import { scheduleText } from '../../lib/data/clinicFacts.ts'
import { vaccinePrices, vaccines } from '../../lib/data/priceData.ts'
import { samples } from '../../lib/data/siteSamples.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { mainText, sharedPage } from '../e2e/browser.ts'

// Issue 44: what the parent of an infant and a pregnant woman ask, answered on
// the page where each looks. Facts come from the data; where the clinic has not
// committed to an answer, the page says where to ask (the phone number from
// clinic.yaml) or shows a sample listed in samples.yaml.

const shared = sharedPage()
const phone = clinic.phone.number
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const infants = '/szczepienia/niemowleta'
const pregnancy = '/szczepienia/ciaza'

/** The text of each paragraph and list item of the page's main content, as a visitor reads them. */
async function blocks(path: string): Promise<string[]> {
  await shared.page.goto(path)
  const texts = await shared.page.locator('main p, main li').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText))
  return texts.map(squash)
}

/** The one paragraph or list item that has every one of `words`; fails when none has them. */
function blockWith(all: string[], ...words: string[]): string {
  const found = all.find((text) => words.every((word) => text.includes(word)))
  expect(found, `no paragraph with ${words.join(' + ')}`).toBeDefined()
  return found!
}

describe('infants: the parent’s questions on the infant page', () => {
  test('the programme’s vaccines are free at the child’s POZ clinic: the one note of the price tables, also on /szczepienia', async () => {
    expect(vaccinePrices.psoNote).toBeTruthy()
    expect(await mainText(shared.page, infants)).toContain(vaccinePrices.psoNote)
    expect(await mainText(shared.page, '/szczepienia')).toContain(vaccinePrices.psoNote)
  })

  test('which vaccines are refunded, and the e-vaccination card: the page says where to ask', async () => {
    const all = await blocks(infants)
    expect(blockWith(all, 'refundowan', 'Czy')).toContain(phone)
    expect(blockWith(all, 'Elektronicznej Karty Szczepień')).toContain(phone)
  })

  test('who examines the baby: the vaccination point’s doctor, with the team page one link away', async () => {
    await shared.page.goto(infants)
    const examines = shared.page.locator('main p', { hasText: 'bada' }).filter({ has: shared.page.locator('a[href="/zespol"]') })
    await expect.poll(() => examines.count()).toBe(1)
  })

  test('whether the observation is within the visit: a sample the clinic confirms, listed in samples.yaml', async () => {
    const sample = samples.find((entry) => entry.file === 'content/szczepienia/niemowleta.mdx' && /obserwacj/i.test(entry.label))
    expect(sample).toBeDefined()
    expect(blockWith(await blocks(infants), '15 minut')).toContain(sample!.value)
  })

  test('RSV protection of the baby: its own section, linking to the pregnancy page’s RSV section, and where to ask', async () => {
    await shared.page.goto(infants)
    const heading = shared.page.locator('main h2', { hasText: 'RSV' })
    await expect.poll(() => heading.count()).toBe(1)
    const link = await shared.page.locator(`main a[href^="${pregnancy}#"]`, { hasText: 'Szczepienia w ciąży' }).first().getAttribute('href')
    expect(blockWith(await blocks(infants), 'RSV', 'zaszczepiona')).toContain(phone)
    await shared.page.goto(link!)
    expect(await shared.page.locator(`#${link!.split('#')[1]}`).textContent()).toContain('RSV')
  })

  test('the lead is not said again by the first sentence', async () => {
    const text = await mainText(shared.page, infants)
    for (const words of ['w jakim wieku', 'Przed każdym szczepieniem']) expect(text.split(words).length - 1, words).toBeLessThanOrEqual(1)
  })
})

describe('pregnancy: the pregnant woman’s questions on the pregnancy page', () => {
  const prescription = vaccines.refundInPregnancy!.prescription

  test('who writes the prescription: one sentence from vaccines.yaml, on both pages, and no other', async () => {
    for (const path of [pregnancy, '/szczepienia']) {
      const all = await blocks(path)
      expect(
        all.filter((text) => text.includes(prescription)),
        path,
      ).toHaveLength(1)
      expect(
        all.filter((text) => /[Rr]ecept[^.]*wystawia/.test(text)),
        path,
      ).toHaveLength(1)
    }
  })

  test('when the paid prescription visit can be: the consultations’ hours from clinic.yaml, and where to ask about the same day', async () => {
    const consultations = clinic.hours.find((hours) => hours.id === 'konsultacje')!
    const visit = blockWith(await blocks(pregnancy), scheduleText(consultations))
    expect(visit).toContain(phone)
    expect(visit).toContain('tego samego dnia')
  })

  test('dTpa and RSV at one visit or with an interval: the doctor decides at the qualification', async () => {
    blockWith(await blocks(pregnancy), 'krztu', 'RSV', 'jednej wizyty', 'odstęp')
  })

  test('the 32–36 week window missed: a section with the spec’s weeks and where to ask', async () => {
    await shared.page.goto(pregnancy)
    const heading = shared.page.locator('main h3', { hasText: '36. tydzień' })
    await expect.poll(() => heading.count()).toBe(1)
    const after = squash(await heading.evaluate((node) => (node.nextElementSibling as HTMLElement).innerText))
    expect(after).toContain('między 32. a 36. tygodniem')
    expect(after).toContain(phone)
  })

  test('Abrysvo is not said to be only for pregnant women', async () => {
    for (const path of ['/szczepienia', '/cennik']) expect(await mainText(shared.page, path), path).not.toContain('Abrysvo dla kobiet w ciąży')
  })
})
