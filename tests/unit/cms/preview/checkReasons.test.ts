import { describe, expect, it } from 'vitest'
import { annotation } from '../../../../lib/check/githubReport.ts'
import type { Problem } from '../../../../lib/check/problem.ts'
import { failedChanges, lineText, quietChanges, type GitHubGet } from '../../../../lib/cms/preview/checkReasons.ts'
import { annotationsOf } from '../../../e2e/fakeGitHub.ts'

// Issue 43: a failed change on the board says why, from its check's run on GitHub, in the form's words.

const repo = 'przychodnia-example/strona'

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

describe('quietChanges: the changes the board gives no badge of its own', () => {
  it("a passed check, a newest save with no run yet, a check under way; not a failed one, nor another's branch", async () => {
    const { get } = api({
      ...pulls,
      ...runs(1, 'failure', 100),
      ...runs(2, 'success', 200),
      // Saved a moment ago: GitHub has not started the check on its head.
      [`/repos/${repo}/commits/${head(3)}/check-runs?check_name=Sprawdzenie%20zmian&filter=latest&per_page=20`]: { check_runs: [] },
    })
    expect(await quietChanges(get, repo, 'Sprawdzenie zmian')).toEqual([
      { collection: 'dane', entry: 'labTests', head: head(2), state: 'passed' },
      { collection: 'strony', entry: 'o-nas', head: head(3), state: 'waiting' },
    ])
    const running = api({ ...pulls, ...runs(1, null, 100), ...runs(2, 'failure', 200), ...runs(3, 'cancelled', 300) })
    expect(await quietChanges(running.get, repo, 'Sprawdzenie zmian')).toEqual([{ collection: 'dane', entry: 'priceList', head: head(1), state: 'running' }])
  })
})
