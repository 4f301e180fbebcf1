// `npm run docs:rules`: writes docs/edycja/sprawdzenie.md, the catalogue of the
// content check's rules, from lib/check/rules/ (a test fails when it is stale).
import { writeFileSync } from 'node:fs'
import { RULES_DOC } from '../lib/check/ruleDocs.ts'
import { rules } from '../lib/check/rules/index.ts'
import { rulesCatalogue } from '../lib/check/rulesCatalogue.ts'

writeFileSync(RULES_DOC, rulesCatalogue(rules))
console.log(`${RULES_DOC}: reguły zapisane (${rules.length}).`)
