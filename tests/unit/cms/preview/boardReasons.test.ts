import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { formPath } from '../../../../lib/check/formPath.ts'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../../lib/cms/cmsFields.ts'
import { entryOf, placeLines, reasonsHtml } from '../../../../lib/cms/preview/boardReasons.ts'
import type { GitHubGet } from '../../../../lib/cms/preview/checkReasons.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { frozenSite } from '../../../frozenSite.ts'

// Issue 43: the board's card of a failed change names the field, links to its entry and says the problem.

const repo = 'przychodnia-example/strona'
const config = parse(cmsConfigYaml(frozenSite, {}, { name: 'github', repo, branch: 'main', authMethods: ['token'] })!) as {
  backend: { repo: string }
  collections: { name: string; folder?: string; fields?: CmsField[]; files?: { name: string; label: string; file: string; fields: CmsField[] }[] }[]
}
const dataFile = (name: string) => config.collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === name)!
const read = (file: string) => readFileSync(join(frozenSite, file), 'utf8')

describe("the card's section: the field, a link to its entry, the problem, the file and line", () => {
  const text = read('content/data/priceList.yaml')
  const planted = text.replace(/^(\s+note: )/m, '$1Najlepsza przychodnia. ')
  const line = planted.split('\n').findIndex((each) => each.includes('Najlepsza przychodnia.')) + 1
  const change = {
    pullRequest: 7,
    branch: 'cms/dane/priceList',
    collection: 'dane',
    entry: 'priceList',
    head: 'a'.repeat(40),
    runUrl: `https://github.com/${repo}/runs/700`,
    lines: [
      {
        file: 'content/data/priceList.yaml',
        line,
        column: 15,
        error: true,
        message: 'słowo <b>„Najlepsza”</b> jest reklamą. Usuń je',
        docs: 'https://example.org/r',
      },
    ],
    otherLines: 1,
    cut: false,
  }
  const get: GitHubGet = async (path, options) => {
    expect(options?.raw).toBe(true)
    expect(path).toBe(`/repos/${repo}/contents/content/data/priceList.yaml?ref=${change.head}`)
    return planted
  }

  it('names the field from the file at the change, and links to the entry', async () => {
    const { label, lines } = await placeLines(get, config, change)
    expect(label).toBe(dataFile('priceList').label)
    expect(lines[0]!.href).toBe('#/collections/dane/entries/priceList')
    // Named as the editor names fields elsewhere (the preview's changes, the check's lines): formPath.
    expect(lines[0]!.keyPath).toMatch(/^categories\.\d+\.items\.\d+\.note$/)
    const keys = lines[0]!.keyPath!.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))
    expect(lines[0]!.field).toEqual([formPath(dataSchemas['priceList.yaml']!, keys, parse(planted))])
    expect(lines[0]!.field[0]!.startsWith(`${dataFile('priceList').label} › `)).toBe(true)
    const fieldOf = (fields: unknown, name: string) => (fields as CmsField[]).find((field) => field.name === name)!
    const note = fieldOf(fieldOf(fieldOf(dataFile('priceList').fields, 'categories').fields, 'items').fields, 'note')
    expect(lines[0]!.field[0]!.endsWith(` › ${note.label}`)).toBe(true)
    const html = reasonsHtml(change, lines)
    expect(html).toContain(`<a href="#/collections/dane/entries/priceList" data-key-path="${lines[0]!.keyPath}">${lines[0]!.field.join(' › ')}</a>`)
    // As a sentence: the check's message starts in lower case and ends without a stop.
    expect(html).toContain('Słowo &lt;b&gt;')
    expect(html).toContain('Usuń je.')
    // The message is text, never markup.
    expect(html).toContain('&lt;b&gt;')
    expect(html).not.toContain('<b>')
    expect(html).toContain(`(content/data/priceList.yaml, wiersz ${line})`)
    expect(html).toContain(change.runUrl)
  })

  it("a page's change is named as its card names it: by the page's title, read at the change's head", async () => {
    const page = read('content/o-nas.mdx')
    const title = (parse(/^---\n([\s\S]*?)\n---/.exec(page)![1]!) as { title: string }).title
    const asked: string[] = []
    const pageGet: GitHubGet = async (path) => {
      asked.push(path)
      return page
    }
    const { label } = await placeLines(pageGet, config, { ...change, branch: 'cms/strony/o-nas', collection: 'strony', entry: 'o-nas', lines: [] })
    expect(label).toBe(title)
    expect(asked).toEqual([`/repos/${repo}/contents/content/o-nas.mdx?ref=${change.head}`])
  })

  it("a page's file is its folder's entry; a file outside the form is nobody's", () => {
    expect(entryOf(config, 'content/o-nas.mdx')).toMatchObject({ collection: 'strony', entry: 'o-nas' })
    expect(entryOf(config, 'content/data/clinic.yaml')).toMatchObject({ collection: 'dane', entry: 'clinic' })
    expect(entryOf(config, 'public/images/logo.svg')).toBeUndefined()
  })

  it('a failed check with no line about the content says so, and where to look', () => {
    const html = reasonsHtml({ ...change, lines: [] }, [])
    expect(html).toContain('programiście')
    expect(html).toContain(change.runUrl)
  })
})
