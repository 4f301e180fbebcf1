import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/** Debian's Chromium; the flags keep it from calling hosts this machine cannot reach. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export function baseUrl(): string {
  return inject('baseUrl')
}

/** A fresh page (own cookies) that records console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => context.close() }
}
