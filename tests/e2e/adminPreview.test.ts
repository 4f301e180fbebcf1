import type { FrameLocator, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parkingText } from '../../lib/data/clinicFacts.ts'
import { displayPhone } from '../../lib/data/format.ts'
import { clinicSchema } from '../../lib/schemas/clinicSchema.ts'
import { parse } from 'yaml'
import { cmsYaml } from '../../lib/cms/cmsYaml.ts'
import { checkEntry } from '../../lib/cms/preview/checkEntry.ts'
import { pageFile, warsawToday } from '../../lib/cms/preview/pageFile.ts'
import { problemLine } from '../../lib/check/renderErrors.ts'
import type { Problem } from '../../lib/check/problem.ts'
import { refusedElementLine } from '../../lib/check/rules/html.ts'
import { previewSandbox } from '../../lib/cms/adminFiles.ts'
import { placeName } from '../../lib/cms/preview/placeHeading.ts'
import { askedErrors, saveQuestion } from '../../lib/cms/preview/saveGuard.ts'
import { besideField, inEditorWords } from '../../lib/cms/preview/formProblems.ts'
import {
  addLabTest,
  builtSite,
  closeRows,
  cursorInText,
  fieldWithValue,
  openEditor,
  openEntry,
  openRow,
  readRepositoryFile,
  repositoryFiles,
  saveAndRead,
  screenshot,
  openEditorPage,
} from './adminHelpers.ts'
import { WAIT } from './browser.ts'

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/

/**
 * The browser editor's preview pane shows the real page (lib/cms/preview/):
 * the site's components with the data as the CMS holds them (the test
 * repository's, tests/e2e/adminBackend.ts), the site's styles, no comment text, and what the editor types before
 * it is saved.
 */
let page: Page
let errors: string[]
let close: () => Promise<void>

beforeAll(async () => {
  ;({ page, errors, close } = await openEditorPage({ width: 1366, height: 768 }))
})
afterAll(() => close?.())

/** The lab tests' file as the test repository holds it, and its first category and test: the ones these tests change. */
function firstLabTest(files = repositoryFiles()) {
  const path = 'content/data/labTests.yaml'
  const before = files[path]!
  const category = (parse(before) as { categories: { title: string; items: { name: string; price: string }[] }[] }).categories[0]!
  return { path, before, category, ...category.items[0]! }
}

/** The first test's price field, found as a worker finds it: the category's closed row, the test's ('TSH – 35 zł'), then its price. */
async function openFirstPrice(files = repositoryFiles()) {
  const { category, name, price } = firstLabTest(files)
  // The CMS keeps the rows an earlier test opened in this entry: the worker starts from closed rows.
  await closeRows(page)
  await closeRows(page, { within: await openRow(page, category.title) })
  return fieldWithValue(page, price, { within: await openRow(page, `${name} – ${price}`) })
}

/** The preview pane: the CMS draws it in a frame of its own. */
const preview = (page: Page): FrameLocator => page.frameLocator('iframe[src^="blob:"]')
/** A click where `target` is on the screen, as a person's (Playwright's own click in the preview's frame also focuses it by script). */
async function clickAt(page: Page, target: Locator) {
  const { x, y, width, height } = (await target.boundingBox())!
  await page.mouse.click(x + width / 2, y + height / 2)
}
/** Chrome's note of an event in the preview's frame, which may run no script: not an error of the editor's. */
const sandboxNote = /^Blocked script execution in 'blob:.*sandboxed/
/** The check's lines in the preview, each as `npm run check` prints it (its `data-problem`). */
const previewLines = (page: Page) =>
  preview(page)
    .locator('[data-problem]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-problem')))
/** The text of each of the check's lines in the preview, its spaces and line breaks made single spaces. */
const shownLines = (lines: Locator) => lines.evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim()))
/** A line of the check as the preview says it (renderer/preview/problemsHtml.ts), of a field (with its button) unless `inField` is false. */
const previewLine = (problem: Problem, where: string, inField = true) =>
  `${problem.severity === 'error' ? 'Błąd' : 'Uwaga'} (${where})${inField ? ' Pokaż pole' : ''} ${inEditorWords(besideField(problem.message, inField))} Jak poprawić: ${inEditorWords(problem.fix)} ` +
  `Reguła „${problem.rule}”, opisana w przewodniku dla redakcji („Reguły sprawdzenia treści”).`

