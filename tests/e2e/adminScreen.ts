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
 * What runs in the page to read it (one call of page.evaluate for a whole
 * question, not a round trip per element): `texts` reads the screen; `menu`
 * opens a menu by its button's name, reads the screen with it open, and closes
 * it; `choices` opens each given drop-down list, reads its options and closes
 * it. Everything it needs is inside it: Playwright sends it to the page as text.
 */
type InPage = { op: 'texts' } | { op: 'menu'; buttonName: string } | { op: 'choices'; selector: string; indexes: number[] }
async function inPage(request: InPage): Promise<unknown> {
  /** Shown as Playwright's `:visible` has it: a box with a size, not `visibility: hidden`. */
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  /** Waits, frame by frame, until `done` holds (up to 30 s, as long as Playwright's waits here took). */
  const until = async (done: () => boolean, what: string) => {
    const end = performance.now() + 30_000
    while (!done()) {
      if (performance.now() > end) throw new Error(`waited 30 s for ${what}`)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }
  /**
   * Every text the page shows now (each element's own text, so a label is one
   * text) and every aria-label, title and placeholder of a shown element. Icons are
   * drawn from ligature words ('more_vert', 'close') and are left out, as are the
   * values typed into fields and the page's preview (role="document"): they are
   * the content, not the interface. So is what the CMS keeps off screen (its font
   * loader's 'Loading').
   */
  const texts = () => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return element.getClientRects().length > 0 && box.right > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const found = new Set<string>()
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.material-symbols-outlined, script, style, textarea, [contenteditable="true"], [role="document"]') || !shown(element)) continue
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
      if (own.trim()) found.add(own)
      for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(attribute)
        if (value?.trim()) found.add(value)
      }
    }
    return [...found]
  }
  /** Escape pressed in an open pop-up (a menu, a list's options): the CMS closes it. */
  const escape = (inside: Element) =>
    inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true, composed: true }))
  const labelOf = (element: Element) => document.getElementById((element.getAttribute('aria-labelledby') ?? '').split(' ')[0]!)?.textContent?.trim() ?? ''

  if (request.op === 'texts') return texts()
  if (request.op === 'menu') {
    // The first button of that name a screen reader has (as getByRole finds it); none shown, nothing to read.
    const named = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() === request.buttonName
    const button = [...document.querySelectorAll<HTMLElement>('button, [role="button"]')].find(
      (element) => named(element) && !element.closest('[aria-hidden="true"], [inert]') && element.checkVisibility({ visibilityProperty: true }),
    )
    if (!button || !visible(button)) return []
    button.scrollIntoView({ block: 'nearest' })
    button.click()
    const openMenu = () =>
      [...document.querySelectorAll('[role="menu"]')].find((menu) => visible(menu) && [...menu.querySelectorAll('[role^="menuitem"]')].some(visible))
    await until(() => Boolean(openMenu()), `the menu of „${request.buttonName}”`)
    const read = texts()
    escape(openMenu()!)
    await until(() => ![...document.querySelectorAll('[role="menu"]')].some(visible), `the menu of „${request.buttonName}” to close`)
    return read
  }
  const comboboxes = [...document.querySelectorAll<HTMLElement>(request.selector)]
  const choices: { field: string; label: string; value: string }[] = []
  const shownOptions = () => [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].filter(visible)
  for (const index of request.indexes) {
    const combobox = comboboxes[index]!
    const field = labelOf(combobox)
    // Where an editor sees it (the CMS closes a list whose field leaves the screen), then a click.
    combobox.scrollIntoView({ block: 'nearest' })
    combobox.click()
    const options = () => shownOptions().filter((option) => option.hasAttribute('data-value'))
    await until(() => options().length > 0, `the options of „${field}”`)
    for (const option of options()) {
      const value = option.getAttribute('data-value') ?? ''
      if (value !== '') choices.push({ field, label: option.getAttribute('data-label') ?? option.innerText, value })
    }
    escape(options()[0]!)
    await until(() => shownOptions().length === 0, `the options of „${field}” to close`)
  }
  return choices
}

/** Asks the page `request` (inPage). */
const ask = <T>(page: Page, request: InPage) => page.evaluate(inPage, request) as Promise<T>

/**
 * Every text the page shows now (each element's own text, so a label is one
 * text) and every aria-label, title and placeholder of a shown element, without
 * icons, typed values and the preview (inPage's `texts`).
 */
export function screenTexts(page: Page): Promise<string[]> {
  return ask(page, { op: 'texts' })
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
            // Drawn once seen: wait (frame by frame, up to 5 s) until the CMS has replaced it. Parts above it drawn
            // meanwhile are taller than their placeholders and push it down out of sight, where it would wait the
            // whole 5 s for nothing: every few frames it is brought into view again.
            for (let frame = 1; frame <= 300 && placeholder.isConnected; frame++) {
              await new Promise((resolve) => requestAnimationFrame(resolve))
              if (frame % 5 === 0 && placeholder.isConnected) placeholder.scrollIntoView({ block: 'start' })
            }
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
  const selector = '.content-editor [role="combobox"][aria-haspopup="listbox"]'
  // Which lists to open: each multiple-choice list, and the first of each one-choice field (its key path with the items' numbers left out).
  const indexes = await page.locator(selector).evaluateAll((elements) => {
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
  // Each opened, read and closed in the page: a form's lists cost one round trip, not five a list.
  const lists = await ask<Choice[]>(page, { op: 'choices', selector, indexes })
  return [...radios, ...lists]
}

/** A choice that shows its code instead of a label: the label is the stored value, a code of lower-case ASCII letters, digits and hyphens. */
export const showsCode = (choice: Choice) => choice.label === choice.value && /^[a-z0-9-]+$/.test(choice.value)

/**
 * Opens a menu by its button's name, returns what it and the screen show, and
 * closes it again. Without such a button on screen, returns nothing.
 */
export async function menuTexts(page: Page, buttonName: string): Promise<string[]> {
  return ask(page, { op: 'menu', buttonName })
}

/** Texts that show one of the CMS's internal names ('_default', its name for the one language when no languages are set up). */
export const internalNames = (texts: string[]) => [...new Set(texts.filter((text) => /(?<![\p{L}\d])_[a-z]\w*/u.test(text)))]
