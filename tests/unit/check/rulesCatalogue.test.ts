import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { RULES_DOC } from '../../../lib/check/ruleDocs.ts'
import { rules } from '../../../lib/check/rules/index.ts'
import { rulesCatalogue } from '../../../lib/check/rulesCatalogue.ts'

const written = readFileSync(RULES_DOC, 'utf8')

test('docs/edycja/sprawdzenie.md has one entry per rule and no entry without a rule', () => {
  const entries = [...written.matchAll(/^## ([a-z0-9-]+)$/gm)].map((match) => match[1])
  expect(entries.sort()).toEqual(rules.map((rule) => rule.id).sort())
})

test('docs/edycja/sprawdzenie.md is what the rules say now (npm run docs:rules writes it)', () => {
  expect(written).toBe(rulesCatalogue(rules))
})

test('rule ids are unique, readable and stable in form', () => {
  const ids = rules.map((rule) => rule.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
})
