import { describe, expect, test } from 'vitest'
import { clinic, navigation } from '../../lib/data/siteData.ts'
import { parkingText } from '../../lib/data/clinicFacts.ts'
import { patientTopic } from '../../lib/data/patientInfo.ts'
import { intervals, vaccinePrices } from '../../lib/data/priceData.ts'
import { labTests, priceItem } from '../../lib/data/priceData.ts'
import { mainText, rowText, sharedPage } from '../e2e/browser.ts'

// Facts that once disagreed between pages, each now said one way (issue 13):
// read from the built pages as a visitor reads them.

const shared = sharedPage()

describe('one answer per question', () => {
  test('vaccines of the national programme: free at the POZ within it, the price is for vaccination outside it', async () => {
    await shared.page.goto('/szczepienia/dzieci')
    const programme = ['Hexacima', 'Infanrix hexa', 'Rotarix', 'RotaTeq', 'Prevenar 20', 'M-M-RvaxPro']
    // The sentence is the data's (vaccinePrices.yaml psoNote); what it must say is checked on it.
    expect(vaccinePrices.psoNote).toMatch(/bezpłatne w przychodni POZ dziecka/)
    expect(vaccinePrices.psoNote).toMatch(/poza programem/)
    for (const product of programme) {
      // The row, and the note under the table it points to: a note the programme's rows share is said once.
      const text = await rowText(shared.page.locator('main table tr', { hasText: product }).last())
      expect(text, product).toContain(vaccinePrices.psoNote)
    }
    // A recommended, paid vaccine carries no such note.
    const bexsero = await rowText(shared.page.locator('main table tr', { hasText: 'Bexsero' }).last())
    expect(bexsero).not.toContain('bezpłatne w przychodni POZ')
    expect(bexsero).toContain('4')
  })

  test('the 200 zł travel advice is paid only without a vaccination, on the travel page and on the price list', async () => {
    const advice = priceItem('porada-podroznicza')
    for (const path of ['/szczepienia/podroze', '/cennik']) {
      const text = await mainText(shared.page, path)
      expect(text, path).toContain(advice.price)
      expect(text, path).toMatch(/nie dostajesz żadnej szczepionki|bez szczepienia/)
      // The proof-reader's 'kosztuje 200 zł tylko wtedy, gdy …' (issue 44) reads as if the price depended on it.
      expect(text, path).not.toMatch(/tylko wtedy, gdy podczas tej wizyty/)
    }
  })

  test('pregnancy: four vaccines in the lead and in the table, dTpa and Abrysvo, never Arexvy as the pregnancy vaccine', async () => {
    const text = await mainText(shared.page, '/szczepienia/ciaza')
    expect(text).toContain('cztery szczepienia')
    expect(await shared.page.locator('main table tbody tr').count()).toBe(4)
    const pertussis = await shared.page.locator('main table tbody tr', { hasText: 'krztu' }).innerText()
    expect(pertussis).toContain('dTpa')
    expect(pertussis).not.toContain('DTPa') // the children's vaccine; the page names it only to say it is not used
    const rsv = await shared.page.locator('main table tbody tr', { hasText: 'RSV' }).innerText()
    expect(rsv).toContain('Abrysvo')
    expect(rsv).not.toContain('Arexvy')
    expect(text).toMatch(/Arexvy[^.]*nie stosuje się jej w ciąży/) // named only to say so
    const prices = await mainText(shared.page, '/cennik')
    expect(prices).toContain('krztuścowi (dTpa)')
    expect(prices).toMatch(/Arexvy[^.]*(60|dorośli)/)
  })

  test('Saturdays: every page that names them says where their dates are given, from clinic.yaml', async () => {
    const vaccinationPoint = clinic.hours.find((schedule) => schedule.id === 'szczepienia')!
    expect(vaccinationPoint.note).toMatch(/sobot.*infolinia/)
    for (const path of ['/szczepienia', '/szczepienia/dzieci', '/szczepienia/ciaza', '/faq']) {
      const text = await mainText(shared.page, path)
      expect(text, path).toContain(vaccinationPoint.note!)
      expect(text, path).not.toMatch(/wybrane soboty(?!; terminy sobotnie)/)
    }
  })

  test('the prices /mikrobiota and /prep send the visitor to are on /cennik, at the anchor they link to', async () => {
    for (const [path, anchor] of [
      ['/mikrobiota', 'mikrobiota-jelitowa'],
      ['/prep', 'profilaktyka-hiv-prep'],
    ] as const) {
      await shared.page.goto(path)
      await expect(shared.page.locator(`main a[href="/cennik#${anchor}"]`).count(), path).resolves.toBeGreaterThan(0)
    }
    await shared.page.goto('/cennik')
    for (const anchor of ['mikrobiota-jelitowa', 'profilaktyka-hiv-prep']) {
      const section = await shared.page.locator(`#${anchor}`).evaluate((heading) => {
        let text = ''
        for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) text += node.textContent
        return text
      })
      expect(section, anchor).toMatch(/\d+ zł/)
    }
  })

  test('one term each: panele alergiczne, the lab categories as the filters, M-M-RvaxPro and Varilrix in every table', async () => {
    for (const path of ['/cennik', '/badania-laboratoryjne', '/o-nas']) {
      expect(await mainText(shared.page, path), path).not.toContain('alergologiczn')
    }
    const lab = await mainText(shared.page, '/badania-laboratoryjne')
    for (const category of labTests.categories) expect(lab, category.title).toContain(category.title)
    const prices = await mainText(shared.page, '/cennik')
    expect(prices).toContain('M-M-RvaxPro')
    expect(prices).toContain('Varilrix')
    expect(prices).not.toMatch(/Priorix|Varivax/)
  })

  test("/szczepienia is one page: the menu and footer keep the spec's 'Konsultacje szczepień'; the heading does not repeat it", async () => {
    await shared.page.goto('/szczepienia')
    const heading = await shared.page.locator('h1').innerText()
    // 'Szczepienia – konsultacje szczepień' said one word twice; the heading names what the page is about.
    expect(heading).toMatch(/^Szczepienia\b/)
    expect(heading.toLowerCase()).not.toContain('konsultacje szczepień')
    const footer = await shared.page.locator('footer a[href="/szczepienia"]').first().innerText()
    expect(footer).toContain('konsultacje szczepień')
    expect(JSON.stringify(navigation)).toContain('Konsultacje szczepień')
  })

  test('medical Polish: denga, stacja metra, zakażenia przenoszone drogą płciową, Zakres pracy, no "masaż leczniczy"', async () => {
    expect(await mainText(shared.page, '/szczepienia/podroze')).not.toMatch(/\bdengue\b/i)
    expect(await mainText(shared.page, '/kontakt')).toContain('stacja metra')
    expect(await mainText(shared.page, '/prep')).toContain('zakażenia przenoszone drogą płciową')
    expect(await mainText(shared.page, '/zespol')).toContain('Zakres pracy')
    for (const path of ['/', '/rehabilitacja', '/o-nas']) expect(await mainText(shared.page, path), path).not.toContain('masaż leczniczy')
  })

  test('facts typed once, read the same wherever they stand: parking, intervals, practical answers', async () => {
    const parking = parkingText(clinic.parking)
    for (const path of ['/', '/kontakt', '/o-nas', '/rehabilitacja']) expect(await mainText(shared.page, path), path).toContain(parking)
    // The clinic's own waiting periods stand, labelled, on one page (issue 20; tests/spec/beforeBooking.test.ts).
    const afterAntibiotic = intervals['po-antybiotyku']!.value
    expect(await mainText(shared.page, '/przygotowanie-do-szczepienia')).toMatch(new RegExp(`antybiotykoterapi[^.]*${afterAntibiotic}`))
    const phone = (text: string) => text.replaceAll('{telefon}', clinic.phone.number)
    const cancelling = phone(patientTopic('odwolanie').text!).replace(/\s+/g, ' ')
    for (const path of ['/faq', '/kontakt', '/rezerwacja']) expect(await mainText(shared.page, path), path).toContain(cancelling)
    const [firstToBring] = patientTopic('co-zabrac').items!
    for (const path of ['/faq', '/rezerwacja']) expect(await mainText(shared.page, path), path).toContain(firstToBring)
  })
})
