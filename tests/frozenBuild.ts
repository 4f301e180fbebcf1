import { readFileSync } from 'node:fs'
import { buildSiteOutput } from './buildSite.ts'
import { BUILD_DATE } from './frozenBuildDate.ts'
import { copyProject } from './projectCopy.ts'

/**
 * The frozen test site built once as `npm run build` builds it (`vike build`,
 * no settings but the day), for every test that only reads such a build: the
 * build suite's files and the spec suite (issue 41: they made eight builds of
 * this one input). `root` is the copy of the project it was built in (read it,
 * never write to it: other test files read it at the same time), `client` its
 * folder of static files, `output` what the build printed, without colours.
 */
export type FrozenBuild = { root: string; client: string; output: string }

/**
 * The variable through which `npm test` hands both suites the build it made
 * before them (scripts/test.ts, tests/frozenBuildStep.ts): the path of a JSON
 * file holding the FrozenBuild.
 */
export const SHARED_FROZEN_BUILD = 'CLINIC_FROZEN_BUILD'

/** Builds the frozen site in a new copy of the project; `remove` deletes the copy. */
export async function buildFrozenSite(): Promise<FrozenBuild & { remove: () => void }> {
  const { root, remove } = copyProject('clinic-frozen-build-')
  try {
    const { client, output } = await buildSiteOutput('dist/frozen-test', { BUILD_DATE }, root)
    return { root, client, output, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/**
 * For a suite's global setup: the build `npm test` made before the suite (left
 * to npm test to remove), or, when the suite runs on its own, one made now
 * (`remove` deletes it after the suite).
 */
export async function frozenBuild(): Promise<{ build: FrozenBuild; remove: () => void }> {
  const shared = process.env[SHARED_FROZEN_BUILD]
  if (shared) return { build: JSON.parse(readFileSync(shared, 'utf8')) as FrozenBuild, remove: () => {} }
  const { remove, ...build } = await buildFrozenSite()
  return { build, remove }
}
