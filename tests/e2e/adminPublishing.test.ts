import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { typicalMinutes } from '../../lib/build/typicalMinutes.ts'
import { cmsConfigYaml } from '../../lib/cms/adminFiles.ts'
import { aboutMinutes } from '../../lib/cms/waitPhrases.ts'
import { unreadyText } from '../../lib/cms/preview/publishQuestion.ts'
import { quietBadgeText } from '../../lib/cms/preview/quietBadges.ts'
import { requiredCheckName } from '../../lib/cms/requiredCheck.ts'
import { launchBrowser, openPage, WAIT } from './browser.ts'
import { distDir } from './site.ts'
import { annotation } from '../../lib/check/githubReport.ts'
import { checkProblemsWith, fieldWithValue, openEntry, repositoryFiles, screenshot } from './adminHelpers.ts'
import { screenTexts } from './adminScreen.ts'
import { codeWordsIn } from './codeWords.ts'
import { englishIn } from './englishStrings.ts'
import { annotationsOf, FakeGitHub, type CheckState, type FakePullRequest } from './fakeGitHub.ts'

/**
 * Publishing from /admin/ with the GitHub backend, offline: the CMS's test
 * backend has no editorial workflow, so this file serves /admin/ the
 * configuration the build writes for GitHub (lib/cms/cmsConfig.ts) and answers
 * the CMS's GitHub API requests with a stand-in (tests/e2e/fakeGitHub.ts) that
 * holds the frozen test site's files and three changes marked "Gotowe do
 * publikacji", whose required check is running, has failed and has passed.
 * The worker, on a 1366×768 laptop, sees each state in Polish on the board, is
 * refused publication of the failed change, publishes the passed one, and
 * saves a price of their own and then drops it (the way back), from the board
 * and from the open entry.
 * Every expected word is read from the strings /admin/ serves.
 */
const requiredCheck = requiredCheckName(process.cwd())!
const repo = { owner: 'przychodnia-example', name: 'strona', requiredCheck }
const config = cmsConfigYaml(process.cwd(), {}, { name: 'github', repo: `${repo.owner}/${repo.name}`, branch: 'main', authMethods: ['token'] })!
const fileLabels = Object.fromEntries(
  (parse(config) as { collections: { files?: { name: string; label: string }[] }[] }).collections
    .flatMap((collection) => collection.files ?? [])
    .map((file) => [file.name, file.label]),
)
const strings = JSON.parse(readFileSync(join(distDir, 'admin/locales/pl.json'), 'utf8')) as {
  deploy_preview: { short: { building: string; failed: string } }
  editorial_workflow: string
  publish: string
  cancel: string
  discard: string
  later: string
  show_editor_options: string
  status: Record<string, string>
  workflow: Record<string, string>
  sign_in_using_access_token: string
  personal_access_token: string
  sign_in: string
}

const files = repositoryFiles()
/** A change of one data file: its first price raised by 5 zł, on the CMS's branch for that file. */
function change(number: number, name: string, check: CheckState, extra: Partial<FakePullRequest> = {}): FakePullRequest {
  const path = `content/data/${name}.yaml`
  const text = files[path]!
  const changed = text.replace(
    /(price: (?:od )?)(\d+)( zł)/,
    (_match, before: string, amount: string, after: string) => `${before}${Number(amount) + 5}${after}`,
  )
  if (changed === text) throw new Error(`${path} has no price to change`)
  return { number, branch: `cms/dane/${name}`, title: `Zmiana: ${path}`, label: 'sveltia-cms/pending_publish', files: { [path]: changed }, check, ...extra }
}
const running = change(1, 'labTests', 'in_progress')
// A deploy preview that built and a second, passing check: the board must still show the required check's failure.
const failedPrice = change(2, 'priceList', 'failure', {
  otherChecks: [{ name: 'CodeQL', state: 'success' }],
  otherStatuses: [{ context: 'netlify/przychodnia/deploy-preview', state: 'SUCCESS', targetUrl: 'https://deploy-preview-2--przychodnia.netlify.app' }],
})
// Its reason: an advertising word planted in a note, and the lines `npm run check` prints for it on GitHub, kept by
// GitHub as the run's annotations, with GitHub's own line about the failed job (issue 43: the board says why).
const failedPath = 'content/data/priceList.yaml'
const plantedNote = /^\s+note: (.+)$/m.exec(failedPrice.files[failedPath]!)![1]!
const plantedValue = `Najlepsza przychodnia w Warszawie. ${plantedNote}`
const failedText = failedPrice.files[failedPath]!.replace(`note: ${plantedNote}`, `note: ${plantedValue}`)
const plantedProblems = checkProblemsWith({ [failedPath]: failedText }).filter((problem) => problem.file === failedPath)
if (!plantedProblems.some((problem) => problem.severity === 'error')) throw new Error('the planted note gives the check no error')
const failed: FakePullRequest = {
  ...failedPrice,
  files: { [failedPath]: failedText },
  annotations: annotationsOf([...plantedProblems.map(annotation), '::error::Process completed with exit code 1.']),
}
const passed = change(3, 'vaccinePrices', 'success', { otherChecks: [{ name: 'CodeQL', state: 'failure' }] })

