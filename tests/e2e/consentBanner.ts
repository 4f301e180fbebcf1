import type { Browser, Page } from 'playwright-core'
import { consentTexts } from '../../lib/data/siteData.ts'
import { openPage } from './browser.ts'

// The cookie banner as the consent tests find it: by its region's name from consent.yaml.

const { banner, settings } = consentTexts

export const bannerLocator = (page: Page) => page.getByRole('region', { name: banner.title })
export const settingsLocator = (page: Page) => page.getByRole('region', { name: settings.title })

/** Opens a page on a fresh profile and waits for the banner (1 s after load). */
export async function firstVisit(browser: Browser, path = '/', viewport = {}) {
  const opened = await openPage(browser, { firstVisit: true, ...viewport })
  await opened.page.goto(path)
  await bannerLocator(opened.page).waitFor()
  return opened
}
