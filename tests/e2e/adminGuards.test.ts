import type { Dialog, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { frozenSite } from '../frozenSite.ts'
import { fieldWithValue, openEntry, readRepositoryFile, repositoryFiles, openEditorPage } from './adminHelpers.ts'

/**
 * What the browser editor guards against losing (Sveltia CMS 0.221, test backend):
 * leaving an entry with unsaved changes asks first (lib/cms/browser/adminStart.js:
 * the CMS itself does not ask); × on a list item cannot ask (the CMS has no such
 * option), so its hint says what it removes and how to take it back, and that way
 * back works; a page's address cannot be renamed from the editor.
 */
let page: Page
let errors: string[]
let close: () => Promise<void>
const original = repositoryFiles()
const labTests = 'content/data/labTests.yaml'
const categories = () => parse(original[labTests]!) as { categories: { title: string; items: { name: string; price: string }[] }[] }
const save = () => page.getByRole('button', { name: 'Zapisz' })
const back = () => page.getByRole('button', { name: 'Anuluj edycję' })

/** Answers the next dialog (accept or not) and gives its message. */
function nextDialog(accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

beforeAll(async () => {
  ;({ page, errors, close } = await openEditorPage({ width: 1280, height: 860 }))
})
afterAll(() => close?.())

describe('leaving an entry with unsaved changes', () => {
  it('← asks first; "Anuluj" keeps the form and its change, OK leaves without saving', async () => {
    const price = categories().categories[0]!.items[0]!.price
    await openEntry(page, 'dane', 'labTests')
    await (await fieldWithValue(page, price)).fill('999 zł')
    await expect.poll(() => save().isEnabled()).toBe(true)

    const stay = nextDialog(false)
    await back().click()
    expect(await stay).toContain('Zmiany w tym formularzu nie są zapisane. Wyjść bez zapisywania?')
    await expect.poll(() => save().isEnabled()).toBe(true)
    expect(await (await fieldWithValue(page, '999 zł')).inputValue()).toBe('999 zł')

    // Escape clicks ← (the CMS's shortcut): the same question.
    const stayAgain = nextDialog(false)
    await page.keyboard.press('Escape')
    expect(await stayAgain).toContain('Wyjść bez zapisywania?')
    await expect.poll(() => save().isEnabled()).toBe(true)

    const leave = nextDialog(true)
    await back().click()
    await leave
    await save().waitFor({ state: 'detached' })
    expect(await readRepositoryFile(page, labTests)).toBe(original[labTests])
  })

  it('without changes, ← leaves without a question', async () => {
    const asked: string[] = []
    const record = (dialog: Dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    }
    page.on('dialog', record)
    await openEntry(page, 'dane', 'labTests')
    await back().click()
    await save().waitFor({ state: 'detached' })
    page.off('dialog', record)
    expect(asked).toEqual([])
  })
})

describe('× on a list item', () => {
  it("the list's hint says what × removes and how to take it back, and that way back brings the item again", async () => {
    const [first, second] = categories().categories
    await openEntry(page, 'dane', 'labTests')
    await page.getByText('× usuwa pozycję od razu, bez pytania, razem z listą „Badania”.', { exact: false }).first().waitFor()
    await fieldWithValue(page, first!.title)
    // The first × of the form is the first category's (a category's lab tests come below its bar).
    await page.getByRole('button', { name: 'Usuń', exact: true }).first().click()
    // The first category is gone from the form: its title field with it, the next category's first.
    await expect.poll(() => page.evaluate((title) => [...document.querySelectorAll('input')].some((input) => input.value === title), first!.title)).toBe(false)
    await fieldWithValue(page, second!.title)
    await page.getByRole('button', { name: 'Pokaż opcje edytora' }).click()
    await page.getByRole('menuitem', { name: 'Cofnij wszystkie zmiany' }).click()
    expect(await (await fieldWithValue(page, first!.title)).inputValue()).toBe(first!.title)
    await expect.poll(() => save().isEnabled()).toBe(false)
  })
})

describe("a page's address", () => {
  const pages = readContentPages(frozenSite)
  // One page of each folder: each folder is a collection of its own.
  const oneOfEach = [...new Map(pages.map(({ file }) => [file.split('/').slice(1, -1).join('-') || 'strony', file])).entries()]

  it.each(oneOfEach)("%s: 'Edytuj przyjazny link' is off, and the address panel offers no renaming", async (collection, file) => {
    await openEntry(
      page,
      collection,
      file
        .split('/')
        .at(-1)!
        .replace(/\.mdx$/, ''),
    )
    await page.getByRole('button', { name: 'Pokaż opcje edytora' }).click()
    const rename = page.getByRole('menuitem', { name: 'Edytuj przyjazny link' })
    await rename.waitFor()
    expect(await rename.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    await rename.waitFor({ state: 'hidden' })
    // The sidebar's address panel (its icon 'anchor') shows the address without an edit button.
    // (The CMS remembers an open panel from the last entry; a click on its icon would close it.)
    const panel = page.getByRole('radio').filter({ hasText: 'anchor' })
    if ((await panel.getAttribute('aria-checked')) !== 'true') await panel.click()
    await page
      .getByText(
        file
          .split('/')
          .at(-1)!
          .replace(/\.mdx$/, ''),
        { exact: true },
      )
      .first()
      .waitFor()
    expect(await page.getByRole('button', { name: 'Edytuj przyjazny link' }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})
