import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { loadSite } from '../../../lib/check/load/loadSite.ts'
import { faqAnchor } from '../../../lib/content/faqQuestions.ts'
import { labTestAnchor } from '../../../lib/content/rowAnchors.ts'
import { countText, partialText } from '../../../components/search/searchBox.client.ts'
import type { LabTests } from '../../../lib/schemas/labTestsSchema.ts'
import type { VaccinePrices } from '../../../lib/schemas/vaccinePricesSchema.ts'
import type { Allergy } from '../../../lib/schemas/allergySchema.ts'
import type { FaqQuestion } from '../../../lib/schemas/faqSchema.ts'
import { scheduleText } from '../../../lib/data/clinicFacts.ts'
import { daysText } from '../../../lib/data/dayPhrases.ts'
import { displayPhone } from '../../../lib/data/format.ts'
import { minutesText } from '../../../lib/data/minutesText.ts'
import { indexTerm, indexTerms, stem } from '../../../lib/search/polishWords.ts'
import { searchIndexData } from '../../../lib/search/siteRecords.ts'
import { createSiteSearch } from '../../../lib/search/siteSearch.ts'
import { frozenSite } from '../../frozenSite.ts'

// The site search's index of the frozen site (issue 45): everything it must
// hold is read from the frozen site's data, and the queries are a patient's.
const site = loadSite(frozenSite)
const data = searchIndexData(site)
const search = createSiteSearch(data)
const labTests = site.data['labTests.yaml'] as LabTests
const vaccinePrices = site.data['vaccinePrices.yaml'] as VaccinePrices
const allergy = site.data['allergy.yaml'] as Allergy
const faq = site.data['faq.yaml'] as { questions: FaqQuestion[] }
const priceList = site.data['priceList.yaml'] as { categories: { items: { id?: string; name: string; price: string; priceBasis?: string }[] }[] }
const vaccines = site.data['vaccines.yaml'] as { intervals: { id: string; value: string }[] }
const forms = site.data['forms.yaml'] as { bookingForm: { visitTypes: { value: string; minutes: number }[] } }
const services = site.data['services.yaml'] as { rehabilitation: { title: string; price: string }[] }
const team = site.data['team.yaml'] as { members: { id: string; name: string }[] }
const first = (query: string) => search.search(query, 1)[0]?.record

