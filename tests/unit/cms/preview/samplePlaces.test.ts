import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { readSite } from '../../../../lib/check/site.ts'
import { withoutCmsKeys } from '../../../../lib/cms/cmsSaved.ts'
import { cmsYaml } from '../../../../lib/cms/cmsYaml.ts'
import { checkEntry } from '../../../../lib/cms/preview/checkEntry.ts'
import { pageCollectionName } from '../../../../lib/cms/cmsConfig.ts'
import { samplePlaces, type SampleFiles } from '../../../../lib/cms/preview/samplePlaces.ts'
import { sampleLabels, remainingSamples } from '../../../../lib/data/samples.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { samplesSchema } from '../../../../lib/schemas/samplesSchema.ts'
import { frozenSite } from '../../../frozenSite.ts'

/**
 * The editor's list of the samples still on the site (issue 43, the first day): computed on the frozen test
 * site, with the values expected read from its own samples.yaml and files.
 */
const site = readSite(frozenSite)
const forms = { dataCollection: 'dane', dataSchemas, pageCollection: pageCollectionName }
const samplesText = site.dataFiles.find((file) => file.name === 'samples.yaml')!.text
const samples = samplesSchema.parse(parse(samplesText)).samples
const texts = new Map([...site.pages, ...site.dataFiles].map((file) => [file.file, file.text]))

/** The site's files with `file`'s text changed by `change`. */
function withFile(file: string, change: (text: string) => string): SampleFiles {
  const changed = <T extends { file: string; text: string }>(entry: T) => (entry.file === file ? { ...entry, text: change(entry.text) } : entry)
  return { pages: site.pages.map(changed), dataFiles: site.dataFiles.map(changed) }
}

/** The value at a CMS key path ('members.3.name') of a data file's text. */
const valueAt = (text: string, keyPath: string) => keyPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], parse(text))

describe('the samples still on the site, with the fields that hold them', () => {
  const items = samplePlaces(samplesText, site, forms)

  it('lists the labels the site notice lists, in the same order', () => {
    expect(items.map((item) => item.label)).toEqual(sampleLabels(remainingSamples(samples, (file) => texts.get(file))))
    expect(items.length).toBeGreaterThan(0)
  })

  it("each place opens the entry of the sample's file at a field that holds the value", () => {
    for (const item of items) {
      expect(item.places.length).toBeGreaterThan(0)
      for (const place of item.places) {
        // The entry is the sample's file: its name, in the collection of its folder.
        const entryOf = (file: string) =>
          file
            .split('/')
            .at(-1)!
            .replace(/\.(ya?ml|mdx)$/, '')
        const sample = samples.find(
          (candidate) => candidate.label === item.label && candidate.value === place.value && place.route.endsWith(`/entries/${entryOf(candidate.file)}`),
        )!
        expect(sample, place.where).toBeDefined()
        expect(place.route).toMatch(/^\/collections\/[a-z-]+\/entries\/[A-Za-z0-9-]+$/)
        if (sample.file.startsWith('content/data/')) {
          expect(place.route.startsWith('/collections/dane/')).toBe(true)
          expect(String(valueAt(texts.get(sample.file)!, place.keyPath))).toContain(sample.value)
        } else if (place.keyPath === 'body') {
          expect(texts.get(sample.file)!.split(/^---$/m).slice(2).join('---')).toContain(sample.value)
        } else {
          expect(texts.get(sample.file)!).toMatch(new RegExp(`^${place.keyPath}: .*${sample.value}`, 'm'))
        }
        // In the form's words: the file's title or the page's, never a code or a file name.
        expect(place.where).not.toMatch(/\.ya?ml|\.mdx|content\//)
      }
    }
  })

  it("names the field as the form does: the phone in 'Dane placówki', a person by name in 'Zespół', a page's date", () => {
    const phone = samples.find((sample) => sample.label === 'numer telefonu')!
    const person = samples.find((sample) => sample.file === 'content/data/team.yaml')!
    const date = samples.find((sample) => sample.file.endsWith('.mdx') && /^\d{4}-\d\d-\d\d$/.test(sample.value))!
    const places = items.flatMap((item) => item.places)
    expect(places.find((place) => place.value === phone.value)).toMatchObject({
      route: '/collections/dane/entries/clinic',
      where: 'Dane placówki › Telefon › Numer telefonu',
    })
    expect(places.find((place) => place.value === person.value)?.where).toMatch(new RegExp(`^Zespół › ${person.value} › `))
    expect(places.find((place) => place.value === date.value)?.where).toMatch(/^Strona „.+” › (Ostatnio sprawdzone|Następne sprawdzenie)$/)
  })

  it('a sample typed over in its file drops out, and its label with its last value', () => {
    const phone = samples.find((sample) => sample.label === 'numer telefonu')!
    expect(samples.filter((sample) => sample.label === phone.label)).toHaveLength(1)
    const replaced = samplePlaces(
      samplesText,
      withFile(phone.file, (text) => text.replace(phone.value, '+48 22 555 12 34')),
      forms,
    )
    expect(replaced.map((item) => item.label)).toEqual(items.map((item) => item.label).filter((label) => label !== phone.label))
    // One person of several: the label stays, with one place fewer.
    const person = samples.find((sample) => sample.file === 'content/data/team.yaml')!
    const team = samplePlaces(
      samplesText,
      withFile(person.file, (text) => text.replace(person.value, 'lek. Alicja Prawdziwa')),
      forms,
    )
    const places = (list: typeof items) => list.find((item) => item.label === person.label)!.places.map((place) => place.value)
    expect(places(team)).toEqual(places(items).filter((value) => value !== person.value))
  })

  it("reads the form's entries: a removed entry drops out, a new half-typed one is left out", () => {
    const { samples: entries } = parse(samplesText) as { samples: unknown[] }
    const fewer = samplePlaces({ samples: entries.slice(1) }, site, forms)
    expect(fewer.flatMap((item) => item.places).length).toBe(items.flatMap((item) => item.places).length - 1)
    expect(samplePlaces({ samples: [...entries, { label: '', file: '', value: '' }] }, site, forms)).toEqual(items)
    expect(samplePlaces({ samples: [] }, site, forms)).toEqual([])
  })
})

describe("samples.yaml's form after × and 'Dodaj' (issue 43: '99 problemów')", () => {
  it('its check, on the values the preview hands it (list items marked by the CMS), finds nothing', () => {
    const { samples: entries } = parse(samplesText) as { samples: Record<string, unknown>[] }
    // As the CMS holds a list after a change to it: every item marked with its own keys, which it never saves.
    const marked = (list: Record<string, unknown>[]) =>
      list.map((entry, index) => ({ ...entry, __sc_item_id: `x${index}`, __sc_item_original_key_path: `samples.${index}` }))
    const phone = entries.find((entry) => entry.label === 'numer telefonu')!
    const built = { ...site, publicFiles: [...site.publicFiles] }
    const check = (list: Record<string, unknown>[]) =>
      checkEntry(built, 'content/data/samples.yaml', `${cmsYaml(withoutCmsKeys({ samples: marked(list) }))}\n`, '2026-11-23').map((problem) => problem.message)
    expect(check(entries.slice(3))).toEqual([])
    expect(check([...entries, { ...phone }])).toEqual([])
  })
})
