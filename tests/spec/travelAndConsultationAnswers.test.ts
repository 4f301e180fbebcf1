import { describe, expect, test } from 'vitest'
import samplesYaml from '../../content/data/samples.yaml'
import { fillFacts } from '../../lib/data/clinicFacts.ts'
import { patientTopic } from '../../lib/data/patientInfo.ts'
import { priceItem, vaccinePrices, vaccineTables, vaccines } from '../../lib/data/priceData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { visitType } from '../../lib/data/visitTypes.ts'
import { mainText, sharedPage } from '../e2e/browser.ts'

// Issue 44: a traveller's and a consultation patient's questions, answered on the page where they
// look, on the frozen site; every expected value is read from its data files.

const shared = sharedPage()
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
/** The parts of a text with {telefon} around them: the number is a link whose text is formatted by the page. */
const around = (text: string) =>
  squash(text)
    .split('{telefon}')
    .map((part) => part.trim())
    .filter(Boolean)

describe('travellers (/szczepienia/podroze)', () => {
  test('every travel vaccine in the list carries its price of one dose from vaccinePrices.yaml', async () => {
    await shared.page.goto('/szczepienia/podroze')
    const items = await shared.page.locator('main .columns-list li').allInnerTexts()
    expect(items).toHaveLength(vaccines.travelAvailable.length)
    const variants = vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants))
    for (const [index, listed] of vaccines.travelAvailable.entries()) {
      const product = listed.replace(/\s*\(.*$/, '')
      const prices = variants.filter((variant) => variant.name === product || variant.name.startsWith(`${product} `)).map((variant) => variant.price)
      expect(prices.length, listed).toBeGreaterThan(0)
      expect(items[index], listed).toContain(listed)
      expect(prices, listed).toContain(/\d[\d\s]* zł/.exec(items[index]!)?.[0])
    }
  })

  test('dengue: what a near departure means for the two doses is in its row, sending to the doctor', async () => {
    await shared.page.goto('/szczepienia/podroze')
    const qdenga = vaccineTables.podroze!.rows.flatMap((row) => row.variants).find((variant) => variant.name === 'Qdenga')!
    expect(qdenga.notes).toMatch(/pierwszą dawkę/)
    expect(qdenga.notes).toMatch(/lekarz/)
    const row = squash(await shared.page.locator('main table tr', { hasText: 'Qdenga' }).last().innerText())
    const notes = squash(await shared.page.locator('main').innerText())
    expect(`${row} ${notes}`).toContain(squash(qdenga.notes!))
  })

  test('several vaccines at one visit: the same sentence from patientInfo.yaml on the travel and the children’s page', async () => {
    const { text } = patientTopic('kilka-szczepien')
    for (const path of ['/szczepienia/podroze', '/szczepienia/dzieci']) expect(await mainText(shared.page, path), path).toContain(squash(text!))
  })

  test('malaria: the prescription and the separately bought drugs, said as a sample the clinic confirms', async () => {
    const sample = (samplesYaml as { samples: { file: string; value: string }[] }).samples.find(
      (entry) => entry.file === 'content/szczepienia/podroze.mdx' && /recept/.test(entry.value),
    )
    expect(sample?.value).toMatch(/aptece/)
    expect(await mainText(shared.page, '/szczepienia/podroze')).toContain(sample!.value)
  })

  test('the advice price: its sum said plainly, for the visit without a vaccination', async () => {
    const text = await mainText(shared.page, '/szczepienia/podroze')
    const price = priceItem('porada-podroznicza').price
    expect(text).toContain(`nie dostajesz żadnej szczepionki, porada kosztuje ${price}`)
    expect(text).not.toMatch(new RegExp(`kosztuje ${price} tylko wtedy`))
  })
})

describe('consultations: one rule on every page', () => {
  const consultation = visitType('consultation')
  const note = fillFacts(consultation.note!, clinic, { 'godziny-wizyty': `w godzinach ${consultation.opens}–${consultation.closes}` })
  const tuesday = clinic.hours.find((schedule) => schedule.id === 'konsultacje')!

  test('the rule names the Tuesday slot and the form’s request window', () => {
    expect(note).toContain(`${tuesday.opens}–${tuesday.closes}`)
    expect(note).toContain(`${consultation.opens}–${consultation.closes}`)
  })

  test('/konsultacje, /rezerwacja (text and form note) and the FAQ say it in the same words; no other working day is offered', async () => {
    for (const path of ['/konsultacje', '/rezerwacja', '/faq']) {
      const text = await mainText(shared.page, path)
      for (const part of around(note)) expect(text, path).toContain(part)
      expect(text, path).not.toMatch(/inny dzień roboczy|o inny dzień możesz poprosić/)
    }
    // The form shows a type's note once that type is chosen, as the page's ?wizyta= does.
    await shared.page.goto(`/rezerwacja?wizyta=${consultation.slug}`)
    const shown = shared.page.locator('.visit-note[data-visit-type="consultation"]')
    await expect.poll(() => shown.isVisible()).toBe(true)
    const formNote = squash(await shown.innerText())
    for (const part of around(note)) expect(formNote).toContain(part)
    // ...and the page's own copy under the form steps aside meanwhile: the patient reads the rule once.
    const page = squash(await shared.page.locator('main').innerText())
    expect(page.split(around(note)[0]!).length - 1).toBe(1)
  })
})

test('free flu and COVID-19 vaccination: the FAQ and the price list’s notes both send to pacjent.gov.pl', async () => {
  const notes = ['grypa', 'covid-19'].map((id) => vaccinePrices.programmes!.find((programme) => programme.id === id)!.note)
  for (const text of notes) expect(text).toContain('pacjent.gov.pl')
  const faq = await mainText(shared.page, '/faq')
  expect(faq).toMatch(/uprawniony w danym sezonie, podaje serwis pacjent\.gov\.pl/)
  expect(faq).not.toContain('kto jest uprawniony, podają uwagi')
  const prices = await mainText(shared.page, '/cennik')
  for (const text of notes) expect(prices).toContain(squash(text))
})
