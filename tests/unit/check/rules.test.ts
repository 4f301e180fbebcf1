import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { fixFiles } from '../../../lib/check/fixFiles.ts'
import { formatProblem } from '../../../lib/check/problem.ts'
import type { Example } from '../../../lib/check/rule.ts'
import { rules } from '../../../lib/check/rules/index.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { frozenFile } from '../../frozenSite.ts'
import { siteWith, TODAY } from '../checkHelpers.ts'

// Each rule's own examples (lib/check/rules/<id>.ts), which docs/edycja/sprawdzenie.md
// shows, planted one at a time in a copy of the frozen test site: an ok
// example gives no problem of its rule, a not-ok one gives its rule's problem
// at the example's line, and one the rule fixes itself becomes its `fixed` text
// when its edits are applied, which the check then accepts.

const DEFAULT_FILE = 'content/o-nas.mdx'

/** The frozen site with the example planted, and the line of the file where the example's first line landed. */
function planted(example: Example): { root: string; file: string; firstLine: number; offset: number } {
  const file = example.file ?? DEFAULT_FILE
  let before: string | undefined
  try {
    before = readFileSync(frozenFile(file), 'utf8')
  } catch {} // a new file
  let firstLine = 1
  let offset = 0
  const root = siteWith({
    [file]: (text) => {
      if (before === undefined) return example.text
      if (example.replaces !== undefined) {
        const index = text.indexOf(example.replaces)
        if (index === -1) return text // siteWith stops the test: the example replaces nothing
        firstLine = text.slice(0, index).split('\n').length
        offset = index
        return text.slice(0, index) + example.text + text.slice(index + example.replaces.length)
      }
      const base = text.endsWith('\n') ? text : `${text}\n`
      firstLine = base.split('\n').length + 1
      offset = base.length + 1
      return `${base}\n${example.text}${example.text.endsWith('\n') ? '' : '\n'}`
    },
  })
  return { root, file, firstLine, offset }
}

describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  test('has its documentation and at least one example of each kind', () => {
    for (const text of [rule.description, rule.why, rule.fix]) expect(text, id).not.toMatch(/^(TODO)?$/)
    expect(rule.examples.ok.length, `${id}: ok examples`).toBeGreaterThan(0)
    expect(rule.examples.notOk.length, `${id}: not-ok examples`).toBeGreaterThan(0)
  })

  test.each(rule.examples.ok.map((example, index) => [index + 1, example] as const))('ok example %i gives no problem of the rule', (_, example) => {
    const { root } = planted(example)
    expect(runChecks(root, TODAY).filter((problem) => problem.rule === id)).toEqual([])
  })

  test.each(rule.examples.notOk.map((example, index) => [index + 1, example] as const))(
    'not-ok example %i is reported by the rule at its line',
    (_, example) => {
      const { root, file, firstLine } = planted(example)
      const expected = example.reportedIn
        ? `${example.reportedIn.file}:${
            readFileSync(join(root, example.reportedIn.file), 'utf8')
              .split('\n')
              .findIndex((line) => line.includes(example.reportedIn!.line)) + 1
          }`
        : `${file}:${firstLine + (example.line ?? 1) - 1}`
      const problems = runChecks(root, TODAY).filter((problem) => problem.rule === id)
      expect(problems.map((problem) => `${problem.file}:${problem.line} [${problem.rule}]`)).toContain(`${expected} [${id}]`)
      // A safe fix is documented and tested by its example's `fixed` (below); none comes unannounced.
      if (example.fixed === undefined) expect(problems.filter((problem) => problem.edit).map(formatProblem)).toEqual([])
    },
  )

  const fixing = rule.examples.notOk.flatMap((example, index) => (example.fixed === undefined ? [] : [[index + 1, example] as const]))
  test.each(fixing)('not-ok example %i: --popraw writes its `fixed` text, and the check accepts the file', (_, example) => {
    const { root, file, offset } = planted(example)
    const before = readFileSync(join(root, file), 'utf8')
    const expected = before.slice(0, offset) + example.fixed + before.slice(offset + example.text.length)
    const made = fixFiles(
      root,
      runChecks(root, TODAY).filter((problem) => problem.rule === id),
    )
    expect(made.length, `${id}: edits made`).toBeGreaterThan(0)
    expect(readFileSync(join(root, file), 'utf8')).toBe(expected)
    expect(
      runChecks(root, TODAY)
        .filter((problem) => problem.file === file)
        .map(formatProblem),
    ).toEqual([])
  })
  if (fixing.length > 0) test('says what it fixes itself', () => expect(rule.fixesItself, id).toMatch(/\p{L}/u))
})
