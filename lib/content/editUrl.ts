/**
 * GitHub's editor for one file of the site's repository, e.g.
 * https://github.com/przychodnia-example/strona/edit/main/content/cennik.mdx
 * (GitHub offers a fork or a branch to anyone without the right to commit).
 */
export function editUrl(repository: string, branch: string, file: string): string {
  return `${repository}/edit/${branch}/${file}`
}
