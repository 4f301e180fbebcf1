import type { TestProject } from 'vitest/node'
import { type FrozenBuild, frozenBuild } from '../frozenBuild.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The frozen test site built once with the default options (tests/frozenBuild.ts). */
    frozenBuild: FrozenBuild
  }
}

/**
 * The frozen test site built once, before any file of the build suite runs (so
 * that none depends on which runs first), for the files that only read a build
 * of it with the default options (issue 41: they made seven builds of this one
 * input): npm test's, or one made now and removed after the last file.
 */
export default async function setup(project: TestProject) {
  const { build, remove } = await frozenBuild()
  project.provide('frozenBuild', build)
  return remove
}
