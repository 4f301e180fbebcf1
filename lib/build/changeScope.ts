/**
 * Which suite a change needs: the one list of paths that decides it, read by
 * the pull-request check and the deploys (scripts/changeScope.ts) and tested
 * in tests/unit/build/changeScope.test.ts.
 *
 * Every suite that runs on the frozen test site (tests/fixtures/site) gives the
 * same answer for any content, so a change to content alone needs only the
 * content gate (`npm run test:content`: the content check, the production
 * build, HTML validation, the budget and the browser tests whose result
 * depends on the content). Anything else may change what those suites prove
 * and gets the whole `npm test`: code, tests and their fixtures, package files,
 * workflows, .ci, the check itself (lib/check), and docs/ too, since tests
 * compare generated documents there (e.g. the rule pages of docs/edycja).
 */

/** The folders an editor's change touches: content as MDX and YAML, and files copied as they are. */
export const contentOnlyPrefixes = ['content/', 'public/'] as const

export type Suite = 'content' | 'full'

/**
 * Whether one path (relative to the repository's root, with forward slashes,
 * as git prints it) lies in a content-only folder. A path in any odd form (a
 * `..` or `.` segment, an empty segment, a leading slash, a backslash, a
 * control character) is not: it is judged by the safe answer, not guessed at.
 */
export function isContentOnlyPath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a path is exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path) || path.startsWith('/')) return false
  const segments = path.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false
  return contentOnlyPrefixes.some((prefix) => path.startsWith(prefix))
}

/**
 * The suite for a change, from every path it touches: for a rename or copy
 * both the old and the new path, and deleted files too. Content-only when
 * every path is content-only; an empty list is `full`, since a change that
 * names no file is one this code could not read.
 */
export function suiteFor(changedFiles: readonly string[]): Suite {
  return changedFiles.length > 0 && changedFiles.every(isContentOnlyPath) ? 'content' : 'full'
}

/** A file mode git prints for a symbolic link or a submodule: neither is content, wherever it lies. */
const LINK_OR_SUBMODULE = /^(120000|160000)$/

/**
 * The paths a `git diff --raw -z` output names (with or without -M), each rename's and copy's
 * two paths included. A symbolic link or a submodule, at either end, yields
 * the empty string, so suiteFor judges the change `full`: a link under public/
 * could point anywhere in the repository.
 */
export function changedPaths(rawZ: string): string[] {
  const fields = rawZ.split('\0')
  if (fields.at(-1) === '') fields.pop()
  const paths: string[] = []
  for (let index = 0; index < fields.length; ) {
    const header = fields[index++]!
    // ":100644 100644 <old sha> <new sha> M" (R and C carry a score, e.g. R100, and two paths).
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])\d*$/.exec(header)
    if (!match) return [...paths, ''] // an output this code does not know: judged full
    const [, oldMode, newMode, status] = match
    const count = status === 'R' || status === 'C' ? 2 : 1
    const named = fields.slice(index, index + count)
    index += count
    if (named.length < count) return [...paths, '']
    paths.push(...named)
    if (LINK_OR_SUBMODULE.test(oldMode!) || LINK_OR_SUBMODULE.test(newMode!)) paths.push('')
  }
  return paths
}
