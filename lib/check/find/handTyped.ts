import { frontmatterPattern } from '../../content/splitFrontmatter.ts'
import { schedulesOf, handTypedFacts, handTypedPrices } from './handTypedFacts.ts'
import { handTypedHours } from './handTypedHours.ts'
import { placeholderFields, placeholderTexts } from '../rules/znacznik-danych.ts'
import { parseYamlSource } from '../yamlSource.ts'
import { perSite, type FindingsByRule } from '../perSite.ts'
import { at } from '../problem.ts'
import type { Site } from '../site.ts'
import { withoutTexts } from '../textFields.ts'
import { remembered } from '../remembered.ts'

interface ClinicFacts {
  hours: { id: string; opens: string; closes: string }[]
  phone: { number: string }
  email: string
  parking?: { spaces: number }
}

/**
 * The clinic's hours, phone, e-mail, parking, vaccine intervals or prices
 * typed into a page (or hours and prices into its fields and the data files'
 * texts) instead of read from the data files, at their line and column.
 */
export const handTypedFound = perSite(['godziny-wpisane-recznie', 'cena-wpisana-recznie', 'dane-wpisane-recznie'], (site: Site, _today, found) => {
  const clinic = site.data['clinic.yaml'] as ClinicFacts | undefined
  if (!clinic?.phone?.number || !Array.isArray(clinic.hours)) return
  // vaccines.yaml's intervals (a list of { id, value }) by id, as handTypedFacts takes them.
  const intervalList = (site.data['vaccines.yaml'] as { intervals?: unknown } | undefined)?.intervals
  const intervals = Array.isArray(intervalList)
    ? Object.fromEntries(
        (intervalList as ({ id?: unknown; value?: unknown } | null)[])
          .filter((interval) => typeof interval?.id === 'string' && typeof interval.value === 'string')
          .map((interval) => [interval!.id as string, interval!.value as string]),
      )
    : undefined
  const services = priceItems(site)
  const prices = Object.fromEntries(Object.entries(services).map(([id, { price }]) => [id, price]))
  const facts = { hours: clinic.hours, phone: clinic.phone.number, email: clinic.email, parking: clinic.parking, intervals, prices }
  const factsKey = JSON.stringify(facts)
  for (const page of [...site.pages, ...site.texts]) {
    for (const fact of factsTypedIn(page.text, facts, factsKey)) {
      const rule =
        fact.source === 'priceList.yaml' ? 'cena-wpisana-recznie' : fact.use.includes('<OpeningTime') ? 'godziny-wpisane-recznie' : 'dane-wpisane-recznie'
      found[rule].push(
        at(
          page.file,
          fact,
          `„${fact.text}” jest wpisane ręcznie`,
          `Wstaw ${withServiceNames(fact.use, services)}, żeby zmiana ${inFile(fact.source)} zmieniła to wszędzie${fact.missing ? missing[fact.source] : ''}`,
        ),
      )
    }
  }
  hoursInFields(site, clinic.hours, found)
})

// Every page is read on every check, and most pages and the facts are as they were on the last one.
const factsTypedIn = remembered(
  (text: string, facts: Parameters<typeof handTypedFacts>[1], _key: string) => handTypedFacts(text, facts),
  (text, _facts, key) => ({ text, also: key }),
)

/**
 * A data file as the check's sentences name it: by its path, which the editor's preview turns into the
 * form's name ('w formularzu „Dane placówki”', lib/cms/preview/formProblems.ts); the command line shows the path.
 */
const inFile = (name: string) => `w pliku content/data/${name}`

const missing: Record<string, string> = {
  'clinic.yaml': `; takich godzin nie ma jeszcze ${inFile('clinic.yaml')}: dopisz je tam (lista „Godziny otwarcia”)`,
  'priceList.yaml': `; tej ceny nie ma jeszcze ${inFile('priceList.yaml')}: dopisz tam usługę z jej ceną (ceny szczepionek podaje tabela <VaccinePriceTable />)`,
}

const priceInField =
  'Ceny są w danych (content/data/priceList.yaml, content/data/vaccinePrices.yaml): napisz ten tekst bez ceny; w treści strony cenę wstawia <Price id="…" />'

