import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { AXE_TAGS } from './browser.ts'

/**
 * The page's WCAG 2.2 AA violations (AXE_TAGS) as 'rule: selector, ...'
 * lines, empty when it has none: what a test compares with [].
 *
 * Two settings make a run two to three times faster (issue 41: axe was most of
 * the time of pages.test.ts) without changing which violations it finds:
 * - resultTypes ['violations']: axe still runs every rule on every element,
 *   but builds selectors and HTML snippets only for the violations, not for
 *   the thousands of passing nodes (every price cell passes color-contrast);
 * - legacy mode: axe.run in the page itself, instead of runPartial in each
 *   frame and finishRun in a new blank page. Legacy mode leaves out frames
 *   of another origin, so it is used only when the page has none (the map
 *   is embedded only after a cookie choice to allow it).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const sameOriginOnly = page.frames().every((frame) => frame === page.mainFrame() || new URL(frame.url(), page.url()).origin === origin)
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  if (sameOriginOnly) builder = builder.setLegacyMode()
  const { violations } = await builder.analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
