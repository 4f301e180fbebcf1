import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { buildSite } from '../buildSite.ts'
import { ensureChromium } from '../e2e/globalSetup.ts'
import { copyProject } from '../projectCopy.ts'

/**
 * The spec's facts are read off a build of the frozen test site
 * (tests/fixtures/site), never off the clinic's live content: a price the
 * clinic changes must not turn a test red. Builds it in a copy of the project
 * and serves it, as tests/e2e/globalSetup.ts serves the live build.
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  const { root, remove } = copyProject('clinic-spec-')
  const client = await buildSite('dist/spec', { FORM_ENDPOINT: 'http://127.0.0.1:9' }, root)
  const server = createStaticServer(client)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('baseUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    remove()
  }
}
