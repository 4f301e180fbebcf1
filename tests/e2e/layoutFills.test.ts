import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages } from './site.ts'

// Issue 42: grids left an empty slot at the right (the home page's offers 4 + 3,
// the FAQ's quick links 4 + 2), and the number of tiles is the clinic's to change;
// the home page's hero was a heading on a gradient with its right half empty.
// On every page at each width, every grid of <main> that lays out alike items
// in two or more rows (a CSS grid, or a wrapping flex row whose items grow)
// ends with a row that reaches from the left edge of its widest row to the
// right one, or stands centred under it. Counts and places are read from the page.
const WIDTHS = [768, 1024, 1280, 1920]
/** Rounding of sub-pixel layouts: an empty slot is at least a tile wide. */
const SLACK = 2

interface Grid {
  name: string
  rows: number[]
  problem?: string
}

/** Every grid of <main> with items in two or more rows and two or more in a row: how many items in each row, and what is wrong with its last row. */
function grids(page: Page): Promise<Grid[]> {
  return page.evaluate((slack) => {
    const found: Grid[] = []
    for (const element of document.querySelectorAll('main *')) {
      const style = getComputedStyle(element)
      const items = [...element.children].filter((child) => child.getBoundingClientRect().width > 0)
      const isGrid = style.display === 'grid' || style.display === 'inline-grid'
      const isTiles =
        style.display.endsWith('flex') && style.flexWrap === 'wrap' && items.some((item) => Number.parseFloat(getComputedStyle(item).flexGrow) > 0)
      if (!(isGrid || isTiles) || items.length < 3) continue
      const rows: DOMRect[][] = []
      for (const box of items.map((item) => item.getBoundingClientRect()).sort((a, b) => a.top - b.top || a.left - b.left)) {
        const row = rows.find((candidate) => Math.abs(candidate[0]!.top - box.top) <= slack)
        if (row) row.push(box)
        else rows.push([box])
      }
      const widest = rows.reduce((a, b) => (b.length > a.length ? b : a))
      if (rows.length < 2 || widest.length < 2) continue
      // Tiles are alike: a grid of unlike columns (a text beside a picture) is a layout, not a row of tiles.
      if (widest.some((box) => Math.abs(box.width - widest[0]!.width) > slack)) continue
      const extent = (row: DOMRect[]) => ({ left: Math.min(...row.map((box) => box.left)), right: Math.max(...row.map((box) => box.right)) })
      const full = extent(widest)
      const last = extent(rows.at(-1)!)
      const gapLeft = last.left - full.left
      const gapRight = full.right - last.right
      const filled = Math.abs(gapLeft) <= slack && Math.abs(gapRight) <= slack
      const centred = Math.abs(gapLeft - gapRight) <= slack
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}${element.parentElement?.className ? ` in .${element.parentElement.className.split(/\s+/)[0]}` : ''}`
      found.push({
        name,
        rows: rows.map((row) => row.length),
        problem: filled || centred ? undefined : `the last row leaves ${Math.round(gapLeft)} px on the left and ${Math.round(gapRight)} px on the right`,
      })
    }
    return found
  }, SLACK)
}

let visitor: Awaited<ReturnType<typeof openPage>>
let browser: Awaited<ReturnType<typeof launchBrowser>>
beforeAll(async () => {
  browser = await launchBrowser()
  visitor = await openPage(browser, { viewport: { width: WIDTHS[0]!, height: 900 } })
})
afterAll(async () => {
  await visitor?.close()
  await browser?.close()
})

test(`every page at ${WIDTHS.join(', ')} px: no grid of the content ends with an empty slot at the right`, async () => {
  const { page } = visitor
  const problems: string[] = []
  let measured = 0
  for (const { route } of contentPages) {
    await page.goto(route, { waitUntil: 'load' })
    // One load per page; the layout follows each new width at once.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const grid of await grids(page)) {
        measured++
        if (grid.problem) problems.push(`${route} at ${width} px, ${grid.name} (${grid.rows.join(' + ')}): ${grid.problem}`)
      }
    }
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
  }
  expect(problems).toEqual([])
  // The site has tiles in rows (the home page's offers, the FAQ's questions): the test measured some.
  expect(measured).toBeGreaterThan(0)
})

test.each([
  ['/', 'main .cards'],
  ['/faq', 'main .faq-quick-links ul'],
])('%s: %s with any number of tiles from 2 to 13 fills its last row', async (route, selector) => {
  const { page } = visitor
  await page.goto(route, { waitUntil: 'load' })
  const problems: string[] = []
  for (let count = 2; count <= 13; count++) {
    // The clinic may add or remove tiles: copies of the first stand for them.
    await page.evaluate(
      ({ selector, count }) => {
        const grid = document.querySelector(selector)!
        const first = grid.firstElementChild!
        grid.replaceChildren(...Array.from({ length: count }, () => first.cloneNode(true)))
      },
      { selector, count },
    )
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const grid of await grids(page))
        if (grid.problem) problems.push(`${count} tiles at ${width} px, ${grid.name} (${grid.rows.join(' + ')}): ${grid.problem}`)
    }
  }
  expect(problems).toEqual([])
})

test('the home hero at 1024 px and wider: its content reaches the right edge of its row, the clinic facts beside the heading', async () => {
  const { page } = visitor
  await page.goto('/', { waitUntil: 'load' })
  const problems: string[] = []
  for (const width of WIDTHS.filter((candidate) => candidate >= 1024)) {
    await page.setViewportSize({ width, height: 900 })
    const hero = await page.evaluate(() => {
      const row = document.querySelector('main .page-header .container')!
      const padding = Number.parseFloat(getComputedStyle(row).paddingRight)
      // What a visitor sees: the text, and boxes painted with a background or a border (a block's empty right part is not seen).
      const boxes: DOMRect[] = []
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        boxes.push(...range.getClientRects())
      }
      for (const element of row.querySelectorAll('*')) {
        const style = getComputedStyle(element)
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(style.borderRightWidth) > 0) boxes.push(element.getBoundingClientRect())
      }
      const h1 = row.querySelector('h1')!.getBoundingClientRect()
      const shown = boxes.filter((box) => box.width > 0 && box.height > 0)
      return { right: row.getBoundingClientRect().right - padding, content: Math.max(...shown.map((box) => box.right)), h1: h1.right }
    })
    if (hero.content < hero.right - SLACK) problems.push(`${width} px: the hero's content ends ${Math.round(hero.right - hero.content)} px before its row`)
    if (hero.h1 > hero.right - 200) problems.push(`${width} px: the heading takes the whole row, nothing beside it`)
  }
  expect(problems).toEqual([])
})
