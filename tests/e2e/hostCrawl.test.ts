import { expect, test } from 'vitest'
import { clinic } from '../../lib/data/siteData.ts'
import { crawlOnHosts } from '../hosting/crawlOnHosts.ts'
import { contentPages, distDir } from './site.ts'

// Every address the built site publishes (sitemap, canonical and Open Graph
// addresses, links, sources, the manifest's) must be served with 200 and no
// redirect by each documented host's rules: a redirected canonical address
// tells search engines one address and serves another.
test('every published address answers 200 without a redirect on Cloudflare Pages, Netlify, GitHub Pages and nginx', () => {
  const { addresses, failures } = crawlOnHosts(distDir, clinic.siteUrl)
  const paths = new Set(addresses.map(({ address }) => address))
  for (const page of contentPages) expect(paths, page.route).toContain(page.route)
  expect(failures).toEqual({ 'Cloudflare Pages': [], Netlify: [], 'GitHub Pages': [], nginx: [] })
  console.log(`Adresy opublikowane przez stronę: ${addresses.length}; na każdym z 4 hostów: 200 bez przekierowania.`)
})
