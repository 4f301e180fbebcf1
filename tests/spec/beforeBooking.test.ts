import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { isProfileAddress } from '../../lib/schemas/clinicSchema.ts'
import { fillFacts, midSentence } from '../../lib/data/clinicFacts.ts'
import { buildDate, noticeIsCurrent } from '../../lib/data/notices.ts'
import { priceItem, vaccinePrices, vaccines } from '../../lib/data/priceData.ts'
import { services, team, teamMember } from '../../lib/data/serviceData.ts'
import { remainingSampleLabels, samples } from '../../lib/data/siteSamples.ts'
import { clinic, consentTexts, forms } from '../../lib/data/siteData.ts'
import { visitLengthText } from '../../lib/data/visitTypes.ts'
import { messages } from '../../lib/forms/messages.ts'
import { timeSlots } from '../../lib/forms/timeSlots.ts'
import { mainText, openPage, rowText, sharedPage } from '../e2e/browser.ts'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { frozenSite } from '../frozenSite.ts'

// Issue 20: what a patient asks before booking, answered in one voice. Each
// point is fixed at its source (one fact in one data file); each test reads
// it from the built pages, as a visitor reads them (as consistency.test.ts does).

const shared = sharedPage()
const routes = readContentPages(frozenSite).map((page) => page.route)
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const visit = (value: string) => forms.bookingForm.visitTypes.find((type) => type.value === value)!
const programmeNote = (id: string) => vaccinePrices.programmes!.find((programme) => programme.id === id)!.note

/** The text of a section: its heading and everything up to the next heading of the same or a higher level. */
async function sectionText(page: Page, id: string): Promise<string> {
  return squash(
    await page.locator(`#${id}`).evaluate((heading) => {
      const level = Number(heading.tagName[1])
      let text = heading.textContent ?? ''
      for (
        let node = heading.nextElementSibling;
        node && !(/^H[1-6]$/.test(node.tagName) && Number(node.tagName[1]) <= level);
        node = node.nextElementSibling
      ) {
        text += ` ${(node as HTMLElement).innerText ?? node.textContent}`
      }
      return text
    }),
  )
}

/** Opens the booking form at `address` and waits for the site's script, which picks the type and vaccine the address names. */
async function bookingFormAt(page: Page, address: string) {
  await page.goto(address)
  await page.locator('[data-island="forms/BookingForm"]').scrollIntoViewIfNeeded()
  await page.locator('[data-island="forms/BookingForm"][data-hydrated]').waitFor()
}

