// `npm run docs:components`: writes docs/edycja/znaczniki.md, the editors'
// reference of the page components, from lib/content/componentRegistry.ts (a test fails when it is stale).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { componentNames } from '../lib/content/componentRegistry.ts'
import { COMPONENTS_DOC, componentsReference } from '../lib/content/componentsReference.ts'

mkdirSync(dirname(COMPONENTS_DOC), { recursive: true })
writeFileSync(COMPONENTS_DOC, componentsReference())
console.log(`${COMPONENTS_DOC}: znaczniki zapisane (${componentNames.length}).`)
