import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { CHROMIUM_PATH } from './browser.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Makes sure Debian's Chromium is there, then serves the built site on a free port. */
export default async function setup(project: TestProject) {
  ensureChromium()
  const distDir = join(process.cwd(), 'dist/client')
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first (npm test does).')
  const server = createStaticServer(distDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return
  const command = 'apt-get update && apt-get install -y chromium'
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo ${command.replace('&& ', '&& sudo ')}`)
  }
  console.log(`Installing Debian's Chromium for the browser tests: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}