describe('the index holds the whole site', () => {
  test('every page with a title, every lab test, vaccine and allergy row with its price, every question and person', () => {
    const urls = new Set(data.records.map((record) => record.url.split('#')[0]))
    for (const page of site.pages) if (!page.text.includes('<SiteSearch')) expect(urls, page.route).toContain(page.route)
    const prices = new Map(data.records.filter((record) => record.kind === 'Cena').map((record) => [record.title, record.price]))
    for (const test of labTests.categories.flatMap((category) => category.items)) expect(prices.get(test.name), test.name).toBe(test.price)
    for (const row of vaccinePrices.tables.flatMap((table) => table.rows))
      for (const variant of row.variants) expect(prices.get(`Szczepienie przeciw ${row.disease}: ${variant.name}`), variant.name).toBe(variant.price)
    for (const set of allergy.allergenSets) expect(prices.get(`Zestaw alergenów ${set.code}: ${set.name}`)).toBe(set.price)
    for (const panel of allergy.panels) expect(prices.get(`Panel alergiczny: ${panel.name}`)).toBe(panel.price)
    for (const item of priceList.categories.flatMap((category) => category.items)) expect(prices.get(item.name), item.name).toBe(item.price)
    for (const service of services.rehabilitation) expect(prices.get(service.title), service.title).toBe(service.price)
    const questions = data.records.filter((record) => record.kind === 'Pytanie')
    expect(questions.map((record) => record.url.split('#')[1])).toEqual(faq.questions.map((entry) => faqAnchor(entry.question)))
    expect(data.records.filter((record) => record.kind === 'Osoba').map((record) => record.title)).toEqual(team.members.map((person) => person.name))
    expect(data.records.filter((record) => record.kind === 'Kontakt').length).toBeGreaterThan(1)
  })

  test('a sentence reads as the page shows it: the number, the hours and the placeholders of the lead filled in', () => {
    const clinic = site.data['clinic.yaml'] as { phone: { number: string }; hours: { id: string; days: number[]; opens: string; closes: string }[] }
    // As the index writes it: one kind of space (the number's no-break spaces too).
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
    const hoursOf = (id: string) => {
      const schedule = clinic.hours.find((candidate) => candidate.id === id)!
      return oneLine(scheduleText({ ...schedule, daysText: daysText(schedule.days) }))
    }
    const phone = oneLine(displayPhone(clinic.phone.number))
    // Up to two plain words right before the component in its line (tags, link syntax and emphasis taken out,
    // as the index has them): the value must stand right after them, in the same sentence.
    const wordsBefore = (text: string, index: number) => {
      const line = text
        .slice(0, index)
        .split('\n')
        .at(-1)!
        .replace(/<[^>]*>/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_]/g, '')
      if (!/\s$/.test(line)) return ''
      const words: string[] = []
      for (const word of line.trim().split(/\s+/).reverse()) {
        if (words.length === 2 || !/^[\p{L}\p{N}:,]+$/u.test(word)) break
        words.unshift(word)
      }
      return words.join(' ')
    }
    const expected: [where: string, texts: string[], shown: string][] = []
    const shownInline = new Set<string>()
    const sentences = (where: string, text: string, texts: string[]) => {
      for (const match of text.matchAll(/<OpeningTime id="([^"]+)" \/>|\{godziny:([a-z-]+)\}|<Phone \/>/g)) {
        const id = match[1] ?? match[2]
        expected.push([where, texts, oneLine(`${wordsBefore(text, match.index)} ${id ? hoursOf(id) : phone}`)])
      }
      // An interval, a visit's length, what decides a price: their words from the data (they were left out).
      for (const match of text.matchAll(/<(Interval|VisitLength|PriceBasis) (?:id|type)="([^"]+)" \/>/g)) {
        const [, name, key] = match
        const value =
          name === 'Interval'
            ? vaccines.intervals.find((interval) => interval.id === key)!.value
            : name === 'VisitLength'
              ? minutesText(forms.bookingForm.visitTypes.find((type) => type.value === key)!.minutes)
              : priceList.categories.flatMap((category) => category.items).find((item) => item.id === key)!.priceBasis!
        // Right after another component ('kosztuje <Price …/>: <PriceBasis …/>'): the value alone.
        const before = wordsBefore(text, match.index)
        expected.push([where, texts, oneLine(/[:,]$/.test(before) ? value : `${before} ${value}`)])
        shownInline.add(name!)
      }
    }
    for (const page of site.pages) {
      if (!page.route || page.text.includes('<SiteSearch')) continue
      const texts = data.records.filter((record) => record.url.split('#')[0] === page.route && record.kind === 'Strona').map((record) => record.text)
      sentences(page.route, page.text, texts)
    }
    for (const entry of faq.questions) {
      const record = data.records.find((candidate) => candidate.kind === 'Pytanie' && candidate.url.endsWith(`#${faqAnchor(entry.question)}`))!
      sentences(entry.question, entry.answer, [record.text])
    }
    // The frozen site has such sentences in pages, in leads and in answers (else this test would say nothing).
    expect([...shownInline].sort()).toEqual(['Interval', 'PriceBasis', 'VisitLength'])
    expect(expected.filter(([where]) => where.startsWith('/')).length).toBeGreaterThan(3)
    expect(expected.filter(([where]) => !where.startsWith('/')).length).toBeGreaterThan(0)
    const missing = expected.filter(([, texts, shown]) => !texts.some((text) => text.includes(shown))).map(([where, , shown]) => `${where}: ${shown}`)
    expect(missing).toEqual([])
  })

  // A phone trial searched 'faktura', 'BLIK', 'wózek', 'tramwaj' and 'gruźlica', which the pages show from data
  // files in blocks of their own (<PatientInfo />, <Transport />, a calendar), and found nothing.
  test('what a block of data shows is in the section where it stands, and found by its words', () => {
    const pageTexts = (route: string) =>
      data.records
        .filter((record) => record.url.split('#')[0] === route && record.kind === 'Strona')
        .map((record) => record.text)
        .join(' ')
    const patientInfo = site.data['patientInfo.yaml'] as { topics: { id: string; text?: string; items?: string[] }[] }
    const topic = (id: string) => patientInfo.topics.find((candidate) => candidate.id === id)!
    const history = site.data['history.yaml'] as { milestones: { title: string; description: string }[] }
    const transport = site.data['transport.yaml'] as { transport: { type: string; stops: { name: string }[] }[] }
    const calendar = site.data['vaccines.yaml'] as unknown as { infantCalendar: { vaccines: { name: string }[] }[]; travelAvailable: string[] }
    const clinic = site.data['clinic.yaml'] as {
      registry: { krs: string }
      hours: { id: string; label: string; days: number[]; opens: string; closes: string }[]
    }
    // <Hours />: each schedule as the page lists it, at the start of its section (the result shows the hours).
    const hoursShown = clinic.hours.map((schedule) => `${schedule.label}: ${scheduleText({ ...schedule, daysText: daysText(schedule.days) })}.`)
    const expected: [route: string, shown: string][] = [
      ...hoursShown.map((line) => ['/kontakt', line] as [string, string]),
      ['/rezerwacja', topic('platnosc').text!],
      ...topic('co-zabrac').items!.map((item) => ['/rezerwacja', item] as [string, string]),
      ...topic('dostepnosc')
        .items!.filter((item) => !item.includes('{'))
        .map((item) => ['/kontakt', item] as [string, string]),
      ...history.milestones.flatMap((milestone) => [
        ['/historia', milestone.title] as [string, string],
        ['/historia', milestone.description] as [string, string],
      ]),
      ...transport.transport.flatMap((kind) => [kind.type, ...kind.stops.map((stop) => stop.name)].map((text) => ['/kontakt', text] as [string, string])),
      ...calendar.infantCalendar.flatMap((age) => age.vaccines.map((vaccine) => ['/szczepienia/niemowleta', vaccine.name] as [string, string])),
      ...calendar.travelAvailable.map((vaccine) => ['/szczepienia/podroze', vaccine] as [string, string]),
      ['/dane-rejestrowe', clinic.registry.krs],
    ]
    const missing = expected
      .filter(([route, shown]) => !pageTexts(route).includes(shown.replace(/\s+/g, ' ').trim()))
      .map(([route, shown]) => `${route}: ${shown}`)
    expect(missing).toEqual([])
    // A patient's words: the first result is on the page that shows them.
    for (const [query, route] of [
      ['faktura', '/rezerwacja'],
      ['blik', '/rezerwacja'],
      ['wózek', '/kontakt'],
      ['tramwaj', '/kontakt'],
      ['gruźlica', '/szczepienia/'],
      ['krs', '/dane-rejestrowe'],
    ] as const) {
      const urls = search.search(query, 3).map((result) => result.record.url)
      expect(
        urls.some((url) => url.startsWith(route)),
        `${query}: ${urls.join(', ')}`,
      ).toBe(true)
    }
  })

  test("a block on a line of its own and the sentence after it stay apart: '…20:00. Terminy…', not '…20:00.Terminy…' (a phone trial)", () => {
    const block = /^<Hours[^>]*\/>\n\n/m
    const questions = faq.questions.filter((entry) => block.test(entry.answer))
    expect(questions.length).toBeGreaterThan(0)
    for (const entry of questions) {
      const next = entry.answer.split(block)[1]!.split(/\s+/)[0]!
      const record = data.records.find((candidate) => candidate.kind === 'Pytanie' && candidate.url.endsWith(`#${faqAnchor(entry.question)}`))!
      expect(record.text, entry.question).toContain(` ${next}`)
      expect(record.text, entry.question).not.toMatch(new RegExp(`[^\\s]${next}`))
    }
  })

  test('the index is small: at most 60 KB gzipped', () => {
    expect(gzipSync(JSON.stringify(data), { level: 9 }).length).toBeLessThan(60 * 1024)
  })
})

