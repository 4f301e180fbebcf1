import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'

const run = promisify(execFile)

/**
 * The environment of a build run from a test: none of vitest's own variables
 * (NODE_ENV=test would change the build) and none of the settings a test sets
 * on purpose, so only `extra` decides what the build is for.
 */
export function buildEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const set = ['NODE_ENV', 'SITE_ENV', 'SITE_BRANCH', 'HEAD', 'CF_PAGES_BRANCH', 'SITE_URL', 'FORM_ENDPOINT', 'SITE_DIST']
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !set.includes(name) && !name.startsWith('VITEST')))
  return { ...env, ...extra }
}

/**
 * Builds the site into `dist` (e.g. dist/subpath-test) the way `npm run build`
 * does (`vike build`: the content check, the pages, the headers). Returns the
 * folder of static files and what the build printed, without colours (with
 * CI set, as on GitHub, Vite and Vike colour whole lines).
 */
export async function buildSiteOutput(dist: string, extra: Record<string, string> = {}, root = process.cwd()): Promise<{ client: string; output: string }> {
  rmSync(join(root, dist), { recursive: true, force: true })
  const options = { cwd: root, env: buildEnv({ SITE_DIST: dist, ...extra }), maxBuffer: 64 * 1024 * 1024 }
  const { stdout, stderr } = await run('npx', ['vike', 'build'], options)
  return { client: join(root, dist, 'client'), output: stripVTControlCharacters(stdout + stderr) }
}

/** Builds the site into `dist` (see buildSiteOutput); returns the folder of static files. */
export async function buildSite(dist: string, extra: Record<string, string> = {}, root = process.cwd()): Promise<string> {
  return (await buildSiteOutput(dist, extra, root)).client
}
