import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { pageFile } from '../../lib/build/pageFile.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsYaml } from '../../lib/cms/cmsYaml.ts'
import { checkEntry } from '../../lib/cms/preview/checkEntry.ts'
import { pageFile as previewPageFile, warsawToday } from '../../lib/cms/preview/pageFile.ts'
import { problemLine } from '../../lib/check/renderErrors.ts'
import { inCmsOrder } from '../../lib/cms/cmsFormat.ts'
import { faqAnchor } from '../../lib/content/faqQuestions.ts'
import { newPageBody, newPageParagraph } from '../../lib/content/newPageTemplate.ts'
import { pageFileName } from '../../lib/content/pageFileName.ts'
import { faqCategories, faqSchema, type FaqQuestion } from '../../lib/schemas/faqSchema.ts'
import { frontmatterSchema } from '../../lib/schemas/frontmatterSchema.ts'
import { buildSite } from '../buildSite.ts'
import { builtOutline, builtQuickLinks, expectedOutline, expectedQuickLinks } from '../builtFaq.ts'
import { copyProject } from '../projectCopy.ts'
import { cmsConfigYaml } from '../../lib/cms/adminFiles.ts'
import { screenTexts } from './adminScreen.ts'
import { codeWordsIn, hintPieces } from './codeWords.ts'
import {
  addListItem,
  builtSite,
  checkErrorsWith,
  drawn,
  fieldWithValue,
  fillNewField,
  inField,
  openEntry,
  repositoryFiles,
  saveAndRead,
  screenshot,
  openEditorPage,
} from './adminHelpers.ts'
import { WAIT } from './browser.ts'

/**
 * Two everyday tasks in the browser editor (/admin/, the CMS's test backend
 * loaded with the frozen site's files), as an office worker does them: a new
 * question in the FAQ's form and a new page from the template. Each save adds
 * exactly its lines, the check accepts the saved files, and a build of the
 * frozen site with them shows the question on /faq (its anchor, its quick link)
 * and the page at its address, in the site map and in sitemap.xml.
 */
/** Screenshots for the editors' guide (docs/edycja/, as in admin.test.ts); UPDATE_SCREENSHOTS=1 copies them into docs/images/edytor. */
let page: Page
let errors: string[]
let close: () => Promise<void>
const original = repositoryFiles()
/** What each test saved, for the build at the end. */
const saved: Record<string, string> = {}

beforeAll(async () => {
  // A laptop's screen, as the office worker has.
  ;({ page, errors, close } = await openEditorPage({ width: 1366, height: 768 }))
})
afterAll(() => close?.())

const faqPath = 'content/data/faq.yaml'
/** The hint of the pages' text, which shows a tag (`<Price id="…" />`) the worker keeps. */
const pageTextHints = (
  parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as { collections: { fields?: { widget: string; hint?: string }[] }[] }
).collections
  .flatMap((collection) => collection.fields ?? [])
  .flatMap((field) => (field.widget === 'markdown' && field.hint ? [field.hint] : []))
/** The new question's place in the list: after the frozen site's questions. */
const questionCount = (parse(original[faqPath]!) as { questions: unknown[] }).questions.length
/** The new question's category (a code of the schema), chosen in the form by its Polish name. */
const category: FaqQuestion['category'] = 'badania'
const question: FaqQuestion = {
  question: 'Czy na pobranie krwi dziecka trzeba się umawiać?',
  category,
  answer: [
    'Nie. Dziecko przychodzi na pobranie tak jak dorosły. Jeśli potrzebujesz innej godziny, zadzwoń pod numer <Phone />.',
    '',
    'Jak przygotować dziecko do badania, opisuje strona [Badania laboratoryjne](/badania-laboratoryjne).',
  ].join('\n'),
  quickLink: true,
}

const navigation = parse(original['content/data/navigation.yaml']!) as { siteMapGroups: Record<string, string> }
/** The new page's group (a code of the schema), chosen in the form by its name in navigation.yaml. */
const group = 'uslugi'
const groupName = navigation.siteMapGroups[group]!
const newPage = {
  title: 'Ból kręgosłupa: ćwiczenia i porady fizjoterapeuty',
  description: 'Ćwiczenia i porady fizjoterapeuty dla osób z bólem pleców: kiedy przyjść, jak się przygotować i co zabrać.',
  group,
}
const paragraph = 'Ból pleców jest częstym powodem wizyty u fizjoterapeuty. Na tej stronie opisujemy ćwiczenia, które można wykonywać w domu.'
const pagePath = `content/${pageFileName(newPage.title)}`

/** The check's lines in the preview, as the check says them (data-problem). */
const checked = () =>
  page
    .frameLocator('iframe[src^="blob:"]')
    .locator('[data-problem]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-problem')))

