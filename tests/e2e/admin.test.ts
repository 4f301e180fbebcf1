import { idFromName } from '../../lib/cms/namedIds.ts'
import { publishedChanges } from '../../lib/cms/preview/publishedChanges.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { changeWords } from '../../renderer/preview/changesHtml.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { distDir } from './site.ts'
import {
  addLabTest,
  addListItem,
  changedLines,
  checkErrorsWith,
  clickButtonIn,
  closeRows,
  drawn,
  fieldWithValue,
  fillNewField,
  inField,
  insertedLines,
  openEntry,
  openRow,
  readRepositoryFile,
  repositoryFiles,
  saveAndRead,
  screenshot,
  openEditorPage,
} from './adminHelpers.ts'
import { WAIT } from './browser.ts'

/**
 * The browser editor at /admin/ (Sveltia CMS), offline, with the CMS's test
 * backend loaded with this repository's files: a change touches only its own
 * lines, and what the form refuses is what the check refuses.
 */
/** Screenshots for the editors' guide (docs/edycja/), taken on every run; UPDATE_SCREENSHOTS=1 copies them into docs/images/edytor. */
let page: Page
let close: () => Promise<void>
const original = repositoryFiles()

beforeAll(async () => {
  ;({ page, close } = await openEditorPage({ width: 1280, height: 860 }))
})
afterAll(() => close?.())

