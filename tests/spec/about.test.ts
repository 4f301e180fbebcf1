import { describe, expect, test } from 'vitest'
import { history, transport } from '../../lib/data/aboutData.ts'
import { formatDate } from '../../lib/data/format.ts'
import { team } from '../../lib/data/serviceData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { FAQ_HIGHLIGHT_MS } from '../../components/faq/faqHighlight.client.ts'
import { mainText, openPage, sharedPage } from '../e2e/browser.ts'

const shared = sharedPage()

test('/historia: the milestones 2009, 2010, 2010–2014 and 2014', async () => {
  await shared.page.goto('/historia')
  await expect(shared.page.locator('.timeline__year').allInnerTexts()).resolves.toEqual(['2009', '2010', '2010–2014', '2014'])
  expect(history.milestones.map((milestone) => milestone.year)).toEqual(['2009', '2010', '2010–2014', '2014'])
  const text = await shared.page.locator('main').innerText()
  for (const milestone of history.milestones) expect(text).toContain(milestone.title)
})

test('/zespol: every person with role, specialisations and achievements', async () => {
  const text = await mainText(shared.page, '/zespol')
  for (const person of team.members) {
    for (const fact of [person.name, person.role, ...person.specializations, ...person.achievements]) expect(text).toContain(fact.replace(/\s+/g, ' '))
  }
})

test('/dane-rejestrowe: registry data, representation up to 5000 zł, board and council', async () => {
  const text = await mainText(shared.page, '/dane-rejestrowe')
  const { registry } = clinic
  for (const value of [
    registry.name,
    registry.krs,
    registry.nip,
    registry.regon,
    registry.vatStatus,
    registry.bankAccount,
    registry.bank,
    registry.legalForm,
    registry.court,
    registry.activity,
    formatDate(registry.registrationDate),
    clinic.address.street,
  ]) {
    expect(text).toContain(value)
  }
  expect(text).toContain('5000 zł')
  for (const member of [...registry.board, ...registry.council]) {
    expect(text).toContain(member.name)
    expect(text).toContain(member.role)
    expect(text).toContain(formatDate(member.date))
  }
})

test('/o-nas: the three values, parking 10/2, accessibility, the map placeholder', async () => {
  const text = await mainText(shared.page, '/o-nas')
  for (const value of ['Profesjonalizm', 'Bezpieczeństwo', 'Empatia'])
    await expect(shared.page.locator('main .card__title', { hasText: value }).count()).resolves.toBe(1)
  expect(text).toContain('parking na 10 samochodów, w tym 2 miejsca dla osób z niepełnosprawnościami')
  await expect(shared.page.locator('main .map-embed').count()).resolves.toBe(1)
})

test('/kontakt: contact data, map, transport, parking, accessibility, booking link, form', async () => {
  const text = await mainText(shared.page, '/kontakt')
  for (const value of [clinic.phone.number, clinic.email, clinic.address.street]) expect(text).toContain(value)
  await expect(shared.page.locator(`main a[href="${clinic.maps.directionsUrl}"]`).count()).resolves.toBeGreaterThanOrEqual(1)
  for (const kind of transport.transport) {
    expect(text).toContain(kind.type)
    for (const stop of kind.stops) {
      expect(text).toContain(stop.name)
      for (const line of stop.lines) expect(text).toContain(line)
    }
  }
  expect(text).toContain('parking na 10 samochodów')
  await expect(shared.page.locator('main a[href="/rezerwacja"]').count()).resolves.toBeGreaterThanOrEqual(1)
  await expect(shared.page.locator('main form[aria-label="Formularz kontaktowy"]').count()).resolves.toBe(1)
})

