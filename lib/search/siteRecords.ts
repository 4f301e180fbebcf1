import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { dataFileOf } from '../cms/preview/dataPlaces.ts'
import { attributes, attributeValues, headingIds, type JsxElement } from '../check/mdxNodes.ts'
import type { Site } from '../check/site.ts'
import { faqAnchor, questionText } from '../content/faqQuestions.ts'
import { allergenSetAnchor, allergyPanelAnchor, labTestAnchor, priceItemAnchor, serviceAnchor, vaccineRowAnchor } from '../content/rowAnchors.ts'
import { fillFacts, parkingText, scheduleText } from '../data/clinicFacts.ts'
import { daysText } from '../data/dayPhrases.ts'
import { displayPhone } from '../data/format.ts'
import { minutesText } from '../data/minutesText.ts'
import type { Allergy } from '../schemas/allergySchema.ts'
import type { Clinic } from '../schemas/clinicSchema.ts'
import type { FaqQuestion } from '../schemas/faqSchema.ts'
import type { LabTests } from '../schemas/labTestsSchema.ts'
import type { PatientInfo } from '../schemas/patientInfoSchema.ts'
import type { Synonyms } from '../schemas/synonymsSchema.ts'
import type { VaccinePrices } from '../schemas/vaccinePricesSchema.ts'
import type { SearchIndexData, SearchKind, SearchRecord } from './searchIndexData.ts'

/** Components that show a few words or a link inside the text, not a part of the page of their own. */
const TEXT_COMPONENTS = new Set([
  'Phone',
  'Email',
  'Address',
  'OpeningTime',
  'Price',
  'PriceBasis',
  'Cta',
  'CallButton',
  'Card',
  'Cards',
  'Notice',
  'FoundationName',
  'Interval',
  'VisitLength',
])

/**
 * Components that show a block of a data file as text (a calendar, a list, figures, a history): the part of
 * their file each shows, whose texts are the section's where it stands. A phone trial searched 'tramwaj',
 * 'gruźlica' and 'KRS', which the pages show, and found nothing. Which file each reads is dataPlaces' (one
 * list for the editor's preview and the search). The price tables, the FAQ and the team have records of their own.
 */
const DATA_BLOCKS: Record<string, (props: Record<string, string[]>) => string[]> = {
  TravelVaccines: () => ['travelAvailable'],
  InfantCalendar: () => ['infantCalendar'],
  // <ChildVaccines kind="mandatory" />: the list its attribute names.
  ChildVaccines: (props) => ['children', props.kind?.[0] ?? ''],
  PregnancyVaccines: () => ['pregnancy'],
  RefundSteps: () => ['refundInPregnancy'],
  PrepIndications: () => ['prep', 'indications'],
  HivFigures: () => ['prep', 'hivFigures'],
  Patronage: () => ['prep', 'patronage'],
  Milestones: () => ['milestones'],
  Transport: () => ['transport'],
  RegistryData: () => ['registry'],
}

/** Fields that hold no words a page shows: codes, addresses, files. */
const NOT_SHOWN = new Set(['id', 'href', 'url', 'image', 'photo', 'icon', 'src'])

/** Every text and number of a part of a data file, in order, but its codes and addresses. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(wordsOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => (NOT_SHOWN.has(key) ? [] : wordsOf(entry)))
  return []
}

/** Where a component stands: its page, the section's id (none before the first heading), and its attributes. */
interface Placement {
  route: string
  section?: string
  props: Record<string, string[]>
  /** How many parts of other data the page shows: a page that shows few is the one about this (/badania-laboratoryjne before /cennik). */
  weight: number
  /** The components the page shows. */
  names: ReadonlySet<string>
}

/** What a page about reaching the clinic shows: the hours and the address link there. */
const CONTACT_COMPONENTS = ['Phone', 'Email', 'Address', 'Hours', 'MapEmbed', 'Transport', 'Parking']
const contactCount = (place: Placement) => CONTACT_COMPONENTS.filter((name) => place.names.has(name)).length

