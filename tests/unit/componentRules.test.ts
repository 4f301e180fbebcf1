import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { componentRules } from '../../lib/check/componentProps.ts'

// `npm run check` knows the components an editor may use from componentRules;
// the pages render them from the map in renderer/mdxComponents.tsx (read as
// text: importing it would compile the site's components and pages). A
// component added to one and not the other would be refused or let through unchecked.
test('the check knows exactly the components the pages can render', () => {
  const source = readFileSync('renderer/mdxComponents.tsx', 'utf8')
  const map = /export const mdxComponents = \{([\s\S]*?)\n\}/.exec(source)![1]!
  const rendered = [...map.matchAll(/^\s+([A-Z]\w*)\b/gm)].map((match) => match[1]!)
  expect(rendered.length).toBeGreaterThan(40)
  expect(Object.keys(componentRules).sort()).toEqual(rendered.sort())
})
