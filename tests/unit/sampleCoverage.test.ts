import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { holdsSample } from '../../lib/data/samples.ts'
import { samplesSchema, type Sample } from '../../lib/schemas/samplesSchema.ts'
import { frozenSite } from '../frozenSite.ts'

// Issue 30: facts typed as examples are listed in content/data/samples.yaml, so
// the 'Dane przykładowe' list on /mapa-strony names them until the clinic confirms them
// (docs/DECISIONS.md, 'Samples, and how the clinic confirms them'). These tests read
// the frozen copy of the site as it was made (tests/fixtures/site/): the clinic
// confirms a sample by deleting its entry, which no test may refuse.

const siteText = (file: string) => readFileSync(join(frozenSite, file), 'utf8')
const siteSamples = (): Sample[] => samplesSchema.parse(parse(siteText('content/data/samples.yaml'))).samples

/** The entries of samples.yaml for `file` that still stand there and whose value is part of `value`. */
const listing = (samples: readonly Sample[], file: string, value: string) =>
  samples.filter((sample) => sample.file === file && value.includes(sample.value) && holdsSample(file, siteText(file), sample.value))

describe('review dates of the medical pages', () => {
  test('every review date the site was made with is a sample of its page, all under one label', () => {
    const samples = siteSamples()
    const reviewed = readContentPages(frozenSite).filter((page) => page.frontmatter.lastReviewed || page.frontmatter.nextReview)
    const labels = new Set<string>()
    const unlisted: string[] = []
    for (const page of reviewed) {
      for (const field of ['lastReviewed', 'nextReview'] as const) {
        const date = page.frontmatter[field]
        if (!date) continue
        const entries = listing(samples, page.file, date)
        if (entries.length === 0) unlisted.push(`${page.file} ${field}: ${date}`)
        for (const entry of entries) labels.add(entry.label)
      }
    }
    expect(unlisted, 'daty weryfikacji, których nikt nie zmienił, a samples.yaml ich nie wymienia').toEqual([])
    expect(labels.size, `jedna nazwa na liście „Dane przykładowe” dla wszystkich dat weryfikacji, a jest: ${[...labels].join('; ')}`).toBeLessThanOrEqual(1)
  })
})

/** The prices the specification gives (section 9); every other price in these files was typed as an example. */
const specPrices: Record<string, string[]> = {
  'content/data/vaccinePrices.yaml': ['430 zł', '450 zł', '680 zł', '550 zł', '900 zł', '980 zł', '390 zł', '400 zł'],
  'content/data/labTests.yaml': ['15 zł', '35 zł', '48 zł'],
}

/** Every `price` of a parsed data file, in file order. */
const pricesIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(pricesIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, field]) => (key === 'price' && typeof field === 'string' ? [field] : pricesIn(field)))
}

describe('prices beyond the specification', () => {
  test.each(Object.keys(specPrices))('%s: while listed, the group covers every price outside the spec, and no single retyped price removes it', (file) => {
    const prices = pricesIn(parse(siteText(file)))
    expect(prices.length).toBeGreaterThan(0)
    const invented = prices.filter((price) => !specPrices[file]!.includes(price))
    // The entries that stand for prices; an entry of another kind (a row's text) is not one.
    const entries = siteSamples().filter((sample) => sample.file === file && prices.some((price) => price.includes(sample.value)))
    expect(entries.length, `${file}: ceny spoza specyfikacji są w samples.yaml`).toBeGreaterThan(0)
    // One entry whose value stands in every price (labTests.yaml: 'zł'), or one entry per price
    // (vaccinePrices.yaml, issue 44: the clinic sees which prices): either way every price is covered,
    // and retyping any one price leaves the group in the strip while other prices remain examples.
    expect(
      invented.filter((price) => !entries.some((entry) => price.includes(entry.value))),
      `${file}: ceny spoza specyfikacji, których żadna pozycja samples.yaml nie wymienia`,
    ).toEqual([])
    for (const retyped of new Set(invented)) {
      const others = invented.filter((price) => price !== retyped)
      if (others.length === 0) continue
      expect(
        entries.some((entry) => others.some((price) => price.includes(entry.value))),
        `po zmianie ceny ${retyped} grupa zniknęłaby z ramki, choć inne ceny są nadal przykładowe`,
      ).toBe(true)
    }
    expect(new Set(entries.map((entry) => entry.label)).size, 'ceny jednego pliku to jedna pozycja ramki').toBeLessThanOrEqual(1)
  })
})