interface PageData {
  faq?: { questions: FaqQuestion[] }
  labTests?: LabTests
  vaccinePrices?: VaccinePrices
  priceList?: { categories: { id: string; title: string; items: { id?: string; name: string; price: string; priceBasis?: string; note?: string }[] }[] }
  allergy?: Allergy
  services?: { rehabilitation: { title: string; price: string; description: string; features: string[] }[] }
  team?: { members: { id: string; name: string; role: string; specializations?: string[]; bio?: string; achievements?: string[] }[] }
  clinic?: Clinic
  synonyms?: Synonyms
  vaccines?: { intervals?: { id: string; value: string }[] }
  forms?: { bookingForm?: { visitTypes?: { value: string; minutes: number }[] } }
  patientInfo?: PatientInfo
}

/**
 * What the site search finds, read from the same files the pages are built
 * from (never typed twice): each page's sections under their headings, every
 * price row (laboratory tests, vaccines, the price list, allergy sets and
 * panels, rehabilitation), every FAQ question with its answer, every person of
 * the team, the opening hours and the address. Each links to the page that
 * shows it, at its row, question or section.
 */
export function searchIndexData(site: Site): SearchIndexData {
  const data: PageData = {
    faq: site.data['faq.yaml'] as PageData['faq'],
    labTests: site.data['labTests.yaml'] as LabTests | undefined,
    vaccinePrices: site.data['vaccinePrices.yaml'] as VaccinePrices | undefined,
    priceList: site.data['priceList.yaml'] as PageData['priceList'],
    allergy: site.data['allergy.yaml'] as Allergy | undefined,
    services: site.data['services.yaml'] as PageData['services'],
    team: site.data['team.yaml'] as PageData['team'],
    clinic: site.data['clinic.yaml'] as Clinic | undefined,
    synonyms: site.data['synonyms.yaml'] as Synonyms | undefined,
    vaccines: site.data['vaccines.yaml'] as PageData['vaccines'],
    forms: site.data['forms.yaml'] as PageData['forms'],
    patientInfo: site.data['patientInfo.yaml'] as PatientInfo | undefined,
  }
  const records: SearchRecord[] = []
  const add = (kind: SearchKind, title: string, url: string, text: string, where: string, price?: string) =>
    records.push({ kind, title: clean(title), url, text: clean(text), where: clean(where), ...(price ? { price } : {}) })
  const titles = new Map<string, string>()
  const placements = new Map<string, Placement[]>()

  const clinic = data.clinic
  const addressLine = clinic ? `${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.city}` : ''
  // What the components inside a sentence show, so the section reads as the page does ('Przy placówce jest parking na 10 samochodów…',
  // 'Infolinia działa od poniedziałku do piątku w godzinach 9:00–19:00'), and a number or an hour finds it.
  const schedules = (clinic?.hours ?? []).map((schedule) => ({ ...schedule, daysText: daysText(schedule.days) }))
  const inline: Inline = (name, props) => {
    if (!clinic) return undefined
    if (name === 'OpeningTime') {
      const schedule = schedules.find((candidate) => candidate.id === props.id?.[0])
      return schedule && scheduleText(schedule)
    }
    // The hours a section shows, at its start as on the page: 'godziny otwarcia' found the section of /kontakt, whose
    // result then read only the note under the hours (a phone trial).
    if (name === 'Hours')
      return schedules
        .filter((schedule) => !props.only || props.only.includes(schedule.id))
        .map((schedule) => `${schedule.label}: ${scheduleText(schedule)}.`)
        .join(' ')
    const priceItem = () => data.priceList?.categories.flatMap((category) => category.items).find((item) => item.id === props.id?.[0])
    if (name === 'Price') return priceItem()?.price
    if (name === 'PriceBasis') return priceItem()?.priceBasis
    // '4–6 tygodni', '30 minut': a patient searching 'ile tygodni przed wyjazdem' reads the number in the result.
    if (name === 'Interval') return data.vaccines?.intervals?.find((interval) => interval.id === props.id?.[0])?.value
    if (name === 'VisitLength') {
      const minutes = data.forms?.bookingForm?.visitTypes?.find((type) => type.value === props.type?.[0])?.minutes
      return minutes === undefined ? undefined : minutesText(minutes)
    }
    const blockPart = DATA_BLOCKS[name]
    if (blockPart) {
      const part = blockPart(props).reduce<unknown>(
        (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
        site.data[dataFileOf(name)],
      )
      // One sentence each, a stop added only where the text has none: 'po urodzeniu..' read twice.
      return wordsOf(part)
        .map((text) => text.trim().replace(/([^.!?:;])$/, '$1.'))
        .join(' ')
    }
    // What to bring, cancelling, payment, accessibility: a block of patientInfo.yaml the page shows where it stands
    // (a phone trial searched 'faktura', 'BLIK' and 'wózek' and found nothing).
    if (name === 'PatientInfo') {
      const topic = data.patientInfo?.topics.find((candidate) => candidate.id === props.topic?.[0])
      const facts = (text: string) => fillFacts(text, { hours: schedules, parking: clinic.parking }, { telefon: displayPhone(clinic.phone.number) })
      return (
        topic &&
        [topic.text, ...(topic.items ?? [])]
          .filter((text) => text !== undefined)
          .map(facts)
          .join(' ')
      )
    }
    const texts: Record<string, string> = {
      Phone: displayPhone(clinic.phone.number),
      Email: clinic.email,
      Address: addressLine,
      Parking: parkingText(clinic.parking),
      FoundationName: clinic.foundation,
    }
    return texts[name]
  }
  // A page's lead and description say {godziny:ID} and {parking} for the clinic's facts: filled in as the page shows them.
  const filled = (text: string | undefined) => (text && clinic ? fillFacts(text, { hours: schedules, parking: clinic.parking }) : text)
  for (const page of site.pages) {
    // The search page itself is no answer to a search.
    if (!page.tree || !page.route || /<SiteSearch\b/.test(page.text)) continue
    const fields = (page.fields?.data ?? {}) as { title?: string; lead?: string; description?: string; draft?: boolean }
    const title = fields.title ?? page.route
    titles.set(page.route, title)
    for (const section of pageSections(page.tree, page.route, placements, inline)) {
      const intro = section.id === undefined
      const text = intro ? [filled(fields.lead), section.text, filled(fields.description)].filter(Boolean).join(' ') : section.text
      if (!intro && text.trim() === '') continue
      add('Strona', intro ? title : section.heading, intro ? page.route : `${page.route}#${section.id}`, text, intro ? '' : title)
    }
  }
  const shownOn = (component: string, wanted: (props: Record<string, string[]>) => boolean = () => true) =>
    (placements.get(component) ?? []).filter((place) => wanted(place.props)).sort((a, b) => a.weight - b.weight || a.route.localeCompare(b.route))[0]
  const contactPage = (component: string, wanted: (props: Record<string, string[]>) => boolean = () => true) =>
    (placements.get(component) ?? [])
      .filter((place) => wanted(place.props))
      .sort((a, b) => contactCount(b) - contactCount(a) || a.route.localeCompare(b.route))[0]
  const at = (place: Placement | undefined, anchor?: string) =>
    place ? `${place.route}${anchor ? `#${anchor}` : place.section ? `#${place.section}` : ''}` : undefined
  const pageTitle = (place: Placement | undefined) => (place ? (titles.get(place.route) ?? '') : '')

  const lab = shownOn('LabPriceTable')
  for (const category of data.labTests?.categories ?? []) {
    for (const test of category.items) {
      const url = at(lab, labTestAnchor(test.name))
      if (url) add('Cena', test.name, url, `Badanie laboratoryjne, ${category.title}`, pageTitle(lab), test.price)
    }
  }
  for (const table of data.vaccinePrices?.tables ?? []) {
    for (const row of table.rows) {
      const place = shownOn('VaccinePriceTable', (props) => props.table?.[0] === table.id && (!props.only || props.only.includes(row.disease)))
      for (const variant of row.variants) {
        const url = at(place, vaccineRowAnchor(table.id, row.disease, variant.name))
        const details = [variant.additionalInfo, variant.duration && `Czas ochrony: ${variant.duration}`, variant.notes].filter(Boolean).join('. ')
        if (url) add('Cena', `Szczepienie przeciw ${row.disease}: ${variant.name}`, url, details, `${pageTitle(place)}, ${table.caption}`, variant.price)
      }
    }
  }
  for (const category of data.priceList?.categories ?? []) {
    const place = shownOn('PriceItems', (props) => props.category?.[0] === category.id)
    for (const item of category.items) {
      const url = at(place, priceItemAnchor(item))
      if (url) add('Cena', item.name, url, [item.priceBasis, item.note].filter(Boolean).join(' '), `${pageTitle(place)}, ${category.title}`, item.price)
    }
  }
  const sets = shownOn('AllergenSets')
  for (const set of data.allergy?.allergenSets ?? []) {
    const url = at(sets, allergenSetAnchor(set.code))
    if (url) add('Cena', `Zestaw alergenów ${set.code}: ${set.name}`, url, set.items.join(', '), pageTitle(sets), set.price)
  }
  const panels = shownOn('AllergyPanels')
  for (const panel of data.allergy?.panels ?? []) {
    const url = at(panels, allergyPanelAnchor(panel.name))
    if (url) add('Cena', `Panel alergiczny: ${panel.name}`, url, panel.items.join(', '), pageTitle(panels), panel.price)
  }
  const rehabilitation = shownOn('RehabilitationServices')
  for (const service of data.services?.rehabilitation ?? []) {
    const url = at(rehabilitation, serviceAnchor(service.title))
    if (url) add('Cena', service.title, url, [service.description, ...service.features].join('. '), pageTitle(rehabilitation), service.price)
  }
  const answers = new Map(site.texts.map((text) => [Number(text.within?.path[1]), text]))
  data.faq?.questions.forEach((entry, index) => {
    const answer = answers.get(index)
    if (!answer?.route) return
    add(
      'Pytanie',
      questionText(entry.question),
      `${answer.route}#${faqAnchor(entry.question)}`,
      answer.tree ? plainText(answer.tree, inline) : entry.answer,
      titles.get(answer.route) ?? '',
    )
  })
  const team = shownOn('TeamList')
  for (const person of data.team?.members ?? []) {
    const url = team
      ? `${team.route}#${person.id}`
      : at(
          shownOn('Staff', (props) => Boolean(props.ids?.includes(person.id))),
          `osoba-${person.id}`,
        )
    if (url)
      add(
        'Osoba',
        person.name,
        url,
        [person.role, ...(person.specializations ?? []), person.bio, ...(person.achievements ?? [])].filter(Boolean).join('. '),
        pageTitle(team),
      )
  }
  const hours = contactPage('Hours', (props) => !props.only)
  for (const schedule of data.clinic?.hours ?? []) {
    const url = at(hours)
    const text = `${schedule.label}: ${daysText(schedule.days)} ${schedule.opens}–${schedule.closes}${schedule.note ? `, ${schedule.note}` : ''}. Godziny otwarcia.`
    if (url) add('Kontakt', schedule.label, url, text, pageTitle(hours))
  }
  const address = data.clinic?.address
  const addressPlace = contactPage('Address')
  const addressUrl = at(addressPlace)
  if (address && addressUrl) {
    add(
      'Kontakt',
      'Adres przychodni',
      addressUrl,
      `${address.street}, ${address.postalCode} ${address.city}${address.district ? `, ${address.district}` : ''}. Dojazd.`,
      pageTitle(addressPlace),
    )
  }
  const phonePlace = contactPage('Phone')
  const phoneUrl = at(phonePlace)
  if (clinic && phoneUrl) {
    add(
      'Kontakt',
      'Telefon i e-mail',
      phoneUrl,
      `Telefon ${displayPhone(clinic.phone.number)}. E-mail ${clinic.email}. Rejestracja, umówienie wizyty.`,
      pageTitle(phonePlace),
    )
  }
  const phone = data.clinic?.phone.number ?? ''
  return {
    records,
    synonyms: (data.synonyms?.synonyms ?? []).map((entry) => ({ words: entry.words, finds: entry.finds })),
    phone,
  }
}

/** What a component inside a sentence shows (<Phone />: the number), by its name and attributes; undefined for the others. */
type Inline = (name: string, props: Record<string, string[]>) => string | undefined

interface Section {
  heading: string
  id?: string
  text: string
}

/** A page's text cut at its headings (levels 2 to 4, which have ids), noting where each data component stands. */
function pageSections(tree: Root, route: string, placements: Map<string, Placement[]>, inline: Inline): Section[] {
  const ids = [...headingIds(tree)]
  const sections: Section[] = [{ heading: '', text: '' }]
  const found: { name: string; props: Record<string, string[]>; section?: string }[] = []
  const visit = (node: RootContent | Root) => {
    const current = sections.at(-1)!
    if (node.type === 'heading') {
      const heading = node as Heading
      if (heading.depth >= 2 && heading.depth <= 4) {
        sections.push({ heading: toString(heading), id: ids.shift(), text: '' })
        return
      }
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      current.text += `${node.value} `
      return
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as JsxElement
      const props: Record<string, string[]> = {}
      for (const attribute of attributes(element)) props[attribute.name] = attributeValues(attribute)
      if (element.name && /^[A-Z]/.test(element.name)) {
        found.push({ name: element.name, props, section: current.id })
        if (props.title) current.text += `${props.title.join(' ')}. `
        const shown = inline(element.name, props)
        if (shown) current.text += `${shown} `
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as RootContent)
    if (node.type === 'paragraph' || node.type === 'listItem' || node.type === 'tableCell') current.text += ' '
  }
  visit(tree)
  const names = new Set(found.map((element) => element.name))
  const weight = [...names].filter((name) => !TEXT_COMPONENTS.has(name)).length
  for (const { name, props, section } of found) placements.set(name, [...(placements.get(name) ?? []), { route, section, props, weight, names }])
  return sections
}

/** Nodes after which the next words start apart from theirs. */
const BLOCKS = new Set(['paragraph', 'listItem', 'heading', 'tableCell', 'mdxJsxFlowElement'])

/** A text's words without its Markdown and addresses, with what its components inside a sentence show. */
function plainText(tree: Root, inline: Inline): string {
  const parts: string[] = []
  const visit = (node: RootContent | Root) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value)
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const props: Record<string, string[]> = {}
      for (const attribute of attributes(node as JsxElement)) props[attribute.name] = attributeValues(attribute)
      parts.push(inline(node.name, props) ?? '')
    }
    if ('children' in node) for (const child of node.children) visit(child as RootContent)
    // A block ends a sentence's run of words: without the space, <Hours /> on its own line and the next paragraph
    // read '…12:00–20:00.Terminy sobotnie…' in a result (a phone trial).
    if (BLOCKS.has(node.type)) parts.push(' ')
  }
  visit(tree)
  return parts.join('')
}

/** One line: spaces and line breaks as one space, page placeholders such as {godziny:infolinia} left out. */
function clean(text: string): string {
  return (
    text
      .replace(/\{[^{}]*\}/g, '')
      // Spaces made one first: a space before a stop then is one character, not a run the pattern would try from
      // each of its spaces (a security trial's 200,000 spaces took the build 39 s instead of 4).
      .replace(/\s+/g, ' ')
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
  )
}
