// Draws the site's PNG images with Debian's Chromium: the app icons (from the
// favicon's mark) and the default link-preview image (JPEG, small). Run by hand after a
// change of name or colours: `npx tsx scripts/makeImages.ts`; the PNGs are committed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readDataFile } from '../lib/data/readDataFile.ts'
import { clinicSchema } from '../lib/schemas/clinicSchema.ts'
import { launchChromium } from './launchChromium.ts'

const root = process.cwd()
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8')
const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
const browser = await launchChromium()
const page = await browser.newPage()

for (const [file, size] of [
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
  ['icons/apple-touch-icon.png', 180],
] as const) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(`<style>body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${mark.replace('rx="10"', 'rx="0"')}`)
  await page.screenshot({ path: join(root, 'public', file) })
}

await page.setViewportSize({ width: 1200, height: 630 })
await page.setContent(`<style>
  body{margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
  background:linear-gradient(135deg,#0b6e4f,#0f5a70);color:#fff;font-family:'DejaVu Sans',sans-serif}
  svg{width:180px;height:180px;flex-shrink:0} h1{font-size:64px;margin:0 0 16px;line-height:1.1} p{font-size:32px;margin:0;opacity:.9}
</style>${mark.replace('fill="#0b6e4f"', 'fill="#ffffff"').replace('fill="#fff"', 'fill="#0b6e4f"')}<div><h1>${clinic.name}</h1><p>${clinic.address.city} · ${clinic.foundation}</p></div>`)
await page.screenshot({ path: join(root, 'public/og-image.jpg'), type: 'jpeg', quality: 85 })
await browser.close()
console.log('public/icons/*.png, public/og-image.jpg')
