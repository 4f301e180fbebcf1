import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Problem } from '../check/problem.ts'
import { positionOf } from '../check/problem.ts'

/**
 * The site's own inline scripts, by their text: none. The security policy is
 * written from this list, never read back from the built pages (issue 32: the
 * build once hashed every inline script it found, so a `<script>` in a page's
 * MDX or in public/ became allowed). A script the site needs inline goes here,
 * in code, reviewed like code.
 */
export const ownInlineScripts: readonly string[] = []

/** The policy's 'sha256-…' sources for the site's own inline scripts. */
export const ownInlineScriptHashes = ownInlineScripts.map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`)

/** Data blocks that browsers never run: the pages' JSON-LD and JSON. */
const dataTypes = /^(application\/(ld\+)?json)$/i

/** Every inline <script> of an HTML page that a browser would run, with its offset in the text. */
export function executableInlineScripts(html: string): { index: number; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].flatMap((match) => {
    const attributes = match[1]!
    if (/\ssrc\s*=/i.test(attributes)) return []
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    if (type && dataTypes.test(type)) return []
    return [{ index: match.index!, body: match[2]! }]
  })
}

/**
 * The inline scripts of the built pages that the site did not write (from a
 * page's content, a file of public/ or a dependency), as problems at the
 * source file when it is in public/, else at the built page. The build stops
 * on them: the policy is never widened to let them run.
 */
export function foreignInlineScripts(root: string, distDir: string, pages: { file: string; text: string }[]): Problem[] {
  return pages.flatMap(({ file, text }) =>
    executableInlineScripts(text)
      .filter((script) => !ownInlineScripts.includes(script.body))
      .map((script) => {
        const built = relative(distDir, file).split('\\').join('/')
        const fromPublic = existsSync(join(root, 'public', built))
        return {
          file: fromPublic ? `public/${built}` : relative(root, file).split('\\').join('/'),
          ...positionOf(text, script.index),
          rule: 'html',
          severity: 'error' as const,
          message: fromPublic
            ? 'ten plik HTML zawiera skrypt wpisany w stronę (<script> bez src), a strona nie uruchamia skryptów spoza swojego kodu'
            : `zbudowana strona zawiera skrypt wpisany w stronę (<script> bez src), którego nie ma w kodzie strony`,
          fix: fromPublic
            ? 'Usuń skrypt z pliku albo usuń plik z public/; jeśli strona potrzebuje nowej funkcji, poproś programistę o komponent'
            : 'Sprawdź, czy treść strony (plik .mdx) nie wstawia skryptu; jeśli to kod strony, programista dopisuje go do lib/build/inlineScripts.ts',
        }
      }),
  )
}
