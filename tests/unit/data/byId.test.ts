import { expect, test } from 'vitest'
import { byId } from '../../../lib/data/byId.ts'

// Named entries are lists with an id (tests/unit/schemas/schemaProblems.ts says why).

test('byId turns such a list into a lookup by name', () => {
  expect(
    byId([
      { id: 'a', value: 1 },
      { id: 'b', value: 2 },
    ]),
  ).toEqual({ a: { id: 'a', value: 1 }, b: { id: 'b', value: 2 } })
})
