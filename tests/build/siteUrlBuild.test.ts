import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { hsts } from '../../lib/security/securityHeaders.ts'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { BUILD_DATE } from '../frozenBuildDate.ts'

// What SITE_URL does to the build, compared file by file on three builds made
// here (a committed snapshot would go stale with every content change):
// - no SITE_URL, as every build before SITE_URL existed: the suite's shared
//   build (tests/frozenBuild.ts), the other two made for its day;
// - SITE_URL equal to clinic.yaml's siteUrl, an address without a path: the
//   same bytes, file for file;
// - SITE_URL with a path, as GitHub Pages publishes a project site: the same
//   files with the path in front of every address, nothing else.
// The browser test tests/e2e/subPath.test.ts serves such a build under its path.
// Built in a copy of the project that carries the frozen test site.
const { root, remove } = copyProject('clinic-site-url-')
const configured = (parse(readFileSync(join(root, 'content/data/clinic.yaml'), 'utf8')) as { siteUrl: string }).siteUrl
const project = { url: 'https://example.github.io/klinika/', base: '/klinika/' }
const dists = { same: 'dist/site-url-same', project: 'dist/site-url-project' } as const
const built = {} as Record<'plain' | keyof typeof dists, Map<string, Buffer>>

/** Every file of a build's client folder by its path inside it. */
function files(dir: string): Map<string, Buffer> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(paths.map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name))]))
}

const isText = (path: string) => /\.(html|js|css|xml|txt|webmanifest|svg|json)$|(^|\/)_headers$/.test(path)
/** Hashed asset names ("chunk-7y9sWmk5.js", "pages_client.DWZlhgml.js") change with their contents. */
const withoutHashes = (text: string) => text.replace(/(chunk-|\.)[\w-]{8}\.(js|css)\b/g, '$1#.$2')

beforeAll(async () => {
  // One after the other: two builds at once would only compete for the same cores.
  built.plain = files(inject('frozenBuild').client)
  built.same = files(await buildSite(dists.same, { SITE_URL: configured, BUILD_DATE }, root))
  built.project = files(await buildSite(dists.project, { SITE_URL: project.url, BUILD_DATE }, root))
}, 300_000)

afterAll(remove)

test(`SITE_URL=${configured} (clinic.yaml's address, no path) builds the same bytes as no SITE_URL`, () => {
  expect([...built.same.keys()].sort()).toEqual([...built.plain.keys()].sort())
  const differing = [...built.plain].filter(([path, bytes]) => !bytes.equals(built.same.get(path)!)).map(([path]) => path)
  expect(differing).toEqual([])
})

test('a build without a path names no other base', () => {
  for (const [path, bytes] of built.plain) if (isText(path)) expect(bytes.toString('utf8'), path).not.toContain('/klinika')
})

/**
 * Where two texts differ: what is left of each once their common beginning
 * and end are cut off ("" and "" when they are equal).
 */
function difference(a: string, b: string): [string, string] {
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return [a.slice(start, a.length - end), b.slice(start, b.length - end)]
}

test(`SITE_URL=${project.url} differs only by the path in front of every address`, () => {
  // Back from the project site to the plain one: its address, then its path,
  // and HSTS, which under a path leaves the host's subdomains alone.
  const unprefixed = (text: string) =>
    text
      .replaceAll(project.url.slice(0, -1), configured)
      .replaceAll(project.base, '/')
      .replaceAll(`Strict-Transport-Security: ${hsts(true)}\n`, `Strict-Transport-Security: ${hsts(false)}\n`)
  /** Contents by file name without hash (several chunks share "chunk-#.js"). */
  const normalised = (build: Map<string, Buffer>, rewrite: (text: string) => string) => {
    const byName = new Map<string, string[]>()
    for (const [path, bytes] of build) {
      const content = isText(path) ? withoutHashes(rewrite(bytes.toString('utf8'))) : bytes.toString('base64')
      byName.set(withoutHashes(path), [...(byName.get(withoutHashes(path)) ?? []), content])
    }
    return byName
  }
  const plain = normalised(built.plain, (text) => text)
  const prefixed = normalised(built.project, unprefixed)
  expect([...prefixed.keys()].sort()).toEqual([...plain.keys()].sort())
  for (const [name, contents] of plain) {
    const left = [...contents]
    const right = [...prefixed.get(name)!]
    for (const content of contents) {
      const index = right.indexOf(content)
      if (index < 0) continue
      left.splice(left.indexOf(content), 1)
      right.splice(index, 1)
    }
    // Everything but JavaScript is equal once the path is taken out. The
    // minifier may write a constant the base is in differently ("let e=`/klinika/`;…e"
    // against "`/`" inlined, in Vike's router): one short place per file at most.
    if (!name.endsWith('.js')) {
      expect(right, name).toEqual(left)
      continue
    }
    expect(right.length, name).toBe(left.length)
    for (const content of left) {
      const closest = right.map((other) => difference(content, other)).sort((a, b) => a[0].length + a[1].length - b[0].length - b[1].length)[0]!
      expect(closest[0].length + closest[1].length, `${name}: ${closest[0]} | ${closest[1]}`).toBeLessThan(100)
    }
  }
})

test('in the project build no page names a path outside the base', () => {
  for (const [path, bytes] of built.project) {
    if (!path.endsWith('.html')) continue
    const outside = [...bytes.toString('utf8').matchAll(/\s(?:href|src|action|srcset)="(\/(?!\/)[^"]*)"/g)]
      .map((match) => match[1]!)
      .filter((url) => !url.startsWith(project.base))
    expect(outside, path).toEqual([])
  }
  const text = (path: string) => built.project.get(path)!.toString('utf8')
  expect(text('robots.txt')).toBe(`User-agent: *\nAllow: ${project.base}\n\nSitemap: ${project.url}sitemap.xml\n`)
  expect(text('sitemap.xml')).toContain(`<loc>${project.url}</loc>`)
  expect(text('sitemap.xml')).not.toContain(configured)
  const rules = text('_headers')
    .split('\n')
    .filter((line) => /^\S/.test(line))
  expect(rules).toEqual(expect.arrayContaining([`${project.base}*`, `${project.base}assets/*`]))
  expect(rules.filter((rule) => !rule.startsWith(project.base))).toEqual([])
})