describe('/admin/', () => {
  it('is served from our own origin, in Polish, kept out of search engines and the sitemap', async () => {
    const html = readFileSync(join(distDir, 'admin/index.html'), 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    // start.js loads sveltia-cms.js from beside it, outside a frame only (tests/e2e/adminFramed.test.ts).
    expect(html).toMatch(/<script src="start.js"[^>]*><\/script>/)
    expect(html).not.toMatch(/https?:\/\/[^"]*\.js/)
    expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl')
    await screenshot(page, 'kolekcje')
  })

  // Every form (each data file's, each page's) opens without a console error or a request to another origin:
  // tests/e2e/adminLanguage.test.ts checks that on each form it opens, so that no form is opened twice for it.

  it('changing one lab test price changes exactly that line, and the check accepts the file', async () => {
    const path = 'content/data/labTests.yaml'
    await openEntry(page, 'dane', 'labTests')
    const first = (parse(original[path]!) as { categories: { items: { name: string; price: string }[] }[] }).categories[0]!.items[0]!
    const tshPrice = first.price
    const field = await fieldWithValue(page, tshPrice)
    await field.fill('37 zł')
    // The preview puts what the site shows now (this build's content/, which /admin/ was built with) beside the form's
    // values: the way back after saving (issue 43). Here the editor's repository is the frozen site, so on another
    // clinic's content the list holds more than the price; it is the list of that content's differences.
    const changes = page.frameLocator('iframe[src^="blob:"]').locator('[data-published-changes] li')
    const now = structuredClone(parse(original[path]!)) as { categories: { items: { price: string }[] }[] }
    now.categories[0]!.items[0]!.price = '37 zł'
    const published = parse(readFileSync(join(process.cwd(), path), 'utf8'))
    const expected = publishedChanges(dataSchemas['labTests.yaml']!, published, now).map((change) => `${change.where}: ${changeWords(change)}`)
    await expect.poll(() => changes.allInnerTexts(), { timeout: WAIT }).toEqual(expected)
    await screenshot(page, 'cena-badania')
    const saved = await saveAndRead(page, path)
    expect(changedLines(original[path]!, saved)).toEqual([[expect.any(Number), `        price: ${tshPrice}`, '        price: 37 zł']])
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
  })

  it('changing a page title and one sentence changes only those lines; components and comments stay byte for byte', async () => {
    const path = 'content/badania-laboratoryjne.mdx'
    await openEntry(page, 'strony', 'badania-laboratoryjne')
    await (await fieldWithValue(page, 'Badania laboratoryjne')).fill('Badania laboratoryjne i pobrania')
    const sentence = 'Na badania nie jest potrzebne skierowanie.'
    const body = await fieldWithValue(page, sentence, { containing: true })
    await body.fill((await body.inputValue()).replace(sentence, 'Na badania nie potrzebujesz skierowania.'))
    await screenshot(page, 'strona')
    const saved = await saveAndRead(page, path)
    const changes = changedLines(original[path]!, saved)
    expect(changes.map(([, , after]) => after)).toEqual([
      'title: Badania laboratoryjne i pobrania',
      expect.stringContaining('Na badania nie potrzebujesz skierowania.'),
    ])
    for (const component of ['<Hours only={["pobrania"]} />', '<Price id="pobranie-w-domu" />', '{/*']) {
      expect(saved.split(component).length, component).toBe(original[path]!.split(component).length)
    }
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
  })

  it('a lead of two paragraphs: no problem in the preview, saved as two, and the check accepts the file', async () => {
    // The field is multi-line, so an editor can leave an empty line in it: the check read that line as the end
    // of the page's fields and refused the page ('blok „---” … nie jest zamknięty').
    const path = 'content/o-nas.mdx'
    await openEntry(page, 'strony', 'o-nas')
    const lead = page.locator('.field[data-key-path="lead"] textarea')
    const first = (await lead.inputValue()).trim()
    await lead.fill(`${first}\n\nDrugi akapit wprowadzenia.`)
    const preview = page.frameLocator('iframe[src^="blob:"]')
    await expect.poll(() => preview.locator('p.lead').allInnerTexts(), { timeout: WAIT }).toEqual([first, 'Drugi akapit wprowadzenia.'])
    await preview.locator('main[data-checked="true"]').waitFor({ timeout: WAIT })
    expect(await preview.locator('[data-problem]').count()).toBe(0)
    const saved = await saveAndRead(page, path)
    expect(saved).toContain(`\n\n  Drugi akapit wprowadzenia.\n`)
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
  })

  it("refuses an invalid price in the form, in the check's Polish words, and writes nothing", async () => {
    const path = 'content/data/labTests.yaml'
    const before = await readRepositoryFile(page, path)
    await openEntry(page, 'dane', 'labTests')
    const field = await fieldWithValue(page, '35 zł')
    await field.fill('35 PLN')
    await page.getByRole('button', { name: 'Zapisz' }).click()
    const message = 'ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”'
    await page.getByText(message).first().waitFor()
    await field.scrollIntoViewIfNeeded()
    await screenshot(page, 'bledna-cena')
    expect(await readRepositoryFile(page, path)).toBe(before)
    // Put it back so that the next test starts from a valid form: the form takes it (its message goes) before the test ends.
    await field.fill('35 zł')
    await expect.poll(() => page.getByText(message).count(), { timeout: WAIT }).toBe(0)
  })

  it('adding a lab test to a category and a person to the team gives files the check accepts; the person is picked for some hours at once', async () => {
    const labPath = 'content/data/labTests.yaml'
    const firstCategory = (parse(original[labPath]!) as { categories: { title: string }[] }).categories[0]!
    await openEntry(page, 'dane', 'labTests')
    await addLabTest(page, firstCategory.title, 'Witamina K', '95 zł')
    const labTests = await saveAndRead(page, labPath)
    const category = (parse(labTests) as { categories: { items: { name: string; price: string }[] }[] }).categories[0]!
    expect(category.items.at(-1)).toEqual({ name: 'Witamina K', price: '95 zł' })

    await openEntry(page, 'dane', 'team')
    await addListItem(
      page,
      page
        .getByRole('button', { name: /^Dodaj/ })
        .filter({ hasText: /osob/i })
        .last(),
      'Osoby',
    )
    // No code to type: the form makes the person's code itself.
    await fillNewField(page, 'Tytuł, imię i nazwisko', 'lek. Jan Przykładowy')
    await fillNewField(page, 'Funkcja', 'Lekarz')
    // The new person's own button: the person is the list's last item.
    const newPerson = (parse(original['content/data/team.yaml']!) as { members: unknown[] }).members.length
    await clickButtonIn(page, `members.${newPerson}.specializations`, /Dodaj.*dziedzinę/)
    await fillNewField(page, 'Zakres pracy', 'medycyna rodzinna')
    await fillNewField(page, 'O osobie', 'Przykładowa osoba: lekarz medycyny rodzinnej, przyjmuje w środy.')
    await screenshot(page, 'nowa-osoba')
    const team = await saveAndRead(page, 'content/data/team.yaml')
    const added = (parse(team) as { members: { id: string; name: string; physician: boolean }[] }).members.at(-1)!
    expect(added).toMatchObject({ name: 'lek. Jan Przykładowy', physician: false })
    // Its code is made from the name, titles left out, when it is first saved: no random code (issue 43).
    expect(added.id).toBe(idFromName('lek. Jan Przykładowy'))
    expect(added.id).toBe('jan-przykladowy')
    expect(checkErrorsWith({ [labPath]: labTests, 'content/data/team.yaml': team })).toEqual([])

    // The person saved a moment ago is offered by name in the hours' 'Kto przyjmuje', without a new build.
    const clinicPath = 'content/data/clinic.yaml'
    const hours = (parse(original[clinicPath]!) as { hours: { id: string; label: string; staff?: string[] }[] }).hours
    const index = hours.findIndex((schedule) => schedule.staff?.length)
    await openEntry(page, 'dane', 'clinic')
    await closeRows(page)
    await openRow(page, new RegExp(`^${hours[index]!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `))
    // The row's 'Kto przyjmuje', drawn once the form is scrolled down to it (on a laptop it is below the row's top).
    await (await drawn(page, inField(page, `hours.${index}.staff`).getByRole('combobox'))).click()
    await page.getByRole('option', { name: 'lek. Jan Przykładowy' }).click()
    await screenshot(page, 'wybor-osoby')
    const clinic = await saveAndRead(page, clinicPath)
    const { removed, added: addedLines } = insertedLines(original[clinicPath]!, clinic)
    expect(removed).toEqual([])
    expect(addedLines).toEqual([`      - ${added.id}`])
    expect(checkErrorsWith({ 'content/data/team.yaml': team, [clinicPath]: clinic })).toEqual([])
  })
})
