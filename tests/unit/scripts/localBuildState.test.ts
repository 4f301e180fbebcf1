import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOCAL_BUILD_SOURCES, sourceState } from '../../../scripts/localBuildState.ts'

/** `npm start` builds again when, and only when, what the site is built from has changed. */
describe("the state of the local build's sources", () => {
  let root: string
  const sources = ['content', 'pages', 'editor.yaml']
  const file = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
    // A fixed time, so a change is seen by its size or its path, or by the time the test sets.
    utimesSync(join(root, path), 1_700_000_000, 1_700_000_000)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'local-build-'))
    file('content/index.mdx', '# Strona główna')
    file('pages/+config.ts', 'export default {}')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('stays the same when a folder only had a temporary file in it (Vike at each build)', () => {
    const before = sourceState(root, sources)
    writeFileSync(join(root, 'pages/+config.ts.build-123.mjs'), 'x')
    unlinkSync(join(root, 'pages/+config.ts.build-123.mjs'))
    expect(sourceState(root, sources)).toBe(before)
  })

  it('changes when a file is edited, added, deleted or renamed', () => {
    const states = [sourceState(root, sources)]
    utimesSync(join(root, 'content/index.mdx'), 1_700_000_100, 1_700_000_100)
    states.push(sourceState(root, sources))
    file('content/nowa.mdx', '# Nowa')
    states.push(sourceState(root, sources))
    renameSync(join(root, 'content/nowa.mdx'), join(root, 'content/inna.mdx'))
    states.push(sourceState(root, sources))
    unlinkSync(join(root, 'content/inna.mdx'))
    states.push(sourceState(root, sources))
    // Each step differs from the one before it (the last is the edited state again: the new file is gone).
    for (let step = 1; step < states.length; step++) expect(states[step]).not.toBe(states[step - 1])
    expect(states.at(-1)).toBe(states[1])
  })

  it('changes when editor.yaml is written or deleted: /admin/ is the editor only with it', () => {
    const without = sourceState(root, sources)
    file('editor.yaml', 'signIn: token\n')
    const withIt = sourceState(root, sources)
    expect(withIt).not.toBe(without)
    unlinkSync(join(root, 'editor.yaml'))
    expect(sourceState(root, sources)).toBe(without)
  })

  it("npm start watches editor.yaml and the site's sources", () => {
    expect(LOCAL_BUILD_SOURCES).toEqual(expect.arrayContaining(['editor.yaml', 'content', 'pages', 'components', 'renderer', 'lib', 'public']))
  })
})