/** Opens a new page of the collection 'strony' and types its fields (title, description, group), as an office worker does. */
async function startNewPage(fields: { title: string; description: string }) {
  await page.evaluate((hash) => (location.hash = hash), '#/collections/strony')
  await page.getByRole('button', { name: 'Nowy' }).click()
  await page.getByRole('button', { name: 'Zapisz' }).waitFor()
  await fillNewField(page, 'Tytuł strony', fields.title)
  await fillNewField(page, 'Opis dla wyszukiwarek', fields.description)
  const groupBox = page.getByRole('combobox').first()
  const shown = () => groupBox.evaluate((box) => (box as HTMLElement).innerText || (box as HTMLInputElement).value || '')
  // The CMS can miss a click made while it redraws the new form (its list of groups closes under the pointer):
  // the group is chosen again until it shows as chosen, as a person would choose it again.
  await expect
    .poll(
      async () => {
        if (!(await shown()).includes(groupName)) {
          // Opened only when closed: a click on the box while its list is open would close it.
          const option = page.getByRole('option', { name: groupName, exact: true })
          if (!(await option.isVisible())) await groupBox.click()
          await option.click({ timeout: 5_000 }).catch(() => undefined)
        }
        return shown()
      },
      { timeout: WAIT },
    )
    .toContain(groupName)
}