describe('Polish as patients type it', () => {
  test('one stem for the forms of a word', () => {
    expect(indexTerm('grypę')).toBe(indexTerm('grypa'))
    expect(indexTerm('szczepienia')).toBe(indexTerm('szczepienie'))
    expect(indexTerm('kleszczowe')).toBe(indexTerm('kleszczowego'))
    expect(indexTerm('ŻÓŁTA')).toBe(indexTerm('zolta'))
    expect(stem('tsh')).toBe('tsh')
    // A four-letter word loses a last vowel, so that its forms meet the longer ones (a phone trial: 'ospa').
    for (const form of ['ospa', 'ospę', 'ospy']) expect(indexTerm(form), form).toBe(indexTerm('ospie'))
    expect(indexTerm('odrę')).toBe(indexTerm('odra'))
    expect(stem('krew')).toBe('krew')
  })

  test("-ka, -ga and -cha nouns are indexed under the stems of both forms: 'gorączka' and 'o gorączce', 'droga' and 'w drodze'", () => {
    for (const [nominative, locative] of [
      ['gorączka', 'gorączce'],
      ['szczepionka', 'szczepionce'],
      ['droga', 'drodze'],
      ['mucha', 'musze'],
      ['odra', 'odrze'],
      ['wizyta', 'wizycie'],
      ['woda', 'wodzie'],
    ] as const) {
      expect(indexTerms(locative), locative).toContain(indexTerm(nominative))
      expect(indexTerms(nominative), nominative).toContain(indexTerm(locative))
    }
    // A word without such an ending keeps its one stem; a short one is not changed.
    expect(indexTerms('grypa')).toEqual([indexTerm('grypa')])
    expect(indexTerms('tsh')).toEqual(['tsh'])
    expect(indexTerms('się')).toBeNull()
  })

  test("'żółta gorączka' finds the price row that says 'żółtej gorączce', with the words marked, and the other way round (a phone trial)", () => {
    const record = (title: string, text: string) => ({ kind: 'Cena' as const, title, url: '/cennik', text, where: 'Cennik' })
    const own = createSiteSearch({
      records: [
        record('Szczepienie przeciw żółtej gorączce: Stamaril', 'Ważne 10 dni po szczepieniu.'),
        record('Gorączka po szczepieniu', 'Co robić, gdy dziecko ma gorączkę.'),
        record('Szczepienie przeciw grypie', 'Raz w roku.'),
      ],
      synonyms: [],
      phone: '+48 22 000 00 00',
    })
    const titles = (query: string) => own.search(query, 5).map((hit) => hit.record.title)
    for (const query of ['żółta gorączka', 'zolta goraczka', 'żółtej gorączce'])
      expect(titles(query), query).toEqual(['Szczepienie przeciw żółtej gorączce: Stamaril'])
    expect(titles('gorączce')).toContain('Gorączka po szczepieniu')
    const hit = own.search('żółta gorączka', 1)[0]!
    expect(hit.title.filter((part) => part.match).map((part) => part.text)).toEqual(['żółtej', 'gorączce'])
  })

  test("a disease's name finds the vaccine's row that names it in another case: 'ospa' and 'przeciw ospie', 'odra' and 'przeciw odrze' (a phone trial)", () => {
    const record = (title: string) => ({ kind: 'Cena' as const, title, url: '/cennik', text: '', where: 'Cennik' })
    // The lab tests named as the patient types the disease make 'ospa' and 'odra' words of the site, so they are
    // not taken for slips of 'osp' and 'odr': only the stems can bring the vaccines' rows.
    const own = createSiteSearch({
      records: [
        record('Ospa wietrzna (VZV) IgG'),
        record('Odra IgG'),
        record('Szczepienie przeciw ospie wietrznej: Varilrix'),
        record('Szczepienie przeciw odrze, śwince i różyczce: M-M-RvaxPro'),
        record('Grypa'),
      ],
      synonyms: [],
      phone: '+48 22 000 00 00',
    })
    const titles = (query: string) => own.search(query, 5).map((hit) => hit.record.title)
    for (const query of ['ospa', 'ospę', 'ospa wietrzna'])
      expect(titles(query).sort(), query).toEqual(['Ospa wietrzna (VZV) IgG', 'Szczepienie przeciw ospie wietrznej: Varilrix'])
    expect(titles('szczepienie ospa')).toEqual(['Szczepienie przeciw ospie wietrznej: Varilrix'])
    for (const query of ['odra', 'odrę']) expect(titles(query).sort(), query).toEqual(['Odra IgG', 'Szczepienie przeciw odrze, śwince i różyczce: M-M-RvaxPro'])
  })

  test("a whole word typed ('katar') lists the records that have it before those with a longer word it begins ('Katarzyna')", () => {
    const own = createSiteSearch({
      records: [
        { kind: 'Osoba', title: 'lek. Katarzyna Przykładowa', url: '/zespol#k', text: 'Lekarz rodzinny.', where: 'Zespół' },
        {
          kind: 'Strona',
          title: 'Odstęp po chorobie',
          url: '/szczepienia#odstep',
          text: 'Katar bez gorączki zwykle nie jest przeszkodą w szczepieniu, ale o tym decyduje lekarz.',
          where: 'Szczepienia',
        },
      ],
      synonyms: [],
      phone: '+48 22 000 00 00',
    })
    expect(own.search('katar', 5).map((hit) => hit.record.title)).toEqual(['Odstęp po chorobie', 'lek. Katarzyna Przykładowa'])
    // A word still being typed is no whole word of the site: what it begins is found as before.
    expect(own.search('katarz', 5)[0]?.record.title).toBe('lek. Katarzyna Przykładowa')
  })

  const morphology = labTests.categories.flatMap((category) => category.items).find((test) => /^morfologia/i.test(test.name))!
  const yellowFever = vaccinePrices.tables.flatMap((table) => table.rows).find((row) => /żółtej/.test(row.disease))!
  const tickRows = vaccinePrices.tables.flatMap((table) => table.rows).filter((row) => /kleszczow/.test(row.disease))
  test.each([
    ['morfologia', morphology.name],
    ['MORFOLOGIA', morphology.name],
    ['morfolgia', morphology.name], // a typo
    ['morfo', morphology.name], // still typing
    ['żółta febra', `Szczepienie przeciw ${yellowFever.disease}: ${yellowFever.variants[0]!.name}`],
    ['zolta febra', `Szczepienie przeciw ${yellowFever.disease}: ${yellowFever.variants[0]!.name}`],
  ])('%s → %s', (query, title) => {
    expect(first(query)?.title).toBe(title)
  })

  test('the row opens at its anchor on the page that lists it', () => {
    expect(first('morfologia')?.url).toMatch(new RegExp(`#${labTestAnchor(morphology.name)}$`))
  })

  test("'szczepionka na kleszcze' and the synonym 'kleszcze' find the tick-borne encephalitis vaccine", () => {
    expect(tickRows.length).toBeGreaterThan(0)
    expect(first('szczepionka na kleszcze')?.title).toMatch(/^Szczepienie przeciw kleszczowemu/)
    expect(search.search('kleszcze', 5).some((hit) => hit.record.title.startsWith('Szczepienie przeciw kleszczowemu'))).toBe(true)
  })

  test("'ile kosztuje HPV' puts a price first", () => {
    const hit = first('ile kosztuje HPV')!
    expect(hit.kind).toBe('Cena')
    expect(hit.title).toMatch(/HPV/)
  })

  test("synonyms: 'żółtaczka' finds WZW, 'cholesterol' the lipid profile", () => {
    expect(
      search
        .search('żółtaczka', 3)
        .map((hit) => `${hit.record.title} ${hit.record.text}`)
        .join(' '),
    ).toMatch(/WZW/)
    expect(search.search('cholesterol', 5).some((hit) => /lipidogram/i.test(hit.record.title))).toBe(true)
  })

  test("a fleeting 'e' and a typo in a short word: 'półpasiec' finds its vaccine, 'katra' the cold", () => {
    const shingles = vaccinePrices.tables.flatMap((table) => table.rows).find((row) => /^półpa/.test(row.disease))!
    expect(first('półpasiec')?.title).toBe(`Szczepienie przeciw ${shingles.disease}: ${shingles.variants[0]!.name}`)
    expect(first('katra')?.text).toMatch(/[Kk]atar/)
  })

  test("'grypę' finds flu, 'parking' the parking section, 'czy mogę się szczepić z katarem' the page that answers it", () => {
    expect(first('grypę')?.title).toMatch(/gryp/i)
    expect(first('parking')?.title).toBe('Parking')
    expect(first('czy mogę się szczepić z katarem')?.text).toMatch(/[Kk]atar/)
  })

  test("a result's context neither starts nor ends inside a number: '16:00', '+48 22 100 00 00' (a phone trial)", () => {
    const own = createSiteSearch({
      records: [
        {
          kind: 'Strona',
          title: 'Punkt szczepień',
          url: '/kontakt',
          text: 'Punkt szczepień przyjmuje pacjentów od poniedziałku do piątku w godzinach 8:00–16:00, także w wybrane soboty.',
          where: 'Kontakt',
        },
        {
          kind: 'Strona',
          title: 'Infolinia',
          url: '/kontakt#infolinia',
          text: 'Wizytę w punkcie szczepień umówisz przez formularz albo telefonicznie: zadzwoń pod numer +48 22 100 00 00 w dni robocze.',
          where: 'Kontakt',
        },
      ],
      synonyms: [],
      phone: '+48 22 000 00 00',
    })
    const shown = (query: string) =>
      own
        .search(query, 1)[0]!
        .context.map((part) => part.text)
        .join('')
    expect(shown('soboty')).toMatch(/^… 8:00–16:00, także w wybrane soboty/)
    expect(shown('wizytę')).toContain('+48 22 100 00 00')
  })

  test('a result shows the matching words in context', () => {
    const hit = search.search('katar', 5).find((result) => result.record.kind === 'Strona')!
    expect(hit.context.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain('katar')
  })

  test('records with every word typed come first, and only they: a word common to the lab tests does not bring them all', () => {
    const [one, two] = morphology.name.split(' ') as [string, string]
    const { hits, total, missing } = search.results(`${one} ${two}`, 50)
    expect(missing).toEqual([])
    expect(total).toBeGreaterThan(0)
    for (const { record } of hits) {
      const stems = new Set(`${record.title} ${record.text} ${record.where}`.split(/[^\p{L}\p{N}]+/u).map(indexTerm))
      expect(
        [indexTerm(one), indexTerm(two)].every((term) => stems.has(term)),
        record.title,
      ).toBe(true)
    }
    // With either word alone, more: the second word narrows, it does not widen.
    expect(total).toBeLessThan(search.results(one, 50).total + search.results(two, 50).total)
  })

  test('a word the site has nowhere: the results are for the others, and the word is named', () => {
    const found = search.results(`${morphology.name.split(' ')[0]} qwxyzk`)
    expect(found.hits[0]?.record.title).toBe(morphology.name)
    expect(found).toMatchObject({ missing: ['qwxyzk'], partial: true })
    expect(partialText(found)).toBe('Nie znaleźliśmy słowa „qwxyzk”; wyniki są dla pozostałych słów.')
    expect(partialText({ missing: ['okresowe', 'wstepne'], partial: true })).toBe('Nie znaleźliśmy słów „okresowe”, „wstepne”; wyniki są dla pozostałych słów.')
    expect(partialText({ missing: [], partial: false })).toBe('')
  })

  test('two words the site has, but no record both: the results have some, and say so; a known word is not taken for a slip', () => {
    // A lab test's first word, and a word of the vaccines' table that no lab test has (read from the frozen site).
    const labWord = morphology.name.split(' ')[0]!
    const vaccineWord = yellowFever.variants[0]!.name.split(/\s+/)[0]!
    const found = search.results(`${labWord} ${vaccineWord}`)
    expect(found).toMatchObject({ missing: [], partial: true })
    expect(partialText(found)).toBe('Żaden wynik nie ma wszystkich wpisanych słów naraz; poniżej wyniki z częścią z nich.')
    // A word one letter from another the site has is that word: 'grypa' lists no 'grupy' (krwi, meningokoków).
    expect(search.search('grypa', 50).some((hit) => /\bgrup[yę]\b/i.test(`${hit.record.title}`) && !/gryp/i.test(hit.record.title + hit.record.text))).toBe(
      false,
    )
  })

  test('nothing found: suggestions of the closest words', () => {
    expect(search.search('qwxyzk')).toEqual([])
    expect(search.suggestions('morfolgiaa szczepienei')).toContain('morfologia')
    // Two neighbouring letters swapped are one slip (a phone trial's 'grpya' was offered 'grupy').
    expect(search.suggestions('grpya')).toEqual(['grypa'])
  })

  test('the count in Polish plural forms', () => {
    expect([0, 1, 2, 5, 22, 25].map((count) => countText(count))).toEqual([
      'Brak wyników.',
      'Znaleziono 1 wynik.',
      'Znaleziono 2 wyniki.',
      'Znaleziono 5 wyników.',
      'Znaleziono 22 wyniki.',
      'Znaleziono 25 wyników.',
    ])
    // /szukaj lists the best 50: a count above says so (a phone trial read 'Znaleziono 50 wyników' as all there were).
    expect(countText(127, 50)).toBe('Znaleziono 127 wyników; poniżej 50 najlepiej pasujących.')
    expect(countText(50, 50)).toBe('Znaleziono 50 wyników.')
  })
})