describe('calls to action and the forms', () => {
  test('every call to action books the visit type its page is about; the travel page books a 30-minute travel visit', async () => {
    // The pages whose buttons book; every other page's buttons lead to the form without a type, or elsewhere.
    const about: Record<string, string> = {
      '/szczepienia/podroze': 'podroz',
      '/szczepienia/dzieci': 'szczepienie',
      '/szczepienia/niemowleta': 'szczepienie',
      '/szczepienia/ciaza': 'szczepienie',
      '/szczepienia': 'szczepienie',
      '/przygotowanie-do-szczepienia': 'szczepienie',
      '/konsultacje': 'konsultacja',
    }
    for (const route of routes) {
      await shared.page.goto(route)
      const targets = await shared.page
        .locator('main a.cta[href*="/rezerwacja?"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('wizyta')))
      for (const slug of targets) expect(slug, route).toBe(about[route])
      if (about[route]) expect(targets.length, route).toBeGreaterThan(0)
    }
    const travel = visit('travel')
    expect(travel.slug).toBe('podroz')
    expect(await mainText(shared.page, '/szczepienia/podroze')).toContain(`rezerwujemy ${visitLengthText('travel')}`)
    await bookingFormAt(shared.page, '/rezerwacja?wizyta=podroz')
    await expect(shared.page.inputValue('#rezerwacja-visitType')).resolves.toBe('travel')
    const slots = await shared.page.locator('#rezerwacja-time option:not([value=""])').allInnerTexts()
    expect(slots).toEqual(timeSlots(travel.opens, travel.closes, travel.minutes))
    expect(slots.slice(0, 2)).toEqual(['16:00', '16:30'])
  })

  test('the hub cards Grypa, COVID-19 and WZW lead to the facts (price, who gets it free, doses), each with a button that books that vaccine', async () => {
    await shared.page.goto('/szczepienia')
    const cards = [
      { title: 'Grypa', id: 'grypa', vaccine: 'flu', free: programmeNote('grypa') },
      { title: 'COVID-19', id: 'covid-19', vaccine: 'covid', free: programmeNote('covid-19') },
      { title: 'Wirusowe zapalenie wątroby', id: 'wirusowe-zapalenie-watroby-wzw', vaccine: 'hepatitis', free: undefined },
    ]
    for (const card of cards) {
      await shared.page.goto('/szczepienia')
      await expect(shared.page.locator('.card a', { hasText: card.title }).getAttribute('href'), card.title).resolves.toBe(`/szczepienia#${card.id}`)
      const section = await sectionText(shared.page, card.id)
      expect(section, card.title).toMatch(/\d+ zł/)
      expect(section, card.title).toContain('Liczba dawek')
      if (card.free) expect(section, card.title).toContain(card.free)
      const slug = visit('vaccination').variants!.find((variant) => variant.value === card.vaccine)!.slug!
      const button = shared.page.locator(`#${card.id} ~ a.cta`).first()
      await expect(button.getAttribute('href')).resolves.toBe(`/rezerwacja?wizyta=szczepienie&szczepionka=${slug}`)
      await bookingFormAt(shared.page, `/rezerwacja?wizyta=szczepienie&szczepionka=${slug}`)
      await expect(shared.page.inputValue('#rezerwacja-visitType')).resolves.toBe('vaccination')
      await expect(shared.page.inputValue('#rezerwacja-vaccineType')).resolves.toBe(card.vaccine)
    }
  })

  test("the error summary names each field once, and every message spells 'e-mail'", async () => {
    const { page, close } = await openPage(shared.browser)
    await bookingFormAt(page, '/rezerwacja')
    await page.locator('[data-island="forms/BookingForm"] button[type="submit"]').click()
    const summary = await page.locator('.error-summary li').allInnerTexts()
    expect(summary).toContain(messages.nameRequired)
    expect(summary).toContain(messages.visitTypeRequired)
    expect(summary).toContain('Adres e-mail jest wymagany')
    for (const line of summary) {
      expect(line).not.toMatch(/^([^:]+): \1/)
      expect(line).not.toMatch(/\bemail\b/)
    }
    await close()
  })

  test('PrEP: booked by phone, and the form asks the clinic to call back; no page says "only by phone" beside the form', async () => {
    const prep = visit('prep')
    const note = fillFacts(prep.note!, clinic, { telefon: clinic.phone.number })
    expect(note).toMatch(/umawiamy telefonicznie/)
    expect(note).toMatch(/prośbą o telefon/)
    for (const path of ['/prep', '/faq']) expect(await mainText(shared.page, path), path).toContain(squash(note))
    for (const route of routes) {
      expect(await mainText(shared.page, route), route).not.toMatch(/PrEP[^.]*wyłącznie[^.]*telefon|wyłącznie telefonicznie/)
    }
  })
})

describe('facts a patient needs, one source each', () => {
  test('who works when: each set of hours names who sees patients, and each person card says when', async () => {
    const text = await mainText(shared.page, '/kontakt')
    for (const schedule of clinic.hours.filter((hours) => hours.staff)) {
      const row = squash(await shared.page.locator('main .hours__row', { hasText: schedule.label }).first().innerText())
      for (const id of schedule.staff!) expect(row, schedule.id).toContain(teamMember(id).name)
    }
    for (const id of ['szczepienia', 'pracownicze', 'konsultacje']) expect(clinic.hours.find((hours) => hours.id === id)!.staff?.length, id).toBeGreaterThan(0)
    expect(text).toContain('Przyjmuje:')
    const consultant = teamMember('lekarz-konsultacje')
    expect(consultant.bio).not.toMatch(/wtorkow|przyjmuje/i)
    await shared.page.goto('/zespol')
    for (const member of team.members) {
      const hours = clinic.hours.filter((schedule) => schedule.staff?.includes(member.id))
      const card = squash(await shared.page.locator(`#${member.id}`).locator('xpath=..').innerText())
      // The days first, the schedule's label lower-case after them (issue 44: no capital mid-sentence).
      for (const schedule of hours)
        expect(card, member.id).toContain(`${schedule.daysLabel}, ${schedule.opens}–${schedule.closes} (${midSentence(schedule.label)})`)
    }
    // The people on duty are samples until the clinic names its own.
    for (const member of team.members)
      expect(
        samples.some((sample) => sample.file === 'content/data/team.yaml' && sample.value === member.name),
        member.name,
      ).toBe(true)
  })

  test("a 'refunded' vaccine: the steps and what is paid here; flu and COVID-19 say who gets them free; programme vaccines are 'poza PSO'", async () => {
    const prices = await mainText(shared.page, '/cennik')
    // A row with the note under the table it points to (a note several rows share is said once).
    const boostrix = await rowText(shared.page.locator('main table tr', { hasText: 'Boostrix' }).filter({ hasNotText: 'Polio' }).first())
    expect(boostrix).toContain(programmeNote('ciaza'))
    expect(boostrix).not.toMatch(/szczepionka jest w pełni refundowana \(zob/)
    for (const [product, programme] of [
      ['Szczepionka przeciw grypie', 'grypa'],
      ['Comirnaty', 'covid-19'],
    ] as const) {
      for (const path of ['/cennik', '/szczepienia/podroze']) {
        await shared.page.goto(path)
        expect(await rowText(shared.page.locator('main table tr', { hasText: product }).first()), `${path} ${product}`).toContain(programmeNote(programme))
      }
    }
    // The refund route is explained once, on /szczepienia (issue 30); the price list sends there.
    expect(prices).toContain('za co wtedy płacisz')
    await shared.page.goto('/cennik')
    expect(await shared.page.locator('main a[href$="/szczepienia#szczepionki-refundowane"]').count()).toBeGreaterThan(0)
    const pregnancy = await mainText(shared.page, '/szczepienia/ciaza')
    for (const step of vaccines.refundInPregnancy!.steps) expect(pregnancy).toContain(step)
    expect(pregnancy).toContain(vaccines.refundInPregnancy!.paidHere)
    const infants = await mainText(shared.page, '/szczepienia/niemowleta')
    expect(infants).not.toContain('nierefundowan')
    expect(infants).toContain(vaccinePrices.psoNote!)
  })

  test('days, hours and visit length of PrEP, microbiota and rehabilitation, and samples without booking, in the hours panels', async () => {
    for (const path of ['/kontakt', '/']) {
      await shared.page.goto(path)
      for (const id of ['prep', 'mikrobiota', 'rehabilitacja']) {
        const schedule = clinic.hours.find((hours) => hours.id === id)!
        const row = squash(await shared.page.locator('main .hours__row', { hasText: schedule.label }).first().innerText())
        expect(row, `${path} ${id}`).toContain(`${schedule.daysLabel}, ${schedule.opens}–${schedule.closes}`)
        expect(row, `${path} ${id}`).toMatch(/Czas wizyty: \d+ min/)
      }
      const samplesRow = squash(await shared.page.locator('main .hours__row', { hasText: 'Pobieranie materiału' }).first().innerText())
      expect(samplesRow, path).toContain('bez wcześniejszej rejestracji')
    }
    expect(await mainText(shared.page, '/prep')).toContain(`Czas wizyty: ${visit('prep').minutes} min`)
    for (const [path, id] of [
      ['/mikrobiota', 'mikrobiota'],
      ['/rehabilitacja', 'rehabilitacja'],
    ] as const) {
      const schedule = clinic.hours.find((hours) => hours.id === id)!
      expect(await mainText(shared.page, path), path).toContain(`Czas wizyty: ${schedule.visitMinutes} min`)
    }
  })

  test('the consultation price states what decides it, on /cennik and in the FAQ answer, which gives the price', async () => {
    const consultation = priceItem('konsultacja-lekarska')
    expect(consultation.priceBasis).toBeTruthy()
    expect(await mainText(shared.page, '/cennik')).toContain(consultation.priceBasis!)
    await shared.page.goto('/faq')
    const answer = await sectionText(shared.page, 'ile-kosztuje-konsultacja-lekarska')
    expect(answer).toContain(consultation.price)
    expect(answer).toContain(consultation.priceBasis!)
  })

  test("'Konsultacje lekarskie', never 'specjalistyczne', for a doctor whose scope is family medicine", async () => {
    await shared.page.goto('/konsultacje')
    await expect(shared.page.locator('h1').innerText()).resolves.toBe('Konsultacje lekarskie')
    for (const route of routes) {
      expect(await mainText(shared.page, route), route).not.toMatch(/[Kk]onsultacj\w* specjalistyczn|lekarza specjalisty/)
    }
  })

  test("the rehabilitation booking link is the clinic's profile (a sample), in the menu and on the page", async () => {
    expect(isProfileAddress(clinic.rehabilitationBookingUrl)).toBe(true)
    expect(samples.map((sample) => sample.value)).toContain(clinic.rehabilitationBookingUrl)
    await shared.page.goto('/rehabilitacja')
    await expect(shared.page.locator(`header nav a[href="${clinic.rehabilitationBookingUrl}"]`).count()).resolves.toBeGreaterThan(0)
    await expect(shared.page.locator(`main a[href="${clinic.rehabilitationBookingUrl}"]`).count()).resolves.toBeGreaterThan(0)
    await expect(shared.page.locator('a[href="https://booksy.com/pl-pl/"]').count()).resolves.toBe(0)
  })
})

describe('dated and medical statements', () => {
  test('a notice carries its last day: shown until it, not after it (the build date), and none past its day on the price tables', async () => {
    const today = buildDate()
    const dated = vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants)).filter((variant) => variant.unavailableUntil)
    for (const path of ['/cennik', '/szczepienia/podroze']) {
      await shared.page.goto(path)
      for (const variant of dated) {
        const badges = await shared.page.locator('main tr', { hasText: variant.name }).locator('.badge').count()
        expect(badges > 0, `${path} ${variant.name}`).toBe(noticeIsCurrent(variant.unavailableUntil, today))
      }
      expect(await mainText(shared.page, path), path).not.toContain('do marca 2025')
    }
  })

  test('the HIV figures on /prep: the spec’s claim, a year and source only when the data give them (issue 30)', async () => {
    const { statement, year, source, sourceUrl } = services.prep.hivFigures
    const text = await mainText(shared.page, '/prep')
    expect(text).toContain(statement)
    if (source) expect(text).toContain(source)
    else expect(text).not.toMatch(/Dane za rok|Źródło:/)
    if (year) expect(text).toContain(year)
    // The source line only with a source, and its link only with an address.
    await expect(shared.page.locator('main .source-note').count()).resolves.toBe(source ? 1 : 0)
    await expect(shared.page.locator('main .source-note a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(
      sourceUrl ? [sourceUrl] : [],
    )
  })

  test('medical Polish: HBsAg, masaż twarzy Kobido, one Varilrix interval, meningococcal groups, the second procedure, oba, fundacja in lower case', async () => {
    const everything: string[] = []
    for (const route of routes) everything.push(`${route}: ${await mainText(shared.page, route)}`)
    const all = everything.join('\n')
    expect(all).not.toMatch(/HBs Ag|kobido twarzy|nie krótszym niż 4 tygodnie|A, C, W, Y lub C|meningokok\w* typu B|obie w pełni/)
    expect(all).not.toMatch(/[a-ząćęłńóśźż,] Fundacja prowadząca/)
    expect(await mainText(shared.page, '/badania-laboratoryjne')).toContain('HBsAg')
    expect(await mainText(shared.page, '/rehabilitacja')).toContain('masaż twarzy Kobido')
    expect(await mainText(shared.page, '/mikrobiota')).toMatch(/Kontrolne badanie kału nie wcześniej niż 7 dni po drugim zabiegu/)
    await shared.page.goto('/szczepienia/ciaza')
    await expect(shared.page.locator('meta[name="description"]').getAttribute('content')).resolves.toContain('oba szczepienia')
    await shared.page.goto('/cennik')
    for (const row of await shared.page.locator('main table tr', { hasText: 'Varilrix' }).allInnerTexts()) expect(row).toContain('co najmniej 6 tygodni')
  })

  test("the clinic's own waiting periods are labelled once, where they are defined; the other pages point there", async () => {
    const defined = await mainText(shared.page, '/przygotowanie-do-szczepienia')
    expect(defined).toContain('są zaleceniem naszej przychodni, a nie ogólną zasadą medyczną')
    expect(defined).toMatch(/antybiotykoterapi[^.]*7–14 dni/)
    for (const path of ['/', '/faq', '/szczepienia', '/szczepienia/dzieci', '/szczepienia/niemowleta', '/szczepienia/pracownicze']) {
      const text = await mainText(shared.page, path)
      expect(text, path).not.toMatch(/antybiotyk[^.]*\d+–\d+ dni|grypy[^.]*\d+–\d+ tygodni/)
      await expect(
        shared.page.locator('main a[href="/przygotowanie-do-szczepienia#odstep-po-chorobie-zalecenie-przychodni"]').count(),
        path,
      ).resolves.toBeGreaterThan(0)
    }
  })
})

describe('honest to the visitor', () => {
  test('cookies, one story: the banner, the cookie policy and the privacy policy say the same of each category', async () => {
    const { page, close } = await openPage(shared.browser, { firstVisit: true })
    await page.goto('/')
    const template = await page.evaluate(() => {
      const banner = document.querySelector<HTMLTemplateElement>('template')!.content
      return { simple: banner.querySelector('[data-view="simple"]')!.textContent!, settings: banner.querySelector('[data-view="settings"]')!.textContent! }
    })
    await close()
    const policy = await mainText(shared.page, '/polityka-cookies')
    const privacy = await mainText(shared.page, '/polityka-prywatnosci')
    for (const category of ['necessary', 'functional', 'analytics', 'marketing'] as const) {
      const { description } = consentTexts.categories[category]
      expect(squash(template.settings), category).toContain(description)
      expect(policy, category).toContain(description)
      expect(privacy, category).toContain(description)
    }
    // The site sets no analytics or marketing cookie today: the banner says so, and never the opposite.
    expect(consentTexts.analyticsId).toBeUndefined()
    for (const sentence of squash(template.simple)
      .split(/(?<=\.) /)
      .filter((part) => /analityczn|marketingow/.test(part)))
      expect(sentence).toMatch(/\bnie\b/)
    expect(privacy).not.toMatch(/używa\w* narzędzi\w* analityczn\w* (?!.*nie)/)
  })

  test('cookie names render as typed: _ga and _ga_* on /polityka-cookies', async () => {
    const text = await mainText(shared.page, '/polityka-cookies')
    expect(text).toContain('_ga, _ga_*')
    await expect(shared.page.locator('main code', { hasText: '_ga_*' }).count()).resolves.toBe(1)
  })

  test('sample data: every page says how many values are samples and links to their list, below the header it leaves as the spec fixes it', async () => {
    const labels = remainingSampleLabels(frozenSite)
    expect(labels.length).toBeGreaterThan(0)
    for (const route of [...routes, '/strona-ktorej-nie-ma']) {
      await shared.page.goto(route)
      const notice = shared.page.locator('main > .sample-notice')
      await expect(notice.count(), route).resolves.toBe(1)
      expect(squash(await notice.innerText()), route).toContain(`${labels.length} informac`)
      await expect(notice.locator('a').getAttribute('href'), route).resolves.toBe('/mapa-strony#dane-przykladowe')
    }
    // The list the notice links to names each remaining sample (issue 42: one line on every page, the list on the site map).
    await shared.page.goto('/mapa-strony#dane-przykladowe')
    const list = await shared.page.locator('section:has(> h2#dane-przykladowe) li').allInnerTexts()
    expect(list.map(squash)).toEqual(labels)
    // The fixed header and the 120 px above the content stay where the spec puts them.
    await shared.page.goto('/')
    const layout = await shared.page.evaluate(() => ({
      padding: getComputedStyle(document.body).paddingTop,
      header: getComputedStyle(document.querySelector('.site-header')!).position,
      noticeTop: document.querySelector('.sample-notice')!.getBoundingClientRect().top,
    }))
    expect(layout).toEqual({ padding: '120px', header: 'fixed', noticeTop: 120 })
  })
})
