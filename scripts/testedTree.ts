/**
 * Says whether a passing check already tested a commit's tree
 * (lib/build/testedTree.ts), for the workflows:
 *
 *   node scripts/testedTree.ts <commit SHA>
 *
 * writes `tree=<its tree SHA>`, `tested=true|false` and `commit=<the commit
 * when tested, else empty>` to $GITHUB_OUTPUT. Reads GITHUB_REPOSITORY,
 * GITHUB_API_URL and GITHUB_TOKEN (`contents: read`, `actions: read`). Any
 * doubt (no commit, as before a branch's first push; an API error) is
 * `tested=false`: the tests then run.
 */
import { appendFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { testedBy, treeOf } from '../lib/build/testedTree.ts'

export async function testedTree(commit: string, env: NodeJS.ProcessEnv): Promise<{ tree: string; tested: boolean; why: string }> {
  if (!/^[0-9a-f]{40}$/.test(commit) || /^0+$/.test(commit)) return { tree: '', tested: false, why: `no commit to look up (${JSON.stringify(commit)})` }
  const access = { repository: env.GITHUB_REPOSITORY ?? '', token: env.GITHUB_TOKEN ?? '', api: env.GITHUB_API_URL }
  try {
    const tree = await treeOf(commit, access)
    const run = await testedBy(tree, access)
    return { tree, tested: run !== undefined, why: run ? `tested by run ${run.runId} of ${run.workflow}` : 'no passing check recorded this tree' }
  } catch (error) {
    return { tree: '', tested: false, why: `could not ask GitHub: ${(error as Error).message}` }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const commit = process.argv[2] ?? ''
  const { tree, tested, why } = await testedTree(commit, process.env)
  console.log(`${commit} (tree ${tree || '?'}): ${tested ? 'tested' : 'not tested'}; ${why}`)
  if (why.startsWith('could not')) console.log(`::warning::${why}; the tests run.`)
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `tree=${tree}\ntested=${tested}\ncommit=${tested ? commit : ''}\n`)
}
