import { typicalMinutes } from '../../build/typicalMinutes.ts'
import workflow from '../locales/pl/workflow.json'
import { aboutMinutes } from '../waitPhrases.ts'
import { onPageChange } from './onPageChange.ts'
import { quietBadgeText } from './quietBadges.ts'
import { boardCards, cardName, cardOf } from './boardCard.ts'

/**
 * 'Opublikuj wpis' on a card of the board whose check is still running or has failed: the CMS asks the same
 * question as for a passed change, GitHub then refuses, and the notice that says so ('Nie opublikowano: …
 * Zwykle dlatego, że…') guesses the reason and is gone in five seconds (an editor's trial of the board). The
 * question now says first what the card shows: that the check runs and how long it usually takes, or that it
 * found errors. After the question the cursor was on the page itself, and a keyboard user started again from
 * the top: it goes back to the card's 'Opublikuj wpis', as the CMS does after 'Anuluj', or, once the change is
 * published, to the line above the board that says when the page will show it. Under the warning, the question's
 * cursor is on 'Anuluj': a reflexive Enter does not send a change GitHub will refuse.
 */

type Unready = 'running' | 'failed'

const ATTRIBUTE = 'data-publish-warning'
/** A card's 'Opublikuj wpis' (its name is the editor's string, lib/cms/locales/pl/workflow.json). */
const BUTTON = `button[aria-label="${workflow.workflow.publish_entry}"]`
/** How long after the question the cursor is put back if the page lost it (GitHub's answer comes meanwhile). */
const REFOCUS_MS = 10_000

export const unreadyText: Record<Unready, string> = {
  running: `Sprawdzenie tej zmiany jeszcze trwa (zwykle ${aboutMinutes(typicalMinutes.contentCheck)}), więc GitHub jej teraz nie przyjmie. Poczekaj, aż karta pokaże „${quietBadgeText.passed}”.`,
  failed: 'Sprawdzenie tej zmiany wykryło błędy, więc GitHub jej nie przyjmie. Karta zmiany na tablicy mówi, co poprawić.',
}

/** What a card's badge says of its check: the CMS's badge for a check under way or failed, or this project's for one under way or not started. */
function unreadyOf(card: Element): Unready | undefined {
  if (card.querySelector('.deploy-status-badge.error')) return 'failed'
  if (card.querySelector('.deploy-status-badge.pending, [data-check-state="waiting"], [data-check-state="running"]')) return 'running'
  return undefined
}

export function guardPublishQuestion(): void {
  let asked: { name: string; state?: Unready; button: HTMLElement; closedAt?: number; seen: boolean; steered?: boolean } | undefined

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null
      const card = cardOf(button)
      const name = cardName(card)
      // (Other clicks, the question's own buttons among them, leave it as it is.)
      if (button && card && name) asked = { name, state: unreadyOf(card), button, seen: false }
    },
    true,
  )

  const settle = () => {
    if (!asked) return
    const dialog = document.querySelector<HTMLElement>('dialog[open][role="alertdialog"]')
    if (dialog) {
      // (A question drawn again after a moment closed counts as still open.)
      asked.seen = true
      asked.closedAt = undefined
      const body = dialog.querySelector<HTMLElement>(`#${CSS.escape(dialog.getAttribute('aria-describedby') ?? '')}`)
      if (asked.state && body && !body.querySelector(`[${ATTRIBUTE}]`)) {
        const warning = document.createElement('p')
        warning.setAttribute(ATTRIBUTE, asked.state)
        warning.textContent = unreadyText[asked.state]
        body.prepend(warning)
      }
      // Enter under the warning cancels: the cursor on 'Anuluj', not on 'Opublikuj', where the CMS puts it as the
      // question opens (once, before the worker moves it).
      const primary = dialog.querySelector('.footer button.primary')
      if (asked.state && !asked.steered && primary && document.activeElement === primary) {
        asked.steered = true
        dialog.querySelector<HTMLElement>('.footer button.secondary')?.focus()
      }
      return
    }
    if (!asked.seen) return
    asked.closedAt ??= Date.now()
    if (Date.now() - asked.closedAt > REFOCUS_MS) return void (asked = undefined)
    if (document.activeElement && document.activeElement !== document.body) return
    // The same button, or the card's new one if the CMS drew the board again; once the change is published and its
    // card gone, the line above the board that says when the page will show it (publishedNotice.ts).
    const again = asked.button.isConnected
      ? asked.button
      : (boardCards()
          .find((card) => cardName(card) === asked!.name)
          ?.querySelector<HTMLElement>(BUTTON) ?? document.querySelector<HTMLElement>('[data-published-notice]'))
    if (again && !again.matches('button')) again.tabIndex = -1
    again?.focus()
    // Focusing it sometimes does not take while GitHub's answer is awaited (seen in one run of the test in six):
    // tried again shortly, within the same time.
    if (again && document.activeElement !== again) setTimeout(settle, 100)
  }
  onPageChange(settle)
  // The CMS can take the cursor off again as it draws GitHub's answer: it is put back until the worker acts.
  for (const type of ['keydown', 'pointerdown'])
    document.addEventListener(
      type,
      (event) => {
        const inQuestion = event.target instanceof Element && event.target.closest('dialog') !== null
        if (asked?.closedAt !== undefined && !inQuestion) asked = undefined
      },
      true,
    )
  // The cursor can also leave with no change to the page (the CMS moves it back to the card's button as the question
  // closes, and off it as GitHub's answer comes): checked once the move is over.
  document.addEventListener('focusout', () => setTimeout(settle, 0))

  const style = document.createElement('style')
  style.textContent = `[${ATTRIBUTE}] { margin: 0 0 12px; padding: 8px 12px; border-left: 4px solid var(--sui-warning-border-color, #b26a00); background: var(--sui-warning-background-color, #fff4e0); color: var(--sui-warning-foreground-color, #6d4100); font-weight: 600; }
[${ATTRIBUTE}="failed"] { border-left-color: var(--sui-error-border-color, #b3261e); background: var(--sui-error-background-color, #fdecea); color: var(--sui-error-foreground-color, #8c1d18); }`
  document.head.append(style)
}
