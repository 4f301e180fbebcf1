import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium here; CHROMIUM_PATH points elsewhere (a CI runner's Chrome). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

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
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...QUIET_FLAGS] })
}
