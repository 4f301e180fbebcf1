// Screenshots of every page as visitors see it (issue 42), to look at before a
// change to the layout is called done: each page at 360×740, 768×1024 and
// 1280×800, the whole page, without the cookie banner (a choice already made),
// and the first screen with the banner as a first visit shows it. Never
// committed: they go to a folder outside the project.
//
// Run after a build: `npm run build && npx tsx scripts/screenshots.ts [folder]`
// (default /tmp/clinic-screenshots; SITE_DIST=dist/test for the test build).
import { mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { clientDir } from '../lib/build/distDir.ts'
import { readContentPages } from '../lib/content/readContentPages.ts'
import { launchChromium } from './launchChromium.ts'
import { createStaticServer } from './staticServer.ts'

const folder = process.argv[2] ?? '/tmp/clinic-screenshots'
const sizes = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]

mkdirSync(folder, { recursive: true })
const server = createStaticServer(clientDir()).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()
const routes = readContentPages(process.cwd()).map((page) => page.route)
const fileName = (route: string) => (route === '/' ? 'strona-glowna' : route.slice(1).replaceAll('/', '-'))

for (const size of sizes) {
  for (const banner of [false, true]) {
    const context = await browser.newContext({ viewport: size, locale: 'pl-PL' })
    if (!banner) await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url: origin }])
    const page = await context.newPage()
    // The banner: the home page's first screen is enough (it is the same on every page).
    for (const route of banner ? ['/'] : routes) {
      await page.goto(origin + route, { waitUntil: 'load' })
      if (banner) await page.locator('.cookie-banner').waitFor()
      const path = join(folder, `${fileName(route)}-${size.width}${banner ? '-baner' : ''}.png`)
      await page.screenshot({ path, fullPage: !banner })
    }
    await context.close()
  }
}
await browser.close()
server.close()
console.log(`${routes.length} stron × ${sizes.length} szerokości i baner cookies: ${folder}`)
