/** The generated catalogue of the check's rules, one entry per rule (scripts/docsRules.ts writes it). */
export const RULES_DOC = 'docs/edycja/sprawdzenie.md'

/**
 * Where a rule's entry is: on GitHub, in the commit being checked, when the
 * check runs there (GitHub Actions names the server, repository and commit);
 * else the file's path with the entry's anchor.
 */
export function ruleDocs(rule: string, env: Record<string, string | undefined> = process.env): string {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: commit } = env
  const anchor = `${RULES_DOC}#${rule}`
  return server && repository && commit ? `${server}/${repository}/blob/${commit}/${anchor}` : anchor
}
