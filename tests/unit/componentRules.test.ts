import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { componentRules } from '../../lib/check/componentProps.ts'

// `npm run check` knows the components an editor may use from componentRules;
// the pages render them from the map in renderer/textComponents.tsx and the
// site map added by renderer/mdxComponents.tsx (read as text: importing them
// would compile the site's components and pages). A
// component added to one and not the other would be refused or let through unchecked.
test('the check knows exactly the components the pages can render', () => {
  const source = readFileSync('renderer/textComponents.tsx', 'utf8')
  const map = /export const textComponents = \{([\s\S]*?)\n\}/.exec(source)![1]!
  const added = /export const mdxComponents = \{ \.\.\.textComponents, ([\w, ]+) \}/.exec(readFileSync('renderer/mdxComponents.tsx', 'utf8'))![1]!.split(', ')
  const rendered = [...[...map.matchAll(/^\s+([A-Z]\w*)\b/gm)].map((match) => match[1]!), ...added]
  expect(rendered.length).toBeGreaterThan(40)
  expect(Object.keys(componentRules).sort()).toEqual(rendered.sort())
})