let browser: Browser
let page: Page
let close: () => Promise<void>
let github: FakeGitHub
/** The sign-in page's title and texts, with its token dialog open. */
let signInTexts: string[] = []

/** The board's column of changes the worker may publish ("Gotowe do publikacji"). */
const readyColumn = (): Locator => page.getByRole('list', { name: strings.status.ready!, exact: true })
/** The card of one change in a column (by default "Gotowe do publikacji"), found by its data file's form label. */
const card = (name: string, column = readyColumn()): Locator =>
  column.getByRole('listitem').filter({ has: page.getByRole('button', { name: fileLabels[name]!, exact: true }) })

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page, close } = await openPage(browser, { locale: 'pl-PL', viewport: { width: 1366, height: 768 } }))
  github = new FakeGitHub(files, [running, failed, passed], repo)
  await github.install(page)
  await page.route(
    (url) => url.pathname.endsWith('/admin/config.yml'),
    (route) => route.fulfill({ body: config, contentType: 'application/yaml' }),
  )
  await page.goto('/admin/')
  // Sign-in with a token, as `signIn: token` offers (the stand-in accepts any).
  await page.getByRole('button', { name: strings.sign_in_using_access_token }).click()
  await page.getByRole('textbox', { name: strings.personal_access_token }).waitFor()
  signInTexts = [await page.title(), ...(await screenTexts(page))]
  await screenshot(page, 'logowanie')
  await page.getByRole('textbox', { name: strings.personal_access_token }).fill('github_pat_test')
  await page.getByRole('alertdialog').getByRole('button', { name: strings.sign_in, exact: true }).click()
  // The board, from the editor's main menu.
  await page.getByRole('radio', { name: strings.editorial_workflow, exact: true }).click()
  // All three changes are on it (each card wears the status's badge too, so the status's words alone would match several).
  await readyColumn().getByRole('listitem').nth(2).waitFor({ timeout: 60_000 })
})
afterAll(async () => {
  await close?.()
  await browser?.close()
})

