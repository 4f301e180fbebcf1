import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium here; CHROMIUM_PATH points elsewhere (a CI runner's Chrome). Lighthouse (scripts/bench.ts) uses it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 without the full browser around them, the
 * browser Playwright itself runs headless tests in. The browser tests take about a quarter less processor
 * time in it than in the full Chromium (issue 41, docs/PERFORMANCE.md). Used unless CHROMIUM_PATH names
 * a browser, and only where the package is installed.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/** The browser the tests, the budget and the screenshots launch. */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)

/** Flags that keep Chromium from calling hosts this machine cannot reach, and from a GPU and a sandbox it has not got. */
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Headless Chromium for the tests, the budget and the benchmarks. No vitest here: the scripts run outside it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, args: ['--headless', ...QUIET_FLAGS] })
}
