import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createFormService } from '../../scripts/formService.ts'
import { formServiceRules } from '../../scripts/formServiceRules.ts'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { HEADLESS_SHELL_PATH, TEST_BROWSER_PATH } from '../../scripts/launchChromium.ts'
import { clientDir } from '../../lib/build/distDir.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    formServiceUrl: string
  }
}

/**
 * The port of the local form service the test build posts to: `npm test` builds
 * with FORM_ENDPOINT=http://127.0.0.1:3901 (package.json, script build:test);
 * TEST_FORM_PORT moves both, so two checkouts can run their tests side by side.
 */
export const TEST_FORM_SERVICE_PORT = Number(process.env.TEST_FORM_PORT ?? 3901)

/** Makes sure Debian's Chromium is there, then serves the built site and the form service. */
export default async function setup(project: TestProject) {
  ensureChromium()
  const distDir = clientDir()
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} is missing: run \`npm run build:test\` first (npm test does).`)
  const server = createStaticServer(distDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  const formService = createFormService({ forms: formServiceRules(), quiet: true })
  await new Promise<void>((resolve) => formService.listen(TEST_FORM_SERVICE_PORT, '127.0.0.1', resolve))
  project.provide('formServiceUrl', `http://127.0.0.1:${TEST_FORM_SERVICE_PORT}`)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await new Promise<void>((resolve) => formService.close(() => resolve()))
  }
}

/**
 * Installs Debian's Chromium and its headless shell (the faster browser the tests use, scripts/launchChromium.ts)
 * when the test browser is missing and this is root (CI); otherwise says how.
 */
export function ensureChromium(): void {
  if (existsSync(TEST_BROWSER_PATH) && (process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL_PATH))) return
  const command = 'apt-get update && apt-get install -y chromium chromium-headless-shell'
  if (process.getuid?.() !== 0) {
    if (existsSync(TEST_BROWSER_PATH)) return // the full Chromium works too, only slower
    throw new Error(`Chromium is missing at ${TEST_BROWSER_PATH}. Install it with:\n  sudo ${command.replace('&& ', '&& sudo ')}`)
  }
  console.log(`Installing Debian's Chromium for the browser tests: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}
