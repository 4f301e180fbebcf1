import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { ensureChromium } from '../e2e/globalSetup.ts'
import { frozenBuild } from '../frozenBuild.ts'

/**
 * The spec's facts are read off a build of the frozen test site
 * (tests/fixtures/site), never off the clinic's live content: a price the
 * clinic changes must not turn a test red. It is the build the build suite
 * reads too (tests/frozenBuild.ts: npm test's, or one made now), served as
 * tests/e2e/globalSetup.ts serves the live build. Its forms name forms.yaml's
 * service, which no spec test sends a filled form to.
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  const { build, remove } = await frozenBuild()
  const server = createStaticServer(build.client)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('baseUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    remove()
  }
}