describe('/faq', () => {
  test('five categories from the Markdown, every question with a stable anchor', async () => {
    await shared.page.goto('/faq')
    await expect(shared.page.locator('main h2').count()).resolves.toBe(5)
    const ids = await shared.page.locator('main h3').evaluateAll((headings) => headings.map((heading) => heading.id))
    expect(ids.length).toBeGreaterThanOrEqual(15)
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true)
  })

  test('a quick link scrolls to its question, focuses it and highlights it for 2 s', async () => {
    const { page: faq, close: closeFaq } = await openPage(shared.browser, { reducedMotion: 'reduce' })
    // The clock stands still from before the page loads; only runFor moves it.
    const start = Date.now()
    await faq.clock.install({ time: start })
    await faq.clock.pauseAt(start + 1000)
    await faq.goto('/faq')
    const link = faq.locator('[data-faq-links] a').nth(3)
    const id = (await link.getAttribute('href'))!.slice(1)
    await link.click()
    const question = faq.locator(`[id="${id}"]`)
    await expect(faq.evaluate(() => document.activeElement?.id)).resolves.toBe(id)
    await expect(question.getAttribute('class')).resolves.toContain('faq-highlight')
    await expect(faq.evaluate(() => location.hash)).resolves.toBe(`#${id}`)
    await faq.clock.runFor(FAQ_HIGHLIGHT_MS - 200)
    await expect(question.getAttribute('class')).resolves.toContain('faq-highlight')
    await faq.clock.runFor(400)
    await expect(question.getAttribute('class')).resolves.not.toContain('faq-highlight')
    await expect.poll(() => question.evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    const top = await question.evaluate((heading) => heading.getBoundingClientRect().top)
    expect(top).toBeLessThan(400)
    await closeFaq()
  })

  test('after a smooth scroll, the 2 s of highlight count from when the page stands still', async () => {
    const { page: faq, close: closeFaq } = await openPage(shared.browser, { reducedMotion: 'no-preference' })
    const start = Date.now()
    await faq.clock.install({ time: start })
    await faq.clock.pauseAt(start + 1000)
    await faq.goto('/faq')
    // The scroll's end is held back, as on a phone where the smooth scroll takes a second or more.
    await faq.evaluate(() => {
      const held = (event: Event) => event.isTrusted && event.stopImmediatePropagation()
      window.addEventListener('scrollend', held, { capture: true })
      // The quick link's own scroll, not the one that brings the link into view before the click (a longer list).
      const marked = () => document.documentElement.setAttribute('data-scrolled', '')
      document.addEventListener('click', () => window.addEventListener('scroll', marked, { once: true }), { capture: true, once: true })
    })
    const link = faq.locator('[data-faq-links] a').last()
    const question = faq.locator(`[id="${(await link.getAttribute('href'))!.slice(1)}"]`)
    await link.click()
    await faq.locator('html[data-scrolled]').waitFor({ state: 'attached' })
    await faq.clock.runFor(FAQ_HIGHLIGHT_MS + 1000)
    await expect(question.getAttribute('class')).resolves.toContain('faq-highlight')
    await faq.evaluate(() => document.dispatchEvent(new Event('scrollend', { bubbles: true })))
    await faq.clock.runFor(FAQ_HIGHLIGHT_MS - 200)
    await expect(question.getAttribute('class')).resolves.toContain('faq-highlight')
    await faq.clock.runFor(400)
    await expect(question.getAttribute('class')).resolves.not.toContain('faq-highlight')
    await closeFaq()
  })
})

test('/prawa-pacjenta: six rights, complaints in 14 working days, ombudsman link, 20 years, age 16', async () => {
  const text = await mainText(shared.page, '/prawa-pacjenta')
  await expect(shared.page.locator('main .cards > li').count()).resolves.toBe(6)
  expect(text).toContain('14 dni roboczych')
  await expect(shared.page.locator('main a[href="https://www.gov.pl/web/rpp"]').count()).resolves.toBeGreaterThanOrEqual(1)
  expect(text).toContain('co najmniej 20 lat')
  expect(text).toContain('16 lat')
})

test.each([
  ['/polityka-prywatnosci', 'Formspree'],
  ['/regulamin', 'bez rejestracji'],
  ['/polityka-jakosci', 'jakości'],
])('%s is in force from 13.03.2025 (from the frontmatter) and says what the site does', async (path, fact) => {
  const text = await mainText(shared.page, path)
  await expect(shared.page.locator('.page-header .meta').innerText()).resolves.toBe('Obowiązuje od 13.03.2025')
  expect(text).toContain(fact)
})

test('/polityka-cookies: the durations and every cookie the site can set', async () => {
  const text = await mainText(shared.page, '/polityka-cookies')
  for (const fact of ['cookie-consent', 'cookie-preferences', '12 miesięcy', '24 miesiące', 'Google Maps']) expect(text).toContain(fact)
})

test('/mapa-strony: the link to sitemap.xml, contact data and opening hours', async () => {
  const text = await mainText(shared.page, '/mapa-strony')
  await expect(shared.page.locator('main a[href="/sitemap.xml"]').count()).resolves.toBe(1)
  for (const value of [clinic.phone.number, clinic.email, clinic.address.street]) expect(text).toContain(value)
  for (const schedule of clinic.hours) expect(text).toContain(`${schedule.opens}–${schedule.closes}`)
})
