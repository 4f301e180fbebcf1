import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { english, polish } from './englishStrings.ts'

/**
 * What the browser editor shows, read the way its user meets it: every text on
 * screen and every name a screen reader says, the whole of a long form (its
 * lists expanded, the parts it draws only when scrolled to drawn), and the
 * labels of its choices next to the codes they store.
 */

/**
 * An interface string of the CMS by its key as the screen shows it, e.g. t('expand_all')
 * is 'Rozwiń wszystko'; a key without Polish is shown (and found) in English.
 */
export const t = (key: string) => {
  const text = polish.get(key) ?? english.get(key)
  if (text === undefined) throw new Error(`no CMS string "${key}"`)
  return text
}

/**
 * Every text the page shows now (each element's own text, so a label is one
 * text) and every aria-label, title and placeholder of a shown element. Icons are
 * drawn from ligature words ('more_vert', 'close') and are left out, as are the
 * values typed into fields and the page's preview (role="document"): they are
 * the content, not the interface. So is what the CMS keeps off screen (its font
 * loader's 'Loading').
 */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return element.getClientRects().length > 0 && box.right > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const texts = new Set<string>()
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.material-symbols-outlined, script, style, textarea, [contenteditable="true"], [role="document"]') || !shown(element)) continue
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
      if (own.trim()) texts.add(own)
      for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(attribute)
        if (value?.trim()) texts.add(value)
      }
    }
    return [...texts]
  })
}

/**
 * Draws the whole open form: expands every collapsed list and list item and
 * scrolls each part the CMS has not drawn yet (it draws a field only once it
 * scrolls into view, keeping an empty placeholder till then) into view, until
 * nothing is left collapsed or undrawn.
 */
export async function renderWholeForm(page: Page): Promise<void> {
  const expandLabels = [t('expand'), t('expand_all')]
  // A tall window draws more of a long form at each step; the form is the same.
  const size = page.viewportSize()!
  await page.setViewportSize({ width: size.width, height: 3000 })
  try {
    await drawAll(page, expandLabels)
  } finally {
    await page.setViewportSize(size)
  }
}

async function drawAll(page: Page, expandLabels: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (expandLabels) => {
          const form = document.querySelector('.content-editor') ?? document.body
          // A list's or a list item's toggle (it names what it opens in aria-controls), and 'Rozwiń wszystko';
          // a select list's own 'Rozwiń' opens its options instead.
          const [expand, expandAll] = expandLabels
          const expanders = [...form.querySelectorAll<HTMLButtonElement>('button:not([disabled]):not([aria-disabled="true"])')].filter(
            (button) =>
              (button.getAttribute('aria-label') === expand && button.getAttribute('aria-expanded') === 'false' && button.hasAttribute('aria-controls')) ||
              button.textContent?.trim() === expandAll,
          )
          for (const button of expanders) button.click()
          const placeholders = [...form.querySelectorAll('div.placeholder:empty')]
          for (const placeholder of placeholders) {
            // Drawn already by an earlier one's scroll (one tall window shows many).
            if (!placeholder.isConnected) continue
            placeholder.scrollIntoView({ block: 'start' })
            // Drawn once seen: wait (frame by frame, up to 5 s) until the CMS has replaced it.
            for (let frame = 0; frame < 300 && placeholder.isConnected; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          return expanders.length + placeholders.length
        }, expandLabels),
      // Each round draws all it found; the next finds only what those drew (a list's items), so it goes on at once.
      { timeout: 240_000, interval: 20 },
    )
    .toBe(0)
}

/** A choice of a form's select list or radio buttons: the field's label, the label shown and the value stored. */
export interface Choice {
  field: string
  label: string
  value: string
}

/**
 * The choices of every select list of the open form. Radio buttons (the CMS's
 * select with few options) show theirs; a drop-down list is opened, read and
 * closed again, as a user looks through it. A one-choice list repeated in each
 * item of a list (the same field, e.g. `hours.*.day`) offers the same options
 * in every item, so it is read in the first item only; a multiple-choice list
 * hides what its own item has chosen, so each of those is read.
 */
export async function formChoices(page: Page): Promise<Choice[]> {
  const radios = await page.evaluate(() => {
    const labelOf = (element: Element) => document.getElementById((element.getAttribute('aria-labelledby') ?? '').split(' ')[0]!)?.textContent?.trim() ?? ''
    return [...document.querySelectorAll('.content-editor [role="radiogroup"]')].flatMap((group) =>
      [...group.querySelectorAll('[role="radio"][data-value]')]
        .filter((radio) => radio.getAttribute('data-value') !== '')
        .map((radio) => ({ field: labelOf(group), label: labelOf(radio), value: radio.getAttribute('data-value')! })),
    )
  })
  const lists: Choice[] = []
  const comboboxes = page.locator('.content-editor [role="combobox"][aria-haspopup="listbox"]')
  // Which lists to open: each multiple-choice list, and the first of each one-choice field (its key path with the items' numbers left out).
  const toOpen = await comboboxes.evaluateAll((elements) => {
    const seen = new Set<string>()
    return elements.flatMap((element, index) => {
      const path = element.closest('[data-key-path]')?.getAttribute('data-key-path')
      if (!path || element.closest('.select-tags')) return [index]
      const field = path.replace(/\.\d+(?=\.|$)/g, '.*')
      if (seen.has(field)) return []
      seen.add(field)
      return [index]
    })
  })
  for (const index of toOpen) {
    const combobox = comboboxes.nth(index)
    const field = await combobox.evaluate(
      (element) => document.getElementById((element.getAttribute('aria-labelledby') ?? '').split(' ')[0]!)?.textContent?.trim() ?? '',
    )
    await combobox.click()
    const options = page.locator('[role="listbox"] [role="option"][data-value]:visible')
    await options.first().waitFor()
    // All options read in one call: a long list (people, visit types) costs one round trip, not two an option.
    const read = await options.evaluateAll((elements) =>
      elements.map((option) => ({
        value: option.getAttribute('data-value') ?? '',
        label: option.getAttribute('data-label') ?? (option as HTMLElement).innerText,
      })),
    )
    for (const { value, label } of read) if (value !== '') lists.push({ field, label, value })
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('[role="listbox"] [role="option"]:visible').count()).toBe(0)
  }
  return [...radios, ...lists]
}

/** A choice that shows its code instead of a label: the label is the stored value, a code of lower-case ASCII letters, digits and hyphens. */
export const showsCode = (choice: Choice) => choice.label === choice.value && /^[a-z0-9-]+$/.test(choice.value)

/**
 * Opens a menu by its button's name, returns what it and the screen show, and
 * closes it again. Without such a button on screen, returns nothing.
 */
export async function menuTexts(page: Page, buttonName: string): Promise<string[]> {
  const button = page.getByRole('button', { name: buttonName, exact: true }).first()
  if (!(await button.isVisible())) return []
  await button.click()
  const items = page.locator('[role="menu"]:visible [role^="menuitem"]')
  await items.first().waitFor()
  const texts = await screenTexts(page)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.locator('[role="menu"]:visible').count()).toBe(0)
  return texts
}

/** Texts that show one of the CMS's internal names ('_default', its name for the one language when no languages are set up). */
export const internalNames = (texts: string[]) => [...new Set(texts.filter((text) => /(?<![\p{L}\d])_[a-z]\w*/u.test(text)))]