describe('the preview of a page', () => {
  it('/o-nas shows the address, the parking, the phone and the hours from the data, and no comment', async () => {
    await openEntry(page, 'strony', 'o-nas')
    const main = preview(page).locator('main')
    await expect
      .poll(() => main.locator('h1').textContent(), { timeout: WAIT })
      .toBe((parse(FRONTMATTER.exec(repositoryFiles()['content/o-nas.mdx']!)![1]!) as { title: string }).title)
    // The data as the CMS holds them: the test repository's (the frozen site's), which a clinic's own content/ need not match.
    // The preview draws the page with the data /admin/ was built with first, and again once the CMS has answered with its own.
    const clinic = clinicSchema.parse(parse(repositoryFiles()['content/data/clinic.yaml']!))
    await expect.poll(() => main.textContent(), { timeout: WAIT }).toContain(`${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.city}`)
    const text = (await main.textContent())!
    expect(text).toContain(parkingText(clinic.parking))
    expect(text).toContain(displayPhone(clinic.phone.number))
    expect(await main.locator('dl.hours dt').allTextContents()).toEqual(clinic.hours.map((schedule) => schedule.label))
    expect(text).not.toMatch(/PRZYKŁAD|\/\*/)
    // The site's styles: the page's header has its colour, not the browser's default.
    expect(await main.locator('.page-header').evaluate((header) => getComputedStyle(header).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await screenshot(page, 'podglad-strony')
    expect(errors).toEqual([])
  })

  it('a sentence typed into the text appears in the preview without saving', async () => {
    const sentence = 'Przy placówce jest '
    const body = await fieldWithValue(page, sentence, { containing: true })
    const typed = 'Do przychodni wejdziesz od strony dziedzińca.'
    await body.fill(`${await body.inputValue()}\n\n${typed}\n`)
    await expect.poll(() => preview(page).locator('main').textContent(), { timeout: 10_000 }).toContain(typed)
    expect(errors).toEqual([])
  })
})

describe('the check while typing', () => {
  it('<Price id="nie-ma" />, {nr 3} and a link to a missing page each show the check’s line with its rule, before saving', async () => {
    const file = 'content/o-nas.mdx'
    await openEntry(page, 'strony', 'o-nas')
    const body = await fieldWithValue(page, 'Przy placówce jest ', { containing: true })
    const original = await body.inputValue()
    const fields = parse(FRONTMATTER.exec(repositoryFiles()[file]!)![1]!) as Record<string, unknown>
    const built = builtSite()
    for (const mistake of ['Cena: <Price id="nie-ma" />.', 'Gabinet nr {nr 3} jest na parterze.', 'Zobacz [cennik](/cenik).']) {
      const text = `${original.trimEnd()}\n\n${mistake}\n`
      await body.fill(text)
      const expected = checkEntry(built, file, pageFile(fields, text), warsawToday()).map(problemLine)
      expect(expected.length, mistake).toBeGreaterThan(0)
      await expect.poll(() => previewLines(page), { timeout: 10_000 }).toEqual(expected)
      expect(expected.join('\n')).toMatch(/ \[(komponent|kod|odnosnik|mdx-skladnia)\]$/m)
    }
    await screenshot(page, 'podglad-sprawdzenie')
    await body.fill(original)
    await expect.poll(() => preview(page).locator('[data-problem]').count(), { timeout: 10_000 }).toBe(0)
    expect(errors).toEqual([])
  })
})

describe('what the check refuses, typed into a page', () => {
  // Each would run code in /admin/, where the editor's GitHub token is, if the preview drew it (issue 40).
  const refused = [
    '<iframe srcDoc="<script>parent.__pwned=1</script>" />',
    '<div dangerouslySetInnerHTML={{__html: "<img src=x onerror=parent.__pwned=1>"}} />',
    '<img src="/favicon.svg" onError="parent.__pwned=1" alt="x" />',
    '<script>parent.__pwned=1</script>',
    '<svg><script>parent.__pwned=1</script></svg>',
    '<a href="javascript:parent.__pwned=1">x</a>',
  ]

  it('shows the check’s lines, in the page too, and draws none of it: no frame, script or handler runs in any window', async () => {
    const file = 'content/o-nas.mdx'
    await openEntry(page, 'strony', 'o-nas')
    const body = await fieldWithValue(page, 'Przy placówce jest ', { containing: true })
    const original = await body.inputValue()
    const fields = parse(FRONTMATTER.exec(repositoryFiles()[file]!)![1]!) as Record<string, unknown>
    const text = `${original.trimEnd()}\n\n${refused.join('\n\n')}\n`
    await body.fill(text)
    // The check's lines above the page, as `npm run check` prints them for the page as it would be saved.
    const expected = checkEntry(builtSite(), file, pageFile(fields, text), warsawToday()).map(problemLine)
    for (const name of ['iframe', 'script', 'svg']) expect(expected).toContainEqual(expect.stringContaining(`znacznik <${name}> nie jest dozwolony`))
    expect(expected).toContainEqual(expect.stringContaining('atrybut dangerouslySetInnerHTML'))
    expect(expected).toContainEqual(expect.stringContaining('atrybut onError'))
    expect(expected).toContainEqual(expect.stringContaining('„javascript:parent.__pwned=1”'))
    const frame = preview(page)
    await expect
      .poll(() => frame.locator('[data-problem]').evaluateAll((items) => items.map((item) => item.getAttribute('data-problem'))), { timeout: 10_000 })
      .toEqual(expected)
    // In the page, the check's line stands where each refused element was.
    const notices = frame.locator('main .preview-refused')
    await expect
      .poll(() => notices.allTextContents(), { timeout: 10_000 })
      .toEqual(['iframe', 'script', 'svg'].map((name) => `Sprawdzenie treści: ${refusedElementLine(name)!.message}. ${refusedElementLine(name)!.fix} [html]`))
    await screenshot(page, 'podglad-odrzucone')
    // Nothing live in the frame: no frame, script, object, handler or javascript: address; the image is there, without its handler.
    const live = 'iframe, frame, script, object, embed, svg, [srcdoc], [onerror], [onload], [onclick], a[href^="javascript:" i]'
    expect(await frame.locator(live).count()).toBe(0)
    const image = frame.locator('main img[src="/favicon.svg"]')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete), { timeout: 10_000 }).toBe(true)
    expect(await image.evaluate((img) => img.getAttributeNames().sort())).toEqual(['alt', 'src'])
    // The marker is set in no window: /admin/'s, the preview's, or any frame inside it.
    const marked = await page.evaluate(() => {
      const windows: Window[] = []
      const walk = (win: Window) => {
        windows.push(win)
        for (let index = 0; index < win.frames.length; index++) walk(win.frames[index]!)
      }
      walk(window)
      return windows.map((win) => (win as unknown as { __pwned?: unknown }).__pwned)
    })
    expect(marked).toEqual(marked.map(() => undefined))
    await body.fill(original)
    await expect.poll(() => frame.locator('[data-problem]').count(), { timeout: 10_000 }).toBe(0)
    expect(errors).toEqual([])
  })

  it('the preview’s frame runs no script of its own, and /admin/ loads no script from where editors upload files', async () => {
    // The CMS draws the preview from its own window: its frame needs no scripts (lib/cms/adminFiles.ts).
    expect(await page.locator('iframe[src^="blob:"]').getAttribute('sandbox')).toBe(previewSandbox)
    // Were the renderer to let code through, the frame would still run none: a frame's srcdoc, a handler, a script.
    const ran = await page.evaluate(async () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src^="blob:"]')!
      const inside = frame.contentDocument!
      const box = inside.createElement('div')
      box.innerHTML =
        '<iframe srcdoc="<script>top.__pwned = 1</script><img src=x onerror=top.__pwned=2>"></iframe><img src="/nie-ma.png" onerror="top.__pwned = 3">'
      const nested = box.querySelector('iframe')!
      const image = box.querySelector('img')!
      const settled = Promise.all([
        new Promise((resolve) => nested.addEventListener('load', resolve, { once: true })),
        new Promise((resolve) => image.addEventListener('error', resolve, { once: true })),
      ])
      inside.body.append(box)
      await settled
      const script = inside.createElement('script')
      script.textContent = 'top.__pwned = 4'
      inside.body.append(script)
      box.remove()
      script.remove()
      return (window as unknown as { __pwned?: number }).__pwned ?? null
    })
    expect(ran).toBeNull()
    // Chrome's own lines say why: the frame and the frame inside it may run no script (and the images were not found).
    const said = errors.splice(0)
    expect(said.filter((line) => !/status of 404/.test(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/)]),
    )
    expect(said.every((line) => /status of 404|^Blocked script execution in '(blob:|about:srcdoc).*sandboxed/.test(line))).toBe(true)
    // /admin/'s policy, narrowed by start.js to its own files: a script from /images/ (the media folder) is refused.
    const refusedBy = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.effectiveDirective} ${new URL(event.blockedURI).pathname}`), {
            once: true,
          })
          const script = document.createElement('script')
          script.src = new URL('/images/widget.js', location.href).href
          document.head.append(script)
        }),
    )
    expect(refusedBy).toBe('script-src-elem /images/widget.js')
    // The one error this test caused: Chrome's line for the refused script.
    expect(errors.splice(0)).toEqual([expect.stringMatching(/^Loading the script '[^']*\/images\/widget\.js' violates the following Content Security Policy/)])
  })
})

describe("'Zapisz' with an error in the form", () => {
  it('asks first, naming the errors as the check words them; Anuluj keeps the form unsaved, Ctrl+S asks the same, OK saves', async () => {
    const file = 'content/o-nas.mdx'
    await openEntry(page, 'strony', 'o-nas')
    const body = await fieldWithValue(page, 'Przy placówce jest ', { containing: true })
    const original = await body.inputValue()
    const before = await readRepositoryFile(page, file)
    // A link to a page the site has not got: an error of the check that the CMS's own validation does not see.
    // After paragraphs enough to put it far below the first screen, whatever the page's length.
    const paragraphs = Array.from({ length: 40 }, (_, index) => `Akapit próbny numer ${index + 1}.`).join('\n\n')
    const text = `${original.trimEnd()}\n\n${paragraphs}\n\nZobacz [cennik](/cenik).\n`
    await body.fill(text)
    const fields = parse(FRONTMATTER.exec(repositoryFiles()[file]!)![1]!) as Record<string, unknown>
    // Named by the text field's line (counted as the field shows the text) and its first words.
    const textLine = text.trim().split('\n').indexOf('Zobacz [cennik](/cenik).') + 1
    const where = `Treść strony › wiersz ${textLine} („Zobacz [cennik](/cenik).”)`
    const expected = askedErrors(checkEntry(builtSite(), file, pageFile(fields, text), warsawToday()).map((problem) => ({ problem, where })))
    expect(expected.length).toBeGreaterThan(0)
    const asked: string[] = []
    const answer = (accept: boolean) =>
      page.once('dialog', (dialog) => {
        asked.push(dialog.message())
        void (accept ? dialog.accept() : dialog.dismiss())
      })

    // The same errors stand in the form itself, above its fields, each with a button to its field (issue 43).
    const inForm = page.locator('[data-form-problems] li')
    await expect
      .poll(() => inForm.allInnerTexts(), { timeout: WAIT })
      .toEqual(expected.map(({ problem }) => `Błąd (${where}): ${inEditorWords(`${besideField(problem.message, true)}. ${problem.fix}`)} Pokaż pole`))
    // The preview's list names the same place in the same words (below 1024 px it is the only list on the screen),
    // not the file's line ('content/o-nas.mdx:140:8') or the guide's path.
    await expect
      .poll(() => shownLines(preview(page).locator('[data-problem]')), { timeout: WAIT })
      .toEqual(expected.map(({ problem }) => previewLine(problem, where)))
    // 'Pokaż pole' puts the cursor at the mistake in the page's text, its line on the screen.
    const link = expected.findIndex(({ problem }) => problem.rule === 'odnosnik')
    await page.evaluate(() => document.querySelector('.content-editor .pane[data-mode="edit"] .field')?.scrollIntoView({ block: 'start' }))
    // The mistake's line is off the screen (measured with the cursor put there out of focus, which scrolls
    // nothing), and the cursor then goes back to the text's start, so only 'Pokaż pole' can bring it there.
    const cursorAt = (before: string) =>
      body.evaluate((box: HTMLTextAreaElement, words) => {
        const at = Math.max(0, box.value.indexOf(words))
        box.blur()
        box.setSelectionRange(at, at)
      }, before)
    await cursorAt('[cennik](/cenik).')
    expect(await cursorInText(body)).toEqual({ focused: false, selected: '', line: '[cennik](/cenik).', lineOnScreen: false })
    await cursorAt('')
    const showField = inForm.nth(link).getByRole('button', { name: /^Pokaż pole: Treść strony › wiersz / })
    // A target a finger can hit: WCAG 2.2's minimum is 24 px (it was 22).
    expect((await showField.boundingBox())!.height).toBeGreaterThanOrEqual(24)
    await showField.click()
    await expect.poll(() => cursorInText(body), { timeout: WAIT }).toEqual({ focused: true, selected: '', line: '[cennik](/cenik).', lineOnScreen: true })
    await screenshot(page, 'pokaz-pole-w-tresci-strony')
    // The preview's list has the same button, to the same place. (The editor's own wheel ends the walk there, which
    // keeps the cursor at the line a moment; then the form is back at its top, the cursor at the text's start.)
    await page.mouse.move(300, 400)
    await page.mouse.wheel(0, -20_000)
    await page.evaluate(() => document.querySelector('.content-editor .pane[data-mode="edit"] .field')?.scrollIntoView({ block: 'start' }))
    await cursorAt('')
    expect(await cursorInText(body)).toMatchObject({ focused: false, line: expect.not.stringContaining('cenik') })
    await clickAt(
      page,
      preview(page)
        .locator('[data-problem$=" [odnosnik]"]')
        .getByRole('button', { name: `Pokaż pole: ${where}` }),
    )
    await expect.poll(() => cursorInText(body), { timeout: WAIT }).toEqual({ focused: true, selected: '', line: '[cennik](/cenik).', lineOnScreen: true })

    answer(false)
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
    await expect.poll(() => asked.length, { timeout: WAIT }).toBe(1)
    // The question names them as the box does, not by the file's line.
    expect(asked[0]).toBe(saveQuestion(expected))
    expect(asked[0]).toContain(`• ${where}: `)
    expect(await body.inputValue()).toBe(text)
    answer(false)
    await body.press('Control+s')
    await expect.poll(() => asked.length, { timeout: WAIT }).toBe(2)
    expect(await body.inputValue()).toBe(text)
    expect(await readRepositoryFile(page, file)).toBe(before)

    answer(true)
    expect(await saveAndRead(page, file)).toContain('(/cenik)')
    expect(asked).toHaveLength(3)
    // Back as it was: without an error, 'Zapisz' saves without a question.
    await openEntry(page, 'strony', 'o-nas')
    await (await fieldWithValue(page, 'Zobacz [cennik](/cenik).', { containing: true })).fill(original)
    expect(await saveAndRead(page, file)).not.toContain('(/cenik)')
    expect(asked).toHaveLength(3)
    // Chrome notes that the preview's frame may run no script when focus comes back into it (the CMS's own
    // listeners there); taken out of the list, so that the tests after this one start with none.
    expect(errors.splice(0).filter((line) => !sandboxNote.test(line))).toEqual([])
  })
})

describe('on a narrow screen (375 px), where the CMS shows the form or the preview', () => {
  it('the preview’s list names the place, and its ‘Pokaż pole’ brings the form back with the cursor at the line', async () => {
    await openEntry(page, 'strony', 'o-nas')
    const body = await fieldWithValue(page, 'Przy placówce jest ', { containing: true })
    const original = await body.inputValue()
    const paragraphs = Array.from({ length: 40 }, (_, index) => `Akapit próbny numer ${index + 1}.`).join('\n\n')
    const text = `${original.trimEnd()}\n\n${paragraphs}\n\nZobacz [cennik](/cenik).\n`
    await body.fill(text)
    const where = `Treść strony › wiersz ${text.trim().split('\n').indexOf('Zobacz [cennik](/cenik).') + 1} („Zobacz [cennik](/cenik).”)`
    const desktop = page.viewportSize()!
    const textBox = page.locator('.field[data-key-path="body"] textarea:visible')
    await page.setViewportSize({ width: 375, height: 740 })
    try {
      // The eye button shows the preview in the form's place: the box above the form goes with the form.
      await page.getByRole('button', { name: 'Podgląd', exact: true }).click()
      await expect.poll(() => page.locator('.content-editor .pane[data-mode="edit"], [data-form-problems]').count(), { timeout: WAIT }).toBe(0)
      const line = preview(page).locator('[data-problem$=" [odnosnik]"]')
      await line.waitFor({ timeout: WAIT })
      expect(await line.innerText()).toContain(`Błąd (${where})`)
      await screenshot(page, 'telefon-podglad-sprawdzenie')
      const show = line.getByRole('button', { name: `Pokaż pole: ${where}` })
      expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(32)
      await clickAt(page, show)
      await expect.poll(() => cursorInText(textBox), { timeout: WAIT }).toEqual({ focused: true, selected: '', line: '[cennik](/cenik).', lineOnScreen: true })
      await screenshot(page, 'telefon-pokaz-pole')
      // The preview closed, the entry open: the line stays above the form, said to be the last preview's, and
      // 'Zapisz' still asks (an editor's trial saved the error it had just been shown, with no word).
      const box = page.locator('[data-form-problems]')
      await expect.poll(() => box.innerText(), { timeout: WAIT }).toContain('Wynik ostatniego podglądu')
      expect(await box.locator('li').allInnerTexts()).toEqual([expect.stringContaining(`Błąd (${where})`)])
      await screenshot(page, 'telefon-linie-ostatniego-podgladu')
      const asked: string[] = []
      page.once('dialog', (dialog) => {
        asked.push(dialog.message())
        void dialog.dismiss()
      })
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
      await expect.poll(() => asked.length, { timeout: WAIT }).toBe(1)
      expect(asked[0]).toMatch(/^Przy ostatnim podglądzie sprawdzenie treści znalazło w tym formularzu 1 błąd:/)
      expect(asked[0]).toContain(`• ${where}: `)
      expect(await textBox.inputValue()).toBe(text)
      // Back as it was, unsaved, while the text box is on the screen (the CMS draws a long form's fields only there).
      // Changed since the preview: the box says its lines may be out of date.
      await textBox.fill(original)
      await expect.poll(() => box.innerText(), { timeout: WAIT }).toContain('Formularz zmienił się od ostatniego podglądu')
    } finally {
      await page.setViewportSize(desktop)
    }
    await expect.poll(() => preview(page).locator('[data-problem]').count(), { timeout: WAIT }).toBe(0)
    // Chrome notes that the preview's frame may run no script when focus comes back into it (the CMS's own
    // listeners there); taken out of the list, so that the tests after this one start with none.
    expect(errors.splice(0).filter((line) => !sandboxNote.test(line))).toEqual([])
  })
})

describe('the preview of a data file', () => {
  it("'Pokaż pole' on a line of a long FAQ answer puts the cursor at the mistake, as in a page's text", async () => {
    const faq = parse(repositoryFiles()['content/data/faq.yaml']!) as { questions: { question: string; answer: string }[] }
    // The first answer written over several lines: its first line finds its text box.
    const first = faq.questions.find((entry) => entry.answer.includes('\n'))!
    await openEntry(page, 'dane', 'faq')
    const answer = await fieldWithValue(page, first.answer.split('\n')[0]!, { containing: true })
    const original = await answer.inputValue()
    const paragraphs = Array.from({ length: 30 }, (_, index) => `Akapit próbny numer ${index + 1}.`).join('\n\n')
    await answer.fill(`${original.trimEnd()}\n\n${paragraphs}\n\nZobacz [cennik](/cenik).`)
    const show = page.locator('[data-form-problems] li', { hasText: '/cenik' }).getByRole('button', { name: /^Pokaż pole/ })
    await show.waitFor({ timeout: WAIT })
    // The cursor at the text's start, out of the box: only 'Pokaż pole' can bring it to the line.
    await answer.evaluate((box: HTMLTextAreaElement) => {
      box.blur()
      box.setSelectionRange(0, 0)
      box.scrollTop = 0
    })
    await show.click()
    await expect.poll(() => cursorInText(answer), { timeout: WAIT }).toEqual({ focused: true, selected: '', line: '[cennik](/cenik).', lineOnScreen: true })
    // Back as it was, unsaved.
    await answer.fill(original)
    await expect.poll(() => page.locator('[data-form-problems] li', { hasText: '/cenik' }).count(), { timeout: WAIT }).toBe(0)
  })

  it('the lab tests’ form previews the price table with a changed price, before saving', async () => {
    const { path, before, name, price } = firstLabTest()
    // Another valid price: one złoty more than the first ('35 zł' → '36 zł', 'od 160 zł' → 'od 161 zł').
    const changed = price.replace(/\d+/, (amount) => String(Number(amount) + 1))
    await openEntry(page, 'dane', 'labTests')
    const places = preview(page).locator('[data-places]')
    const row = places.locator('tr', { hasText: name }).first()
    await expect.poll(() => row.textContent(), { timeout: WAIT }).toContain(price)
    // Where the table is, in words: what it is and the pages that have it, by their titles, linked.
    expect(await places.textContent()).toContain(`${placeName('<LabPriceTable />')} na stronach`)
    expect(await places.locator('a[href$="/cennik"]').count()).toBeGreaterThan(0)
    const field = await openFirstPrice()
    await field.fill(changed)
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(changed)
    await screenshot(page, 'podglad-cennika')
    // A price the site cannot show: the check's line for it above, and the places wait for a correct one.
    // The box of lines comes above the fields: the field being typed into keeps its place on the screen (an
    // editor's trial saw a price field jump under the list's bar as the box came, and back as it went).
    // The box typed into, not only its label: the field's own line comes below the box (a recheck saw the box move).
    const priceBox = page.locator('.field[data-key-path="categories.0.items.0.price"] input')
    const boxTop = async () => (await priceBox.boundingBox())!.y
    const boxBefore = await boxTop()
    await field.fill('35 PLN')
    const problems = preview(page).locator('[data-problem]')
    // The same lines as `npm run check` prints for the file as the editor would save it, at the same line.
    const data = parse(before) as { categories: { items: { price: string }[] }[] }
    data.categories[0]!.items[0]!.price = '35 PLN'
    const saved = `${cmsYaml(data)}\n`
    const expected = checkEntry(builtSite(), path, saved, warsawToday()).map(problemLine)
    expect(expected).toEqual([expect.stringMatching(/ \[pola-danych\]$/)])
    await expect.poll(() => problems.evaluateAll((items) => items.map((item) => item.getAttribute('data-problem'))), { timeout: 10_000 }).toEqual(expected)
    await expect.poll(() => places.textContent(), { timeout: 10_000 }).toContain('nie da się zbudować')
    // In the form: the line above the fields, where the price is in the form's words, and under the price field itself.
    const { category } = firstLabTest()
    const [line] = checkEntry(builtSite(), path, saved, warsawToday())
    const inForm = page.locator('[data-form-problems] li')
    await expect
      .poll(() => inForm.allInnerTexts(), { timeout: 10_000 })
      .toEqual([
        `Błąd (Badania laboratoryjne › ${category.title} › ${name} › Cena): ${inEditorWords(`${besideField(line!.message, true)}. ${line!.fix}`)} Pokaż pole`,
      ])
    expect(await shownLines(problems)).toEqual([previewLine(line!, `Badania laboratoryjne › ${category.title} › ${name} › Cena`)])
    expect(Math.abs((await boxTop()) - boxBefore), 'the price field moved as the box came').toBeLessThanOrEqual(2)
    await expect
      .poll(() => page.locator('.field[data-key-path="categories.0.items.0.price"] [data-field-problem]').innerText())
      .toBe(`Błąd: ${inEditorWords(`${besideField(line!.message, true)}. ${line!.fix}`)}`)
    // With the rows closed again, 'Pokaż pole' opens them and focuses the price.
    await closeRows(page)
    await inForm.getByRole('button', { name: /^Pokaż pole/ }).click()
    const reopened = page.locator('.field[data-key-path="categories.0.items.0.price"] input')
    await expect.poll(() => reopened.evaluate((input) => document.activeElement === input && (input as HTMLInputElement).value)).toBe('35 PLN')
    await screenshot(page, 'blad-przy-polu')
    // The right price with a space after it, as pasted from a spreadsheet: the CMS saves it without the space,
    // so the check finds nothing wrong (it said the format was wrong).
    await reopened.fill(`${price} `)
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(price)
    await expect.poll(() => problems.count(), { timeout: 10_000 }).toBe(0)
    await reopened.fill(price)
    await expect.poll(() => page.locator('[data-form-problems], [data-field-problem]').count()).toBe(0)
    expect(await readRepositoryFile(page, path)).toBe(before)
    expect(errors).toEqual([])
  })

  it("the forms' texts after a send are previewed as the panel that replaces a sent form, the number and hours filled in", async () => {
    // An editor's trial changed the contact form's text and could not see it: no page shows it before a send.
    const { contactSuccess } = parse(repositoryFiles()['content/data/forms.yaml']!) as { contactSuccess: { body: string } }
    const hotline = (parse(repositoryFiles()['content/data/clinic.yaml']!) as { phone: { number: string } }).phone.number
    await openEntry(page, 'dane', 'forms')
    const panels = preview(page).locator('.form-success')
    await expect.poll(() => panels.count(), { timeout: WAIT }).toBe(2)
    const body = await fieldWithValue(page, contactSuccess.body)
    await body.fill('Pilne sprawy: {telefon}.')
    await expect.poll(() => panels.first().locator('p').innerText(), { timeout: 10_000 }).toBe(`Pilne sprawy: ${displayPhone(hotline)}.`)
    expect(await panels.first().locator('a[href^="tel:"]').count()).toBe(1)
    await body.fill(contactSuccess.body)
    await expect.poll(() => page.locator('[data-form-problems], [data-field-problem]').count()).toBe(0)
  })
})

describe("'Popraw' above the form", () => {
  // Issue 46: a line of the check whose fix is certain gets a button that makes it in the field, as `npm run check -- --popraw` does in the file.
  it('writes the safe fix into the field: a link to a page’s file in the page’s text, a price without its space', async () => {
    const file = 'content/o-nas.mdx'
    await openEntry(page, 'strony', 'o-nas')
    const body = await fieldWithValue(page, 'Przy placówce jest ', { containing: true })
    const original = await body.inputValue()
    await body.fill(`${original.trimEnd()}\n\nCeny podaje [cennik](cennik.mdx).\n`)
    const fixLink = page.locator('[data-form-problems] li').getByRole('button', { name: 'Popraw: adres zapisano jako ścieżkę od „/”' })
    await fixLink.click({ timeout: WAIT })
    await expect.poll(() => body.inputValue(), { timeout: 10_000 }).toBe(`${original.trimEnd()}\n\nCeny podaje [cennik](/cennik).\n`)
    await expect.poll(() => cursorInText(body)).toEqual({ focused: true, selected: '', line: ').', lineOnScreen: true })
    await expect.poll(() => page.locator('[data-form-problems]').count(), { timeout: 10_000 }).toBe(0)
    // A list pasted from Word: each bullet line has its own line of the check (the first was said alone, the next
    // once it was put right), and one 'Popraw' puts them all right (an editor's trial pressed it once per bullet,
    // the preview joining the rest meanwhile).
    await body.fill(`${original.trimEnd()}\n\nZabierz ze sobą:\n• dowód osobisty,\n• książeczkę szczepień.\n`)
    const bulletFixes = page.locator('[data-form-problems] li').getByRole('button', { name: 'Popraw wszystkie (2): „•” zamieniony na „- ”' })
    await expect.poll(() => bulletFixes.count(), { timeout: WAIT }).toBe(2)
    await expect(bulletFixes.first().innerText()).resolves.toBe('Popraw wszystkie (2)')
    await bulletFixes.first().scrollIntoViewIfNeeded()
    await screenshot(page, 'popraw-punktory')
    await bulletFixes.last().click()
    await expect.poll(() => bulletFixes.count(), { timeout: WAIT }).toBe(0)
    await expect
      .poll(() => body.inputValue(), { timeout: 10_000 })
      .toBe(`${original.trimEnd()}\n\nZabierz ze sobą:\n- dowód osobisty,\n- książeczkę szczepień.\n`)
    // The worker goes on where the fix was made: the cursor after the last bullet fixed, its line on the screen
    // (the form had gone back to the text's first lines, and then, at the text's end, to the window's lower edge).
    await expect.poll(() => cursorInText(body)).toEqual({ focused: true, selected: '', line: ' książeczkę szczepień.', lineOnScreen: true })
    // As Word pastes lists (an editor's trial): its Symbol font's bullet and a tab, a character the fonts lack, which
    // had only the fonts' warning and no fix; and a no-break space after '-', said once with no fix. Each line now has
    // its 'Popraw', and one 'Popraw wszystkie' a kind puts them right.
    await body.fill(
      `${original.trimEnd()}\n\nZabierz ze sobą:\n\uF0B7\tdowód osobisty,\n\uF0B7\tksiążeczkę szczepień.\n\nWeź też:\n\n-\u00a0wyniki badań,\n-\u00a0listę leków.\n`,
    )
    const wordFixes = page.locator('[data-form-problems] li').getByRole('button', { name: /^Popraw/ })
    await expect.poll(() => wordFixes.count(), { timeout: WAIT }).toBe(4)
    await expect
      .poll(() => wordFixes.evaluateAll((buttons) => [...new Set(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent))]), {
        timeout: WAIT,
      })
      .toEqual(['Popraw wszystkie (2): znak punktora z Worda zamieniony na „- ”', 'Popraw wszystkie (2): twarda spacja po „-” zamieniona na zwykłą'])
    await screenshot(page, 'popraw-wklejone-z-worda')
    await wordFixes.first().click()
    await expect.poll(() => wordFixes.count(), { timeout: WAIT }).toBe(2)
    await wordFixes.first().click()
    await expect.poll(() => wordFixes.count(), { timeout: WAIT }).toBe(0)
    await expect
      .poll(() => body.inputValue(), { timeout: 10_000 })
      .toBe(`${original.trimEnd()}\n\nZabierz ze sobą:\n- dowód osobisty,\n- książeczkę szczepień.\n\nWeź też:\n\n- wyniki badań,\n- listę leków.\n`)
    await body.fill(original)

    const { path, before, price } = firstLabTest()
    await openEntry(page, 'dane', 'labTests')
    const field = await openFirstPrice()
    await field.fill(price.replace(/ zł$/, 'zł'))
    await page.locator('[data-form-problems] li').getByRole('button', { name: 'Popraw: poprawiono odstępy w cenie' }).click({ timeout: WAIT })
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toBe(price)
    await expect.poll(() => page.locator('[data-form-problems], [data-field-problem]').count(), { timeout: 10_000 }).toBe(0)
    expect(await readRepositoryFile(page, path)).toBe(before)
    expect(await readRepositoryFile(page, file)).toBe(repositoryFiles()[file])
    expect(errors).toEqual([])
  })
})

describe('the preview after a change to a list', () => {
  // Issue 43: after 'Dodaj' or × the CMS marks every item of the list with keys of its own (__sc_item_id…), which it
  // never saves; the preview showed 12 to 99 'nieznane pole' problems and dropped the new item until a reload.
  it('a lab test added shows in the table and × takes it away, with no problem the saved file would not have', async () => {
    const { path, before, category } = firstLabTest()
    // Named after a test the published site has (/admin/ was built with it), with words of its own: the preview notes the likeness.
    const published = parse(builtSite().dataFiles.find((file) => file.name === 'labTests.yaml')!.text) as { categories: { items: { name: string }[] }[] }
    const like = published.categories[0]!.items[0]!.name
    const added = { name: `${like} – badanie dodane w teście`, price: '95 zł' }
    await openEntry(page, 'dane', 'labTests')
    const places = preview(page).locator('[data-places]')
    const problemLines = () => previewLines(page)
    /** The preview's rows with the added test, once the check's lines above belong to the values drawn. */
    const addedRows = () => places.and(preview(page).locator('[data-checked="true"]')).locator('tr', { hasText: added.name }).count()
    // The CMS keeps the rows a test before opened or fixed a field in open for this entry: closed, as an editor starts.
    await closeRows(page)
    await addLabTest(page, category.title, added.name, added.price)
    await expect.poll(addedRows, { timeout: WAIT }).toBe(1)
    expect(await problemLines()).toEqual([])
    expect(await preview(page).locator('[data-similar-name]').allInnerTexts()).toEqual([expect.stringContaining(`„${added.name}” jest podobna do „${like}”`)])
    await screenshot(page, 'podglad-po-dodaniu')

    // × on the new test's row: the file as it was, and the preview with it.
    // (The new item is open: its row is told apart by the value of its field, which no selector can read.)
    await page.evaluate((name) => {
      const field = [...document.querySelectorAll('input')].find((input) => input.value === name)
      field?.closest('[role="group"].item')?.setAttribute('data-test-added', '')
    }, added.name)
    // By the keyboard, as an editor who tabs to ×.
    const row = page.locator('[data-test-added]')
    const remove = row.getByRole('button', { name: 'Usuń', exact: true }).first()
    // On a busy machine the press can go unheeded (seen once in the clinic year's npm test): as an editor does when
    // the row is still there after a while, × is pressed again, only while the row is in the form.
    let pressAgainAt = 0
    await expect
      .poll(
        async () => {
          const left = await row.count()
          if (left > 0 && Date.now() >= pressAgainAt) {
            await remove.focus()
            await page.keyboard.press('Enter')
            pressAgainAt = Date.now() + 5_000
          }
          return left
        },
        { timeout: WAIT },
      )
      .toBe(0)
    await expect.poll(() => places.locator('tr', { hasText: added.name }).count(), { timeout: WAIT }).toBe(0)
    // The check's lines for the values without it (the preview marks them unchecked as it draws them).
    await places.and(preview(page).locator('[data-checked="true"]')).waitFor()
    expect(await problemLines()).toEqual([])
    expect(await readRepositoryFile(page, path)).toBe(before)
    expect(errors).toEqual([])
  })
})

describe('the data a page’s preview shows', () => {
  it('are the CMS’s: a price saved in the editor shows in the preview of a page with the table before the site is built again', async () => {
    // The repository as /admin/ was built from it (this build's content/), as on the clinic's host: only the saved file differs.
    const files = repositoryFiles(process.cwd())
    const { path, name, price } = firstLabTest(files)
    const changed = price.replace(/\d+/, (amount) => String(Number(amount) + 2))
    // A page of the clinic's with the price table; where none has it, the frozen site's is added as a new page would be.
    const withTable = ([file, text]: [string, string]) => /^content\/[^/]+\.mdx$/.test(file) && text.includes('<LabPriceTable />')
    const [pageFile, pageText] = Object.entries(files).find(withTable) ?? Object.entries(repositoryFiles()).find(withTable)!
    files[pageFile] = pageText
    await openEditor(page, files)
    await openEntry(page, 'dane', 'labTests')
    await (await openFirstPrice(files)).fill(changed)
    await saveAndRead(page, path)
    await openEntry(page, 'strony', pageFile.slice('content/'.length, -'.mdx'.length))
    const row = preview(page).locator('main tr', { hasText: name }).first()
    await expect.poll(() => row.textContent(), { timeout: WAIT }).toContain(changed)
    expect(errors).toEqual([])
  })
})

// Last in the file: the team's form is left changed, unsaved.
describe('a change that breaks another file', () => {
  it('a person removed whom the hours and a page name: those files’ errors, by their form and page, before saving', async () => {
    const path = 'content/data/team.yaml'
    await openEditor(page)
    const files = repositoryFiles()
    const team = parse(files[path]!) as { members: { id: string }[] }
    // The first person another file of the frozen site names by code (the hours, a page's <Staff ids={…} />).
    const others = Object.entries(files).filter(([file]) => file !== path && /\.(mdx|ya?ml)$/.test(file))
    const index = team.members.findIndex(({ id }) => others.some(([, text]) => text.includes(`"${id}"`) || text.includes(`- ${id}\n`)))
    expect(index).toBeGreaterThanOrEqual(0)
    const without = { ...team, members: team.members.filter((_, at) => at !== index) }
    const expected = checkEntry(builtSite(), path, `${cmsYaml(without)}\n`, warsawToday())
    expect(expected.filter((problem) => problem.file !== path).length, 'errors in the files that name the person').toBeGreaterThan(0)

    await openEntry(page, 'dane', 'team')
    await closeRows(page)
    // The row's × (its header's last button).
    await page.locator('[role="group"].item').nth(index).locator(':scope > .header button').last().click()
    await expect.poll(() => previewLines(page), { timeout: WAIT }).toEqual(expected.map(problemLine))
    // Each where the form names that file: 'w formularzu „…”' for a data file, 'na stronie „…”' for a page; no button.
    const inForm = await page.locator('[data-form-problems] li').allInnerTexts()
    const elsewhere = inForm.filter((line) => /^Błąd \((w formularzu|na stronie) „/.test(line))
    expect(elsewhere).toHaveLength(expected.filter((problem) => problem.file !== path).length)
    expect(elsewhere.join('\n')).not.toMatch(/Pokaż pole|content\//)
    await screenshot(page, 'usunieta-osoba')
    expect(errors).toEqual([])
  })
})
