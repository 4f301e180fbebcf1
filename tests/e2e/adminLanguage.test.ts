import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { siteMapGroupIds } from '../../lib/schemas/siteMapGroups.ts'
import { frozenSite } from '../frozenSite.ts'
import { fieldWithValue, openEntry, repositoryFiles, openEditorPage } from './adminHelpers.ts'
import { formChoices, internalNames, menuTexts, renderWholeForm, screenTexts, showsCode, t, type Choice } from './adminScreen.ts'
import { englishIn, englishStringCount } from './englishStrings.ts'

/**
 * The browser editor speaks Polish on every screen an office worker reaches:
 * the collections, every data file's form and every page's form drawn whole
 * (lists expanded, every select list opened), the entry's menus and side panels,
 * the settings and the keyboard shortcuts, and the alert of a refused save. A
 * text of the CMS left in English, or a choice that shows the code it stores
 * ('page', 'placowka') instead of a label, fails the test with where it stood.
 */

let page: Page
let errors: string[]
let close: () => Promise<void>

beforeAll(async () => {
  // The laptop of the issue: 1366×768.
  ;({ page, errors, close } = await openEditorPage({ width: 1366, height: 768 }))
})
afterAll(() => close?.())

const openDialogs = () => page.locator('dialog[open][role="dialog"]')

/** Clicks a button by its name and waits until `shown` (a text) is on screen. */
async function open(buttonName: string, shown: string, role: 'button' | 'menuitem' | 'tab' = 'button') {
  await page.getByRole(role, { name: buttonName, exact: true }).first().click()
  await page.getByText(shown, { exact: true }).first().waitFor()
}

/** What the open form shows: the form drawn whole, its menus and its side panels. */
async function formTexts(): Promise<string[]> {
  // The entry's menu and the first field's menu are the same however much of the form is drawn, and open
  // faster while little of it is: read them first (every form has a first field, so its menu is waited for).
  await page
    .getByRole('button', { name: t('show_field_options'), exact: true })
    .first()
    .waitFor()
  const texts: string[] = []
  for (const menu of [t('show_editor_options'), t('show_field_options')]) texts.push(...(await menuTexts(page, menu)))
  await renderWholeForm(page)
  texts.push(...(await screenTexts(page)))
  // A list item's menu: only once the lists are expanded is an item on screen.
  texts.push(...(await menuTexts(page, t('list_item_options'))))
  // The side panels: the address ('Przyjazny link'), the check, the history and the links to the entry.
  for (const panel of ['slug', 'validation', 'history', 'backlinks'].map((name) => t(`entry_sidebar.${name}.title`))) {
    const button = page.getByRole('button', { name: panel, exact: true })
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue
    await button.click()
    await page
      .getByRole('heading', { name: panel, exact: true })
      .or(page.getByText(panel, { exact: true }))
      .first()
      .waitFor()
    texts.push(...(await screenTexts(page)))
  }
  return texts
}

/** The choices of the open form that show a code. */
function codesShown(choices: Choice[]): string[] {
  return [...new Set(choices.filter(showsCode).map((choice) => `${choice.field}: ${choice.label}`))]
}

/** What the open form shows in English, the codes it shows as choices and the CMS's internal names it shows. */
async function formProblems(check: (choices: Choice[]) => void = () => {}) {
  const texts = await formTexts()
  const choices = await formChoices(page)
  check(choices)
  return { english: englishIn(texts), codes: codesShown(choices), internal: internalNames(texts) }
}
const none = { english: [], codes: [], internal: [] }

