import { join } from 'node:path'
import { expect, test } from 'vitest'
import { yamlPlugin } from '../../../lib/vite/yamlPlugin.ts'

// A data file that is not YAML, reached by a script or a request that is not a
// page's (the dev server's page gate answers pages first): the check's line,
// not the parser's English and stack trace.

type Hooks = { configResolved: (config: { root: string }) => void; transform: (source: string, id: string) => { code: string } | null }

test("a YAML mistake fails with the check's line and no stack; a good file becomes a module", () => {
  const plugin = yamlPlugin() as unknown as Hooks
  plugin.configResolved({ root: '/projekt' })
  const broken = 'members:\n  - id: anna\n    name: Anna\n   role: Lekarz\n'
  let thrown: unknown
  try {
    plugin.transform(broken, join('/projekt', 'content/data/team.yaml'))
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(Error)
  const error = thrown as Error & { hideStack?: boolean }
  expect(error.message).toMatch(/^content\/data\/team\.yaml:4:1: wcięcie: pole „role” zaczyna się w kolumnie 4/)
  expect(error.stack).toBe(error.message)
  expect(error.hideStack).toBe(true)
  expect(plugin.transform('members:\n  - id: anna\n', '/projekt/content/data/team.yaml')?.code).toBe('export default {"members":[{"id":"anna"}]}')
})
