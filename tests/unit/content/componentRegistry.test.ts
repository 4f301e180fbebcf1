import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { componentNames } from '../../../lib/content/componentRegistry.ts'

// `npm run check` knows the components an editor may use from the registry
// (lib/content/componentRegistry.ts); the pages render them from the map in
// renderer/textComponents.tsx and the site map added by renderer/mdxComponents.tsx
// (read as text: importing them would compile the site's components and pages).
// The map's type already requires exactly the registry's names (npm run typecheck);
// this says the same where a type error would not be seen.
test('the check knows exactly the components the pages can render', () => {
  const source = readFileSync('renderer/textComponents.tsx', 'utf8')
  const map = /const registered = \{([\s\S]*?)\n\}/.exec(source)![1]!
  const added = /export const mdxComponents = \{ \.\.\.textComponents, ([\w, ]+) \}/.exec(readFileSync('renderer/mdxComponents.tsx', 'utf8'))![1]!.split(', ')
  const rendered = [...[...map.matchAll(/^\s+([A-Z]\w*)\b/gm)].map((match) => match[1]!), ...added]
  expect(rendered.length).toBeGreaterThan(40)
  expect([...componentNames].sort()).toEqual(rendered.sort())
})
