import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { listFiles } from '../../lib/content/listFiles.ts'
import { holdsSample } from '../../lib/data/samples.ts'
import { samplesSchema, type Sample } from '../../lib/schemas/samplesSchema.ts'
import { frozenSite } from '../frozenSite.ts'

// Issue 44: nothing the clinic has not committed to is stated as a fact. A
// promise of a deadline or of an internal practice is either the specification's
// (then it says the spec's value) or a sample the clinic confirms, listed in
// samples.yaml sentence by sentence. Read from the frozen copy of the site.

const siteText = (file: string) => readFileSync(join(frozenSite, file), 'utf8')
const siteSamples = (): Sample[] => samplesSchema.parse(parse(siteText('content/data/samples.yaml'))).samples

/** Sentences of a page's text, split where a sentence or a list item ends. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim())
    .filter(Boolean)

/**
 * Wording that promises a deadline or describes how the clinic works inside:
 * 'w ciągu 14 dni roboczych', regular training, written procedures, a cleaning
 * schedule, a doctor who checks the site, paid vaccinations of the programme.
 */
const commitment =
  /w ciągu \d+ dni roboczych|regularnie (?:uzupełnia|ocenia|szkoli)|według spisanych procedur|Procedury przeglądamy|aktualizacji procedur|harmonogram|sprawdza lekarz|odpłatnie|bez pośpiechu|zna swój zakres obowiązków/i

/** The specification's own deadline (section 9): complaints to the site's administrator, 14 working days, on the site's terms. */
const specDeadline = { file: 'content/regulamin.mdx', days: 14, about: /reklamacj/i }

/** Every page and data file of the frozen site (samples.yaml itself aside), by its path from the project's root. */
const siteFiles = () =>
  listFiles(join(frozenSite, 'content'))
    .map((absolute) =>
      absolute
        .slice(frozenSite.length + 1)
        .split('\\')
        .join('/'),
    )
    .filter((file) => /\.(mdx|ya?ml)$/.test(file) && file !== 'content/data/samples.yaml')

function commitments() {
  return siteFiles().flatMap((file) =>
    sentences(siteText(file))
      .filter((sentence) => commitment.test(sentence))
      .map((sentence) => ({ file, sentence })),
  )
}

describe('commitments the clinic has not made', () => {
  test('each promise of a deadline or an internal practice is the spec’s or a sample listed sentence by sentence', () => {
    const samples = siteSamples()
    const found = commitments()
    expect(found.length, 'the frozen site states some commitments the test can judge').toBeGreaterThan(0)
    const unlisted = found.filter(({ file, sentence }) => {
      if (file === specDeadline.file && specDeadline.about.test(sentence)) return false
      return !samples.some((sample) => sample.file === file && sentence.includes(sample.value) && holdsSample(file, siteText(file), sample.value))
    })
    expect(unlisted, 'zobowiązania spoza specyfikacji, których samples.yaml nie wymienia').toEqual([])
  })

  test('the only complaint deadline stated as a fact is the spec’s, for complaints about the website', () => {
    const samples = siteSamples()
    const deadlines = commitments().filter(({ sentence }) => /w ciągu \d+ dni roboczych/.test(sentence))
    const stated = deadlines.filter(({ file, sentence }) => !samples.some((sample) => sample.file === file && sentence.includes(sample.value)))
    expect(stated.map(({ file }) => file)).toEqual([specDeadline.file])
    for (const { sentence } of stated) {
      expect(sentence).toMatch(specDeadline.about)
      expect(sentence).toContain(`w ciągu ${specDeadline.days} dni roboczych`)
    }
  })

  test('the quality policy does not retype the patients’ complaint deadline: it points to the page that states it', () => {
    const policy = siteText('content/polityka-jakosci.mdx')
    expect(policy).not.toMatch(/w ciągu \d+ dni/)
    expect(policy).toMatch(/Skargi[^\n]*\]\(\/prawa-pacjenta#gdzie-zlozyc-skarge\)/)
  })
})

/**
 * The vaccine prices the specification gives (section 9), by product, and the
 * floor of its ranges ('children vaccines 150-680', 'travel vaccines 150-980'),
 * which the lowest price of those two tables is. Every other price is an example.
 */
const specPrice: Record<string, string> = {
  Hexacima: '430 zł',
  'Infanrix hexa': '430 zł',
  Rotarix: '450 zł',
  RotaTeq: '450 zł',
  'Gardasil 9': '680 zł',
  Bexsero: '550 zł',
  Shingrix: '900 zł',
  Arexvy: '980 zł',
  Stamaril: '390 zł',
  Qdenga: '680 zł',
  Comirnaty: '400 zł',
}
const specFloor: Record<string, string> = { dzieci: '150 zł', podroze: '150 zł' }

describe('vaccine prices to confirm', () => {
  const file = 'content/data/vaccinePrices.yaml'
  const rows = () =>
    (parse(siteText(file)) as { tables: { id: string; rows: { variants: { name: string; price: string }[] }[] }[] }).tables.flatMap((table) =>
      table.rows.flatMap((row) => row.variants.map((variant) => ({ table: table.id, name: variant.name, price: variant.price }))),
    )
  const fromSpec = (row: { table: string; name: string; price: string }) => specPrice[row.name] === row.price || specFloor[row.table] === row.price

  test('each entry names one whole price, and its label names every vaccine whose price is an example', () => {
    const prices = rows()
    const entries = siteSamples().filter((sample) => sample.file === file)
    expect(entries.length).toBeGreaterThan(1)
    for (const entry of entries)
      expect(
        prices.map((row) => row.price),
        `„${entry.value}” to cała cena z pliku`,
      ).toContain(entry.value)
    // A price only the spec's products have would ask the clinic to confirm the specification.
    const examplePrices = new Set(prices.filter((row) => !fromSpec(row)).map((row) => row.price))
    expect(entries.map((entry) => entry.value).filter((value) => !examplePrices.has(value))).toEqual([])
    for (const row of prices.filter((candidate) => !fromSpec(candidate))) {
      const entry = entries.find((candidate) => candidate.value === row.price)
      expect(entry, `${row.name} (${row.price}) ma pozycję w samples.yaml`).toBeDefined()
      expect(entry!.label, 'nazwa pozycji wymienia szczepionkę').toContain(row.name.split(' ')[0])
    }
  })
})