describe('/admin/: a FAQ question and a new page, as an office worker adds them', () => {
  it('adds a question in the FAQ form: the save adds exactly its lines at the end of the list, and the check accepts the file', async () => {
    await openEntry(page, 'dane', 'faq')
    await addListItem(page, page.getByRole('button', { name: /Dodaj.*pytanie/ }), 'Pytania', 'pytanie')
    // Just added, nothing typed: no red box saying the new question is empty (it named three problems at once);
    // the CMS's own check of required fields speaks at 'Zapisz'. Read once the preview has checked the new row.
    const preview = page.frameLocator('iframe[src^="blob:"]')
    await expect.poll(() => preview.locator('main').innerText(), { timeout: WAIT }).toContain('(nowy wiersz)')
    await preview.locator('main[data-checked="true"]').waitFor({ timeout: WAIT })
    expect(await page.locator('[data-form-problems] li').allInnerTexts()).toEqual([])
    // And the preview still draws the FAQ's places without the empty row ('nie da się zbudować' stood under no error).
    expect(await preview.locator('main').innerText()).not.toContain('nie da się zbudować')
    await fillNewField(page, 'Pytanie', question.question)
    // Once the question is typed, the row is being written: its empty answer is said.
    await expect.poll(() => page.locator('[data-form-problems] li').allInnerTexts(), { timeout: WAIT }).toContainEqual(expect.stringContaining('Odpowiedź'))
    // The new question's own fields, by the place the CMS marks them with: the last radio or switch on the page
    // can be the question's above while the new one is still being drawn. The CMS draws a field only once it
    // nears the screen: `drawn` scrolls down to it.
    const newQuestion = (field: string) => inField(page, `questions.${questionCount}.${field}`)
    await (await drawn(page, newQuestion('category').getByRole('radio', { name: faqCategories[category] }))).check()
    await fillNewField(page, 'Odpowiedź', question.answer)
    const quickLink = await drawn(page, newQuestion('quickLink').getByRole('switch', { name: 'Wśród najczęstszych pytań' }))
    await quickLink.click()
    await expect.poll(() => quickLink.getAttribute('aria-checked')).toBe('true')
    // The new question whole on the screen, from its question down, for the editors' guide (docs/edycja/).
    await (await fieldWithValue(page, question.question)).evaluate((field) => {
      field.scrollIntoView({ block: 'start' })
      // Its label too, below the list's header that stays on top.
      let pane = field.parentElement
      while (pane && !(pane.scrollHeight > pane.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(pane).overflowY))) pane = pane.parentElement
      ;(pane ?? document.scrollingElement)?.scrollBy(0, -120)
    })
    await screenshot(page, 'nowe-pytanie')
    const text = await saveAndRead(page, faqPath)
    // The entry as the form's order writes it, indented as an item of the list.
    const added = cmsYaml(inCmsOrder({ questions: [question] }, faqSchema))
      .split('\n')
      .slice(1)
      .join('\n')
    expect(text).toBe(`${original[faqPath]}${added}\n`)
    expect(checkErrorsWith({ [faqPath]: text })).toEqual([])
    saved[faqPath] = text
  })

  it("creates a page from the template: a file named after its title, with the fields typed and the template's text; the check accepts it", async () => {
    await startNewPage(newPage)
    // Before its first save the preview checks the page as the file it will be (it checked nothing of a new page):
    // the template's paragraph, still in it, is the check's error, as npm run check would say it.
    const beforeEdit = checkEntry(builtSite(), pagePath, previewPageFile(newPage, newPageBody), warsawToday()).map(problemLine)
    expect(beforeEdit.join('\n')).toMatch(/ \[akapit-wzoru\]$/m)
    await expect.poll(checked, { timeout: WAIT }).toEqual(beforeEdit)
    // The form's first fields, the template's text in the preview beside them (for the editors' guide, docs/edycja/), once the last save's note is gone.
    await page.getByText('Wpis zapisany.').waitFor({ state: 'hidden' })
    await screenshot(page, 'nowa-strona')
    // The new page's title in Polish words ('Nowa strona', not 'Tworzenie Strony'), its optional image's box too.
    const texts = await screenTexts(page)
    expect(texts).toContain('Nowa strona')
    expect(codeWordsIn(texts, hintPieces(pageTextHints))).toEqual([])
    // The page's text is the form's last field: fieldWithValue scrolls down to it.
    const body = await fieldWithValue(page, newPageParagraph, { containing: true })
    await body.fill((await body.inputValue()).replace(newPageParagraph, paragraph))
    await body.scrollIntoViewIfNeeded()
    // The paragraph written: the check's lines are those of the page as it will be saved.
    const written = newPageBody.replace(newPageParagraph, paragraph)
    await expect.poll(checked, { timeout: WAIT }).toEqual(checkEntry(builtSite(), pagePath, previewPageFile(newPage, written), warsawToday()).map(problemLine))
    await screenshot(page, 'nowa-strona-tresc')
    const text = await saveAndRead(page, pagePath)
    const fields = cmsYaml(inCmsOrder(newPage, frontmatterSchema))
    expect(text).toBe(`---\n${fields}\n---\n\n${newPageBody.replace(newPageParagraph, paragraph)}\n`)
    expect(checkErrorsWith({ [pagePath]: text })).toEqual([])
    saved[pagePath] = text
    expect(errors).toEqual([])
  })

  it('a build of the frozen site with both saves shows the question on /faq (anchor, quick link) and the page at its address, in the site map and sitemap.xml', async () => {
    expect(Object.keys(saved).sort()).toEqual([faqPath, pagePath].sort())
    const { root, remove } = copyProject('clinic-admin-saves-')
    try {
      for (const [path, text] of Object.entries(saved)) writeFileSync(join(root, path), text)
      const client = await buildSite('dist/saves', {}, root)
      const html = (route: string) => readFileSync(join(client, pageFile(route)), 'utf8')
      const faqPage = readFileSync(join(root, 'content/faq.mdx'), 'utf8')
      const all = faqSchema.parse(parse(saved[faqPath]!)).questions
      const outline = builtOutline(html('/faq'))
      expect(outline).toEqual(expectedOutline(faqPage, all))
      expect(outline).toContainEqual({ level: 3, id: faqAnchor(question.question), text: question.question })
      expect(builtQuickLinks(html('/faq'))).toEqual(expectedQuickLinks(faqPage, all))
      expect(builtQuickLinks(html('/faq'))).toContainEqual({ href: `#${faqAnchor(question.question)}`, text: question.question })

      const route = `/${pageFileName(newPage.title).replace(/\.mdx$/, '')}`
      expect(html(route)).toContain(`<h1>${newPage.title}</h1>`)
      expect(html(route)).toContain(paragraph)
      // In its group of /mapa-strony, under the group's name, and in sitemap.xml.
      const siteMap = html('/mapa-strony')
      const section = siteMap.slice(siteMap.indexOf(`id="grupa-${group}"`), siteMap.indexOf('</section>', siteMap.indexOf(`id="grupa-${group}"`)))
      expect(section).toContain(`>${groupName}</h2>`)
      expect(section).toContain(`<a href="${route}">${newPage.title}</a>`)
      expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`${route}</loc>`)
    } finally {
      remove()
    }
  }, 300_000)

  it('a new page titled as an existing one: checked before its save as the numbered file the CMS then writes, the repeated title said', async () => {
    // A page of the collection 'strony' (content/) whose file is named after its title, as the CMS names a new page.
    const [takenFile, title] = Object.entries(original)
      .filter(([file]) => /^content\/[^/]+\.mdx$/.test(file))
      .map(([file, text]) => [file, (parse(text.split('---')[1]!) as { title: string }).title] as const)
      .find(([file, title]) => file === `content/${pageFileName(title)}`)!
    const numbered = takenFile.replace(/\.mdx$/, '-1.mdx')
    expect(Object.keys(original)).not.toContain(numbered)
    const twin = { ...newPage, title }
    await startNewPage(twin)
    const expected = checkEntry(builtSite(), numbered, previewPageFile(twin, newPageBody), warsawToday()).map(problemLine)
    expect(expected.join('\n')).toMatch(/ \[tytul-powtorzony\]$/m)
    await expect.poll(checked, { timeout: WAIT }).toEqual(expected)
    // The template's paragraph is still there, an error: 'Zapisz' asks first, naming it; saved anyway, as a draft is.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    // The CMS writes the file the preview checked.
    const text = await saveAndRead(page, numbered)
    expect((parse(text.split('---')[1]!) as { title: string }).title).toBe(title)
    expect(asked).toEqual([expect.stringContaining('akapit ze wzoru nowej strony')])
  })
})
