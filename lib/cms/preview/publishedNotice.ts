import { typicalMinutes } from '../../build/typicalMinutes.ts'
import workflow from '../locales/pl/workflow.json'
import { aboutMinutes, fillWaits } from '../waitPhrases.ts'
import { onPageChange } from './onPageChange.ts'
import { cardName, cardOf } from './boardCard.ts'

/**
 * When the page will show a published change, said on the board for an hour. The CMS says it once, in a
 * notice that goes after about six seconds ('Opublikowano. Strona pokaże zmianę za około 3 minuty.'), and the
 * card then leaves the board: an office worker who looked away had nothing to tell when to look at the site
 * (an editor's trial of the board). So when that notice shows, the time and the change's name (its card's,
 * as the worker clicked 'Opublikuj wpis') are kept in the browser (localStorage, the last publication only)
 * and a line at the top of the board says them, and later that the page should show the change by now.
 */

/** A publication: the name on its card (when it was published from the board) and when, in ms. */
export interface Published {
  name?: string
  at: number
}

const KEY = 'clinic-admin.published'
const ATTRIBUTE = 'data-published-notice'
const BOARD = /^#\/workflow(?:[/?]|$)/
/** How long the line stays after a publication. */
const SHOWN_MS = 60 * 60_000
const PUBLISH_MS = typicalMinutes.publish * 60_000

const clock = new Intl.DateTimeFormat('pl-PL', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Warsaw' })

/** The board's line about `published` at `now`; undefined once it is an hour old. */
export function publishedText({ name, at }: Published, now: number): string | undefined {
  if (now - at > SHOWN_MS || now < at) return undefined
  const done = `${name ? `Zmianę we wpisie „${name}”` : 'Zmianę'} opublikowano o ${clock.format(at)}.`
  if (now < at + PUBLISH_MS)
    return `${done} Strona pokazuje zmianę zwykle ${aboutMinutes(typicalMinutes.publish)} po publikacji, czyli około ${clock.format(at + PUBLISH_MS)}.`
  return `${done} Strona powinna już pokazywać tę zmianę; jeśli jej nie widać, odśwież stronę w przeglądarce.`
}

function readPublished(): Published | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Published | null
    return kept && typeof kept.at === 'number' ? kept : undefined
  } catch {
    return undefined
  }
}

/** Starts following the editor: the clicks on 'Opublikuj wpis', the CMS's notice, the board. */
export function showPublishedNotice(): void {
  const published = fillWaits(workflow.workflow.entry_published)
  let clicked: string | undefined
  const seen = new WeakSet<Element>()
  let timer: ReturnType<typeof setTimeout> | undefined

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`button[aria-label="${workflow.workflow.publish_entry}"]`) : null
      if (button) clicked = cardName(cardOf(button))
    },
    true,
  )

  const draw = () => {
    const kept = readPublished()
    const text = kept && BOARD.test(location.hash) ? publishedText(kept, Date.now()) : undefined
    const board = document.querySelector<HTMLElement>('.board')
    let line = document.querySelector<HTMLElement>(`[${ATTRIBUTE}]`)
    if (!text || !board) return void line?.remove()
    if (!line || line.parentElement !== board) {
      line?.remove()
      line = document.createElement('p')
      line.setAttribute(ATTRIBUTE, '')
      line.setAttribute('role', 'status')
      board.prepend(line)
    }
    if (line.textContent !== text) line.textContent = text
    // The line changes when the usual wait is over, and goes after an hour, with nothing else moving on the board.
    clearTimeout(timer)
    const next = [kept!.at + PUBLISH_MS, kept!.at + SHOWN_MS].find((time) => time > Date.now())
    if (next !== undefined) timer = setTimeout(draw, next - Date.now() + 1_000)
  }

  const tick = () => {
    for (const notice of document.querySelectorAll('.toast [role="status"]')) {
      // (Its text also holds its icon's name and its title: 'check_circle Gotowe Opublikowano. …'.)
      if (seen.has(notice) || !notice.textContent?.includes(published)) continue
      seen.add(notice)
      localStorage.setItem(KEY, JSON.stringify({ ...(clicked ? { name: clicked } : {}), at: Date.now() } satisfies Published))
      clicked = undefined
    }
    draw()
  }

  const style = document.createElement('style')
  style.textContent = `[${ATTRIBUTE}] { flex: none; margin: 0; padding: 8px 16px; border-bottom: 1px solid var(--sui-primary-border-color, #ccc); background: var(--sui-secondary-background-color, #f4f4f4); color: var(--sui-primary-foreground-color, inherit); font-size: var(--sui-font-size-default, 14px); line-height: 1.45; }`
  document.head.append(style)
  onPageChange(tick)
  window.addEventListener('hashchange', tick)
}
