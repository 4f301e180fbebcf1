import workflow from '../locales/pl/workflow.json'
import { fillWaits } from '../waitPhrases.ts'
import type { QuietChange } from './checkReasons.ts'
import { boardCards, cardName } from './boardCard.ts'

/**
 * The board's badge for a change the CMS gives none (checkReasons.ts, quietChanges): 'Sprawdzenie przeszło bez
 * błędów', or, on a save whose check has not started yet or runs unseen by the CMS, the words of the CMS's own
 * badge for a check under way. Drawn beside the card's author and date, where the CMS puts its badge, and taken away as soon as the CMS
 * draws its own (the check has started, or failed) or the state is no longer known.
 */
export type QuietState = QuietChange['state']

const ATTRIBUTE = 'data-check-state'

const underWay = fillWaits(workflow.deploy_preview.short.building)

export const quietBadgeText: Record<QuietState, string> = {
  passed: 'Sprawdzenie przeszło bez błędów',
  running: underWay,
  waiting: underWay,
}

/** Badges for `states` (by the name on the cards: a data file's label, a page's title) on the board's cards. */
export function drawQuietBadges(states: ReadonlyMap<string, QuietState>): void {
  for (const card of boardCards()) {
    const name = cardName(card) ?? ''
    const ours = card.querySelector<HTMLElement>(`[${ATTRIBUTE}]`)
    // Not on a change published already (its card stands under 'W drodze na stronę' a while): it is past publishing.
    const published = card.closest(`[aria-label="${workflow.status.deploying}"]`) !== null
    const state = published || card.querySelector(`.deploy-status-badge:not([${ATTRIBUTE}])`) ? undefined : states.get(name)
    if (ours?.getAttribute(ATTRIBUTE) === state) continue
    ours?.remove()
    const meta = card.querySelector('footer > .meta')
    if (!state || !meta) continue
    const badge = document.createElement('span')
    badge.className = 'deploy-status-badge'
    badge.setAttribute(ATTRIBUTE, state)
    badge.textContent = quietBadgeText[state]
    meta.append(badge)
  }
}

/**
 * Whether a card of the board has no badge of the CMS (none, or one of these): its state is to be asked again, as
 * the CMS asks about those it badges. Not of a change published already.
 */
export const hasUnbadgedCard = (): boolean =>
  boardCards().some(
    (card) =>
      card.querySelector('footer > .meta') &&
      !card.querySelector(`.deploy-status-badge:not([${ATTRIBUTE}])`) &&
      !card.closest(`[aria-label="${workflow.status.deploying}"]`),
  )

/** As the CMS draws its own badges (Sveltia CMS 0.221.1), in the board's colours for success and for work under way. */
export const quietBadgeStyles = `
[${ATTRIBUTE}] { display: inline-block; border: 1px solid; border-radius: 12px; padding: 1px 6px; font-size: var(--sui-font-size-x-small, 12px); line-height: var(--sui-line-height-compact, 1.2); }
[${ATTRIBUTE}="passed"] { border-color: var(--sui-success-border-color, #2e7d32); background-color: var(--sui-success-background-color, #e8f5e9); color: var(--sui-success-foreground-color, #1b5e20); }
[${ATTRIBUTE}="running"], [${ATTRIBUTE}="waiting"] { border-color: var(--sui-warning-border-color, #b26a00); background-color: var(--sui-warning-background-color, #fff4e0); color: var(--sui-warning-foreground-color, #6d4100); }
`
