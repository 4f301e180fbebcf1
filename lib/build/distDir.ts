import { join } from 'node:path'

/**
 * Where a build goes. `npm run build` writes the site to deploy into
 * `dist/client`; `npm test` sets SITE_DIST=dist/test so that its build, pointed
 * at the local form service (127.0.0.1), never lands where a deploy reads.
 */
export const distRoot = process.env.SITE_DIST ?? 'dist'

/** The folder of static files of the current build (what a host serves). */
export function clientDir(root = process.cwd()): string {
  return join(root, distRoot, 'client')
}