describe('/admin/ in Polish', () => {
  it('looks for the English strings of the CMS it has', () => {
    expect(englishStringCount).toBeGreaterThan(500)
    expect(englishIn(['Show Errors', 'List Item Options', 'Slug', 'Contents', 'Dodaj Item', 'Pokaż błędy', 'Opcje elementu listy', 'Menu'])).toEqual([
      'Show Errors ← Show Errors',
      'List Item Options ← List Item Options',
      'Slug ← Slug',
      'Contents ← Contents',
      'Dodaj Item ← Item',
    ])
  })

  it("the collections, a collection's entries, the files, and the menus, settings and shortcuts reached from them", async () => {
    const texts = await screenTexts(page)
    texts.push(...(await menuTexts(page, t('create_entry_or_assets'))))
    texts.push(...(await menuTexts(page, t('show_account_menu'))))

    await page.getByRole('button', { name: t('show_account_menu'), exact: true }).click()
    await open(t('settings'), t('prefs.appearance.title'), 'menuitem')
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click()
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
      texts.push(...(await screenTexts(page)))
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => openDialogs().count()).toBe(0)

    await page.getByRole('button', { name: t('show_account_menu'), exact: true }).click()
    await page.getByRole('menuitem', { name: t('keyboard_shortcuts'), exact: true }).click()
    await page.getByRole('dialog', { name: t('keyboard_shortcuts') }).waitFor()
    texts.push(...(await screenTexts(page)))
    await page.keyboard.press('Escape')
    await expect.poll(() => openDialogs().count()).toBe(0)

    await page.evaluate(() => (location.hash = '#/collections/strony'))
    await page
      .getByText(t('no_entries_created'))
      .or(page.getByRole('checkbox', { name: t('select_all') }))
      .first()
      .waitFor()
    texts.push(...(await screenTexts(page)))

    await page.getByRole('radio', { name: t('assets'), exact: true }).click()
    await page
      .getByText(t('asset_library'))
      .or(page.getByRole('button', { name: t('upload_assets') }))
      .first()
      .waitFor()
    texts.push(...(await screenTexts(page)))
    await page.getByRole('radio', { name: t('contents'), exact: true }).click()

    expect({ english: englishIn(texts), internal: internalNames(texts) }).toEqual({ english: [], internal: [] })
    expect(errors).toEqual([])
  })

  // A long form (the lab tests, the vaccine prices) can take minutes to draw whole on a busy machine.
  it.each(Object.keys(dataSchemas))(
    'the form of %s: its fields, lists, choices, menus and side panels',
    async (file) => {
      await openEntry(page, 'dane', file.replace(/\.yaml$/, ''))
      expect(await formProblems()).toEqual(none)
    },
    360_000,
  )

  const pages = readContentPages(frozenSite).map(({ file }) => file)
  it.each(pages)('the form of the page %s: its fields, choices, menus and side panels', async (file) => {
    await openEntry(
      page,
      file.split('/').slice(1, -1).join('-') || 'strony',
      file
        .split('/')
        .at(-1)!
        .replace(/\.mdx$/, ''),
    )
    // Every page has a site-map group: its drop-down list was opened and read.
    const groups = (choices: Choice[]) =>
      expect(choices.filter(({ value }) => (siteMapGroupIds as readonly string[]).includes(value)).length).toBe(siteMapGroupIds.length)
    expect(await formProblems(groups)).toEqual(none)
  })

  it('a refused save: its alert, "Pokaż błędy" and the check\'s panel', async () => {
    const path = 'content/data/labTests.yaml'
    const price = (parse(repositoryFiles()[path]!) as { categories: { items: { price: string }[] }[] }).categories[0]!.items[0]!.price
    await openEntry(page, 'dane', 'labTests')
    const field = await fieldWithValue(page, price)
    await field.fill('35 PLN')
    await page.getByRole('button', { name: t('save'), exact: true }).click()
    // The alert's button, found by where it stands rather than by its words: those are what is checked.
    const showErrors = page.getByRole('alert').getByRole('button').first()
    await showErrors.waitFor()
    const texts = await screenTexts(page)
    await showErrors.click()
    await page.getByText(t('entry_sidebar.validation.title'), { exact: true }).first().waitFor()
    texts.push(...(await screenTexts(page)))
    expect({ english: englishIn(texts), internal: internalNames(texts) }).toEqual({ english: [], internal: [] })
    // The form as it was, so that nothing is left to save.
    await field.fill(price)
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), { timeout: 30_000 }).toBe(0)
  })
})
