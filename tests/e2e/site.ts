import { join } from 'node:path'
import { checkContent } from '../../lib/content/checkContent.ts'
import { clientDir } from '../../lib/build/distDir.ts'

/** Every content page of the real site, as the build sees it. */
export const contentPages = checkContent(process.cwd()).pages

export const distDir = clientDir()
