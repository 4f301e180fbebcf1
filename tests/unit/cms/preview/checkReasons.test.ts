import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { formPath } from '../../../../lib/check/formPath.ts'
import { annotation } from '../../../../lib/check/githubReport.ts'
import type { Problem } from '../../../../lib/check/problem.ts'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../../lib/cms/cmsFields.ts'
import { entryOf, placeLines, reasonsHtml } from '../../../../lib/cms/preview/boardReasons.ts'
import { failedChanges, lineText, type GitHubGet } from '../../../../lib/cms/preview/checkReasons.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { annotationsOf } from '../../../e2e/fakeGitHub.ts'
import { frozenSite } from '../../../frozenSite.ts'

// Issue 43: a failed change on the board says why, from its check's run on GitHub, in the form's words.

const repo = 'przychodnia-example/strona'
const config = parse(cmsConfigYaml(frozenSite, {}, { name: 'github', repo, branch: 'main', authMethods: ['token'] })!) as {
  backend: { repo: string }
  collections: { name: string; folder?: string; fields?: CmsField[]; files?: { name: string; label: string; file: string; fields: CmsField[] }[] }[]
}
const dataFile = (name: string) => config.collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === name)!
const read = (file: string) => readFileSync(join(frozenSite, file), 'utf8')

describe("failedChanges: the required check's lines of each failed change", () => {
  const problem = (over: Partial<Problem>): Problem => ({
    file: 'content/data/priceList.yaml',
    line: 16,
    column: 15,
    message: 'słowo „Najlepsza” ma charakter <reklamowy>, 100% pewne: tak',
    fix: 'Usuń to słowo',
    rule: 'reklama',
    severity: 'error',
    ...over,
  })
  /** A stand-in for GitHub's REST API over `answers` (path → JSON); every request asked, in `asked`. */
  const api = (answers: Record<string, unknown>) => {
    const asked: string[] = []
    const get: GitHubGet = async (path) => {
      asked.push(path)
      if (!(path in answers)) throw new Error(`404 ${path}`)
      return answers[path]
    }
    return { get, asked }
  }
  const head = (n: number) => String(n).repeat(40)
  const runs = (path: number, conclusion: string | null, id: number) => ({
    [`/repos/${repo}/commits/${head(path)}/check-runs?check_name=Sprawdzenie%20zmian&filter=latest&per_page=20`]: {
      check_runs: [{ id, status: conclusion ? 'completed' : 'in_progress', conclusion, html_url: `https://github.com/${repo}/runs/${id}` }],
    },
  })
  const pulls = {
    [`/repos/${repo}/pulls?state=open&per_page=100`]: [
      { number: 1, head: { ref: 'cms/dane/priceList', sha: head(1) } },
      { number: 2, head: { ref: 'cms/dane/labTests', sha: head(2) } },
      { number: 3, head: { ref: 'cms/strony/o-nas', sha: head(3) } },
      // Not the editor's: a programmer's branch.
      { number: 4, head: { ref: 'fix-footer', sha: head(4) } },
    ],
  }

  it("reads the annotations `npm run check` printed, content's files only, errors first, the rule's address apart", async () => {
    const printed = [
      annotation(problem({ severity: 'warning', line: 20, rule: 'dlugie-zdanie' })),
      annotation(problem({})),
      // GitHub's own line on every failed job: no reason of its own.
      '::error::Process completed with exit code 1.',
      // A line about the code, not the content.
      '::error file=lib/data/prices.ts,line=3::Type error',
    ]
    const { get, asked } = api({
      ...pulls,
      ...runs(1, 'failure', 100),
      ...runs(2, 'success', 200),
      ...runs(3, null, 300),
      [`/repos/${repo}/check-runs/100/annotations?per_page=100`]: annotationsOf(printed),
    })
    const changes = await failedChanges(get, repo, 'Sprawdzenie zmian')
    expect(changes).toHaveLength(1)
    const [change] = changes
    expect(change).toMatchObject({ pullRequest: 1, collection: 'dane', entry: 'priceList', head: head(1), runUrl: `https://github.com/${repo}/runs/100` })
    expect(change!.lines.map(({ line, error, message }) => ({ line, error, message }))).toEqual([
      { line: 16, error: true, message: `${problem({}).message}. ${problem({}).fix}` },
      { line: 20, error: false, message: `${problem({}).message}. ${problem({}).fix}` },
    ])
    expect(change!.otherLines).toBe(1)
    expect(change!.cut).toBe(false)
    // No request for a programmer's branch, nor the annotations of a run that passed or is still running.
    expect(asked.filter((path) => path.includes(head(4)) || /check-runs\/(200|300)\//.test(path))).toEqual([])
  })

  it('says the list may be cut when GitHub kept as many errors as it keeps', async () => {
    const printed = Array.from({ length: 10 }, (_, index) => annotation(problem({ line: index + 1 })))
    const { get } = api({
      ...pulls,
      ...runs(1, 'failure', 100),
      ...runs(2, 'success', 200),
      ...runs(3, 'success', 300),
      [`/repos/${repo}/check-runs/100/annotations?per_page=100`]: annotationsOf(printed),
    })
    expect((await failedChanges(get, repo, 'Sprawdzenie zmian'))[0]!.cut).toBe(true)
  })

  it('lineText keeps the words and sets the address apart', () => {
    expect(lineText('Zła cena. Popraw ją (opis reguły: https://example.org/sprawdzenie.md#ceny)')).toEqual({
      message: 'Zła cena. Popraw ją',
      docs: 'https://example.org/sprawdzenie.md#ceny',
    })
    expect(lineText('Bez adresu')).toEqual({ message: 'Bez adresu' })
    // Outside GitHub the check names the file only: no link that would lead nowhere.
    expect(lineText('Zła cena. Popraw ją (opis reguły: docs/edycja/sprawdzenie.md#ceny)')).toEqual({ message: 'Zła cena. Popraw ją' })
  })
})

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
    // As a sentence: the check's message starts in lower case.
    expect(html).toContain('Słowo &#60;b&#62;')
    // The message is text, never markup.
    expect(html).toContain('&#60;b&#62;')
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
