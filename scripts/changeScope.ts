/**
 * Prints the suite a change needs, `content` or `full` (lib/build/changeScope.ts
 * decides), and writes `suite=…` to $GITHUB_OUTPUT when a workflow runs it.
 *
 *   node scripts/changeScope.ts <tested base> [<head>, default HEAD]
 *
 * The base must be a commit whose tree a passing check or deploy gate already
 * tested (scripts/testedTree.ts finds out): only then is a content-only
 * difference enough for the content gate. An empty base (none was tested, or
 * there is none: a run started by hand) gives `full`, and so does anything git
 * cannot answer (a base no longer in the history). The same tree at both ends
 * gives `content`: nothing changed since it was tested but the day, and what
 * the day changes (a notice past its last day) is the content's.
 *
 * Plain TypeScript, so Node 24 runs it without tsx (the workflows do); locally
 * `npx tsx scripts/changeScope.ts …`.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { changedPaths, isContentOnlyPath, type Suite, suiteFor } from '../lib/build/changeScope.ts'

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })

/** The suite and a line saying why, for the run's log. */
export function scopeOf(base: string, head: string, cwd = process.cwd()): { suite: Suite; why: string } {
  if (!base) return { suite: 'full', why: 'no tested base commit to compare with' }
  // A revision is a name or a SHA, never an option for git.
  if ([base, head].some((revision) => !/^[\w./^~@{}-]+$/.test(revision) || revision.startsWith('-')))
    return { suite: 'full', why: `not a revision: ${JSON.stringify(base)} ${JSON.stringify(head)}` }
  let raw: string
  try {
    const [baseTree, headTree] = [base, head].map((revision) => git(cwd, 'rev-parse', '--verify', '--end-of-options', `${revision}^{tree}`).trim())
    if (baseTree === headTree) return { suite: 'content', why: `${head} has the tree of ${base}, which was tested; only the day has changed` }
    // Without rename detection a rename is a deletion and an addition: both paths are listed all
    // the same, and git needs no file contents, which a deploy's partial clone (blob:none) lacks.
    raw = git(cwd, 'diff', '--raw', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', base, head, '--')
  } catch (error) {
    return { suite: 'full', why: `git could not compare ${base} and ${head}: ${(error as Error).message.split('\n')[0]}` }
  }
  const paths = changedPaths(raw)
  const suite = suiteFor(paths)
  const outside = paths.find((path) => !isContentOnlyPath(path))
  const why =
    suite === 'content'
      ? `${paths.length} path(s), all under content/ or public/`
      : outside === undefined
        ? 'no changed file'
        : `${outside === '' ? 'a symbolic link, a submodule or an unreadable diff line' : outside} is not content`
  return { suite, why }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = '', head = 'HEAD'] = process.argv.slice(2)
  const { suite, why } = scopeOf(base, head)
  console.error(`changeScope: ${suite} (${why})`)
  console.log(suite)
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `suite=${suite}\n`)
}