/**
 * Each suggested `<Price id="…" />` followed by the service it is the price of: the price was matched by its
 * amount alone, and 'konsultacja 250 zł' may be another service's 250 zł.
 */
const withServiceNames = (use: string, services: Record<string, { name: string }>) =>
  use.replace(/<Price id="([^"]+)" \/>/g, (tag, id: string) => (services[id] ? `${tag} (cena usługi „${services[id].name}”)` : tag))

/** priceList.yaml's prices and services' names by their item's id (items without an id cannot be put in a sentence). */
function priceItems(site: Site): Record<string, { price: string; name: string }> {
  const categories = (site.data['priceList.yaml'] as { categories?: unknown } | undefined)?.categories
  if (!Array.isArray(categories)) return {}
  return Object.fromEntries(
    categories.flatMap((category) =>
      Array.isArray(category?.items)
        ? (category.items as ({ id?: unknown; price?: unknown; name?: unknown } | null)[]).flatMap((item) =>
            typeof item?.id === 'string' && typeof item.price === 'string' ? [[item.id, { price: item.price, name: String(item.name ?? item.id) }]] : [],
          )
        : [],
    ),
  )
}

/**
 * Hours typed by hand where no component works: a page's fields and the data
 * files' texts (clinic.yaml and notices.yaml excepted). A page's lead
 * and description, a visit type's note (forms.yaml) and the answers of
 * patientInfo.yaml take the {godziny:ID} placeholder; other fields are written
 * without hours.
 */
function hoursInFields(site: Site, schedules: ClinicFacts['hours'], found: FindingsByRule<'godziny-wpisane-recznie' | 'cena-wpisana-recznie'>): void {
  const report = (file: string, line: number, text: string, placeholder: boolean) => {
    for (const hours of handTypedHours(text)) {
      const ids = schedulesOf(hours, schedules).map((schedule) => schedule.id)
      const fix = !placeholder
        ? `Godziny są ${inFile('clinic.yaml')}: napisz ten tekst bez nich (w treści strony godziny wstawia <OpeningTime id="…" /> albo <Hours />)`
        : ids.length > 0
          ? `Wpisz ${ids.map((id) => `{godziny:${id}}`).join(' albo ')}, żeby zmiana ${inFile('clinic.yaml')} zmieniła to wszędzie`
          : `Wpisz {godziny:ID} z kodem godzin z listy „Godziny otwarcia”, żeby zmiana tam zmieniła to wszędzie${missing['clinic.yaml']}`
      found['godziny-wpisane-recznie'].push(at(file, { line, column: hours.index + 1 }, `„${hours.text}” jest wpisane ręcznie`, fix))
    }
  }
  for (const page of site.pages) {
    const block = frontmatterPattern.exec(page.text)
    if (!block) continue
    let field = ''
    block[0].split('\n').forEach((line, index) => {
      field = /^([\w-]+):/.exec(line)?.[1] ?? field
      if (index === 0) return
      report(page.file, index + 1, line, placeholderFields.includes(field))
      // A price in a page's description or lead stays behind when the price list changes (no component works there).
      for (const price of handTypedPrices(line)) {
        found['cena-wpisana-recznie'].push(at(page.file, { line: index + 1, column: price.index + 1 }, `„${price[0]}” jest wpisane ręcznie`, priceInField))
      }
    })
  }
  for (const { file, name, text } of site.dataFiles) {
    // clinic.yaml is where hours live; a notice (notices.yaml) says the hours of one day that differ from them, which no placeholder can.
    if (name === 'clinic.yaml' || name === 'notices.yaml' || site.data[name] === undefined) continue
    const source = parseYamlSource(text)
    const withPlaceholders = new Set((placeholderTexts(site)[name] ?? []).map(({ path }) => source.positionAt(path).line))
    // The FAQ's answers are page text: handTypedFacts above names the component to use there.
    withoutTexts(file, text, site.texts)
      .split('\n')
      .forEach((line, index) => {
        if (!line.trimStart().startsWith('#')) report(file, index + 1, line, withPlaceholders.has(index + 1))
      })
  }
}
