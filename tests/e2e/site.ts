import { readContentPages } from '../../lib/content/readContentPages.ts'
import { clientDir } from '../../lib/build/distDir.ts'

/** Every content page of the real site, as the build sees it. */
export const contentPages = readContentPages(process.cwd())

export const distDir = clientDir()
