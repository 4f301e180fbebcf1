import { expect, test } from 'vitest'
import { cloudflarePages, githubPages, hosts, netlify, nginx } from '../hosting/hostRules.ts'

// The emulated hosts against the cases their sources give (tests/hosting/hostRules.ts).
const folder = new Set(['/index.html', '/o-nas/index.html', '/admin/index.html', '/404.html'])
const flat = new Set(['/index.html', '/o-nas.html', '/szczepienia.html', '/szczepienia/ciaza.html', '/admin/index.html', '/404.html'])
const has = (files: Set<string>) => (path: string) => files.has(path)

test('a page built as a folder (o-nas/index.html) is redirected at its slashless address everywhere but on nginx', () => {
  expect(cloudflarePages('/o-nas', has(folder))).toEqual({ status: 308, location: '/o-nas/' })
  expect(netlify('/o-nas', has(folder))).toEqual({ status: 301, location: '/o-nas/' })
  expect(githubPages('/o-nas', has(folder))).toEqual({ status: 301, location: '/o-nas/' })
  expect(nginx('/o-nas', has(folder))).toEqual({ status: 200 })
})

test('a page built as o-nas.html is served at /o-nas by every host, the home page and the editor at their folders', () => {
  for (const [name, rule] of Object.entries(hosts)) {
    for (const path of ['/', '/o-nas', '/szczepienia', '/szczepienia/ciaza', '/admin/'])
      expect(rule(path, has(flat)), `${name} ${path}`).toEqual({ status: 200 })
  }
})

test('the slashed form of a page address: a redirect to the page, or the 404 page on GitHub Pages', () => {
  expect(cloudflarePages('/o-nas/', has(flat))).toEqual({ status: 308, location: '/o-nas' })
  expect(netlify('/o-nas/', has(flat))).toEqual({ status: 301, location: '/o-nas' })
  expect(nginx('/o-nas/', has(flat))).toEqual({ status: 301, location: '/o-nas' })
  expect(githubPages('/o-nas/', has(flat))).toEqual({ status: 404 })
})

test("the editor's folder without its slash goes to the folder on every host", () => {
  for (const [name, rule] of Object.entries(hosts)) expect(rule('/admin', has(flat)), name).toMatchObject({ location: '/admin/' })
})

test('Cloudflare sends a page file name to its address, and unknown paths get 404 everywhere', () => {
  expect(cloudflarePages('/o-nas.html', has(flat))).toEqual({ status: 308, location: '/o-nas' })
  expect(cloudflarePages('/index.html', has(flat))).toEqual({ status: 308, location: '/' })
  for (const [name, rule] of Object.entries(hosts)) expect(rule('/nie-ma', has(flat)), name).toEqual({ status: 404 })
})
