import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, MOBILE } from './browser.ts'
import { everyPageAt } from './everyPageAt.ts'

// Every page at 375 px; pages.test.ts has 1280 px (tests/e2e/everyPageAt.ts says why two files).
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

everyPageAt(MOBILE, () => browser)