describe('publishing from /admin/ (GitHub backend, stand-in API)', () => {
  it("signs in in the docs' words, in Polish, without the CMS's name (issue 43)", () => {
    expect(signInTexts[0]).toBe('Edytor strony')
    expect(signInTexts).toEqual(expect.arrayContaining(['Zaloguj tokenem']))
    expect(signInTexts.filter((text) => /sveltia|token dostępu osobisty|personal/i.test(text))).toEqual([])
    expect(englishIn(signInTexts)).toEqual([])
    // Where the token comes from in the docs' words, not the CMS's 'stronie ustawień użytkownika GitHub' and 'pull requestów'.
    expect(codeWordsIn(signInTexts)).toEqual([])
  })

  it('the board shows, in Polish, which change is being checked, which failed and which passed', async () => {
    await expect.poll(() => card('labTests').innerText(), { timeout: 60_000 }).toContain(strings.deploy_preview.short.building)
    await expect.poll(() => card('priceList').innerText(), { timeout: 60_000 }).toContain(strings.deploy_preview.short.failed)
    // The CMS gives a passed change no badge, as it gives none to a save whose check has not started: the board says which (quietBadges.ts).
    await expect.poll(() => card('vaccinePrices').innerText(), { timeout: 60_000 }).toContain(quietBadgeText.passed)
    const passedCard = await card('vaccinePrices').innerText()
    expect(passedCard).not.toContain(strings.deploy_preview.short.building)
    expect(passedCard).not.toContain(strings.deploy_preview.short.failed)
    for (const other of ['labTests', 'priceList']) expect(await card(other).innerText()).not.toContain(quietBadgeText.passed)
    // The failed change says why (the next test): the guide's picture shows it.
    await card('priceList').locator('[data-check-reasons]').waitFor({ timeout: 60_000 })
    await screenshot(page, 'publikacja')
    expect(github.unexpected).toEqual([])
  })

  it("on a phone the changes to publish are on the first screen, and a card's badge stands clear of its buttons (fitBoard.ts)", async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    try {
      // The empty columns above take a line each: the changes to publish start in the screen's upper half, and the
      // first card is whole on the first screen (each column had a third of the screen: that list began at 586 px).
      await expect.poll(() => readyColumn().evaluate((list) => list.getBoundingClientRect().top), { timeout: WAIT }).toBeLessThan(740 / 2)
      expect(
        await readyColumn()
          .getByRole('listitem')
          .first()
          .evaluate((item) => item.getBoundingClientRect().bottom),
      ).toBeLessThan(740)
      for (const name of ['labTests', 'priceList']) {
        const boxes = await card(name).evaluate((item) => {
          const box = (element: Element | null) => {
            const { left, right, top, bottom, width } = element!.getBoundingClientRect()
            return { left, right, top, bottom, width }
          }
          return {
            author: box(item.querySelector('.author')),
            badge: box(item.querySelector('.deploy-status-badge')),
            buttons: [...item.querySelectorAll('footer button')].map(box),
          }
        })
        // The author's name is shown, not squeezed to nothing.
        expect(boxes.author.width, name).toBeGreaterThan(40)
        for (const button of boxes.buttons) {
          const overlaps =
            boxes.badge.left < button.right && button.left < boxes.badge.right && boxes.badge.top < button.bottom && button.top < boxes.badge.bottom
          expect(overlaps, `${name}: the badge over a button`).toBe(false)
        }
      }
      await screenshot(page, 'publikacja-telefon')
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 })
    }
  })

  it("the failed change's card says why, in Polish: the check's lines, each naming its field with a link that opens it (issue 43)", async () => {
    const reasons = card('priceList').locator('[data-check-reasons]')
    const text = await reasons.innerText()
    for (const problem of plantedProblems) {
      // As a sentence of its own: the check's messages start in lower case.
      expect(text).toContain(`${problem.message.charAt(0).toLocaleUpperCase('pl')}${problem.message.slice(1)}. ${problem.fix}`)
      expect(text).toContain(`(${problem.file}, wiersz ${problem.line})`)
    }
    // GitHub's line about the job is no line of the content; the other cards say nothing of the kind.
    expect(text).not.toContain('Process completed')
    expect(await card('labTests').locator('[data-check-reasons]').count()).toBe(0)
    expect(await card('vaccinePrices').locator('[data-check-reasons]').count()).toBe(0)
    expect(englishIn(text.split('\n'))).toEqual([])
    // The field in the form's words, from the data file's label down to the note's.
    const link = reasons.getByRole('link', { name: `${fileLabels.priceList} › `, exact: false }).first()
    expect(await link.innerText()).toMatch(new RegExp(`^${fileLabels.priceList!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} › .+ › .+`))
    await link.click()
    // The change's form, its row opened and the cursor in the field with the planted sentence.
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: WAIT }).toBe('#/collections/dane/entries/priceList')
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | HTMLTextAreaElement | null)?.value), { timeout: WAIT })
      .toBe(plantedValue)
    await screenshot(page, 'publikacja-bledy-pole')
    expect(github.unexpected).toEqual([])
    await page.evaluate(() => (location.hash = '#/workflow'))
    await readyColumn().getByRole('listitem').nth(2).waitFor()
  })

  it('"Opublikuj" on the failed change: GitHub refuses, the editor says so in Polish, the change stays', async () => {
    await card('priceList').getByRole('button', { name: strings.workflow.publish_entry! }).click()
    const dialog = page.getByRole('alertdialog')
    await expect.poll(() => dialog.innerText()).toContain(strings.workflow.confirm_publishing_entry)
    // The question says first what the card shows (publishQuestion.ts), in what a screen reader reads as its description.
    await expect.poll(() => dialog.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).innerText())).toContain(unreadyText.failed)
    await dialog.getByRole('button', { name: strings.publish, exact: true }).click()
    await page.getByText(strings.workflow.publishing_entry_failed!).waitFor()
    await screenshot(page, 'publikacja-odmowa')
    expect(github.mergeAttempts).toEqual([{ number: failed.number, status: 405 }])
    expect(await card('priceList').count()).toBe(1)
    // The cursor is back on the card's 'Opublikuj wpis', not on the page itself.
    await expect
      .poll(
        () =>
          card('priceList')
            .getByRole('button', { name: strings.workflow.publish_entry! })
            .evaluate((button) => button === document.activeElement),
        { timeout: WAIT },
      )
      .toBe(true)
    // A change whose check still runs: the question says so and how long it usually takes; 'Anuluj' publishes nothing.
    await card('labTests').getByRole('button', { name: strings.workflow.publish_entry! }).click()
    await expect.poll(() => dialog.innerText()).toContain(unreadyText.running)
    // Under the warning a reflexive Enter cancels: the cursor is on 'Anuluj'.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { timeout: WAIT }).toBe(strings.cancel)
    await dialog.getByRole('button', { name: strings.cancel, exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(github.mergeAttempts).toHaveLength(1)
  })

  it("a change's badge follows its check while the board stays open: not started, running, passed (quietBadges.ts)", async () => {
    const badge = card('labTests').locator('.deploy-status-badge')
    const shown = () => badge.evaluateAll((badges) => badges.map((each) => `${each.getAttribute('data-check-state') ?? 'cms'}: ${each.textContent}`))
    try {
      // Saved a moment ago: GitHub has not started the check; the CMS shows no badge, the board the running words.
      running.check = 'none'
      await expect.poll(shown, { timeout: WAIT }).toEqual([`waiting: ${quietBadgeText.waiting}`])
      // The check starts: the CMS's own badge, ours gone.
      running.check = 'in_progress'
      await expect.poll(shown, { timeout: WAIT }).toEqual([`cms: ${strings.deploy_preview.short.building}`])
      // It passes: the CMS's badge goes, and the card turns green (it had kept the running words of before).
      running.check = 'success'
      await expect.poll(shown, { timeout: WAIT }).toEqual([`passed: ${quietBadgeText.passed}`])
    } finally {
      running.check = 'in_progress'
    }
    // Run again on the same save: the CMS, having seen it pass, shows nothing; the board the running words.
    await expect.poll(() => badge.allInnerTexts(), { timeout: WAIT }).toEqual([strings.deploy_preview.short.building])
  })

  it('"Opublikuj" on the passed change merges it and says it is published', async () => {
    await card('vaccinePrices').getByRole('button', { name: strings.workflow.publish_entry! }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: strings.publish, exact: true }).click()
    await page.getByText(strings.workflow.entry_published!).waitFor()
    expect(github.mergeAttempts.at(-1)).toEqual({ number: passed.number, status: 200 })
    expect(github.open.map((item) => item.number)).toEqual([running.number, failed.number])
    // It leaves the column (for a moment it may stand under "W drodze na stronę"); the others stay.
    await expect.poll(() => card('vaccinePrices').count()).toBe(0)
    expect(await readyColumn().getByRole('listitem').count()).toBe(2)
    // The CMS's notice goes in seconds; the board keeps saying when the page will show the change (publishedNotice.ts),
    // also after the worker has been elsewhere in the editor.
    const notice = page.locator('[data-published-notice]')
    // The card is gone: the cursor is not left on the page itself (it goes to that line).
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: WAIT }).toBe(true)
    const said = new RegExp(
      `^Zmianę we wpisie „${fileLabels.vaccinePrices}” opublikowano o \\d{1,2}:\\d{2}\\. Strona pokazuje zmianę zwykle ${aboutMinutes(typicalMinutes.publish)} po publikacji, czyli około \\d{1,2}:\\d{2}\\.$`,
    )
    await expect.poll(() => notice.textContent(), { timeout: WAIT }).toMatch(said)
    // On a phone, with that line above and the tray of published changes below, the board scrolls as one: the
    // columns are no box of their own (they were, 436 px of 722 at 360×740).
    await page.setViewportSize({ width: 360, height: 740 })
    try {
      await expect
        .poll(() => page.locator('.board > .columns').evaluate((columns) => columns.scrollHeight - columns.clientHeight), { timeout: WAIT })
        .toBeLessThanOrEqual(1)
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 })
    }
    await page.evaluate(() => (location.hash = '#/collections/dane'))
    await notice.waitFor({ state: 'detached' })
    await page.evaluate(() => (location.hash = '#/workflow'))
    await expect.poll(() => notice.textContent(), { timeout: WAIT }).toMatch(said)
    await screenshot(page, 'publikacja-opublikowano')
    expect(github.unexpected).toEqual([])
  })

  it('a saved price is dropped with "Odrzuć zmiany", on the board or in the open entry: main unchanged, the form shows the published price', async () => {
    // A data file none of the other changes touches, and its first price.
    const name = 'allergy'
    const path = `content/data/${name}.yaml`
    const published = /price: (\d+ zł)/.exec(files[path]!)![1]!
    const changed = published.replace(/\d+/, (amount) => String(Number(amount) + 3))
    /** Opens the entry, types the changed price and saves it as a draft; its pull request. */
    const saveChange = async () => {
      await openEntry(page, 'dane', name)
      await (await fieldWithValue(page, published)).fill(changed)
      await page.getByRole('button', { name: 'Zapisz' }).click()
      // The first save opens the change as a draft and asks whether to send it for review: not yet.
      await page.getByRole('alertdialog').getByRole('button', { name: strings.later, exact: true }).click()
      await expect.poll(() => github.open.find((item) => item.files[path])?.files[path], { timeout: WAIT }).toContain(`price: ${changed}`)
      // The editor then closes the form by itself, back to the list of data files.
      await expect.poll(() => page.evaluate(() => location.hash), { timeout: WAIT }).toBe('#/collections/dane')
      return github.open.find((item) => item.files[path])!
    }
    /** GitHub has the pull request closed unmerged and its branch deleted, main as it was; the entry opens with the published price. */
    const dropped = async (pullRequest: FakePullRequest) => {
      expect(github.closed).toContain(pullRequest.number)
      // The CMS closes the pull request, then deletes its branch: on a busy machine the second comes a moment later.
      await expect.poll(() => github.deletedBranches).toContain(pullRequest.branch)
      await expect.poll(() => github.branchNames).not.toContain(pullRequest.branch)
      expect(github.onMain(path)).toBe(files[path])
      await openEntry(page, 'dane', name)
      await fieldWithValue(page, published)
    }
    const toBoard = () => page.evaluate(() => (location.hash = '#/workflow'))
    const dialog = page.getByRole('alertdialog')

    // On the board: the change stands under "Szkice" with its "Odrzuć zmiany" button.
    const first = await saveChange()
    await toBoard()
    const drafts = page.getByRole('list', { name: strings.status.drafts!, exact: true })
    await card(name, drafts).getByRole('button', { name: strings.workflow.discard_changes!, exact: true }).click()
    await expect.poll(() => dialog.innerText()).toContain(strings.workflow.confirm_discarding_entry_changes)
    expect(codeWordsIn([await dialog.innerText()])).toEqual([])
    await screenshot(page, 'publikacja-odrzucenie')
    await dialog.getByRole('button', { name: strings.discard, exact: true }).click()
    await page.getByText(strings.workflow.entry_deleted!).waitFor()
    await expect.poll(() => card(name, drafts).count()).toBe(0)
    await dropped(first)

    // In the open entry, saved and opened again: ⋮ › "Odrzuć zmiany", the same question.
    const second = await saveChange()
    await openEntry(page, 'dane', name)
    await fieldWithValue(page, changed)
    await page.getByRole('button', { name: strings.show_editor_options, exact: true }).click()
    await page.getByRole('menuitem', { name: strings.workflow.discard_changes!, exact: true }).click()
    await expect.poll(() => dialog.innerText()).toContain(strings.workflow.confirm_discarding_entry_changes)
    await screenshot(page, 'wpis-odrzucenie')
    await dialog.getByRole('button', { name: strings.discard, exact: true }).click()
    await expect.poll(() => github.closed).toContain(second.number)
    await dropped(second)
    expect(github.mergeAttempts.map((item) => item.number)).not.toContain(first.number)
    expect(github.mergeAttempts.map((item) => item.number)).not.toContain(second.number)
    expect(github.unexpected).toEqual([])
    // Back to the board, where the next test starts.
    await toBoard()
    await readyColumn().getByRole('listitem').nth(1).waitFor()
  })

  it('an open change shows its status and "Opublikuj" in its toolbar', async () => {
    await card('labTests').getByRole('button', { name: fileLabels.labTests!, exact: true }).click()
    // The board leaves first: its two other cards' "Opublikuj" would also answer to the toolbar button's name.
    await readyColumn().waitFor({ state: 'hidden' })
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await page.getByRole('button', { name: new RegExp(escape(strings.status.ready!)) }).waitFor()
    // Its label reads "Opublikuj"; its accessible name, "Opublikuj wpis".
    await page.getByRole('button', { name: strings.workflow.publish_entry!, exact: true }).waitFor()
    await screenshot(page, 'publikacja-wpis')
    expect(github.unexpected).toEqual([])
  })
})
