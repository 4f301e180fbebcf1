import type { ReactNode } from 'react'
import type { LoadedPage } from '../lib/content/contentPages'
import { problemsBox } from '../lib/vite/problemsPage.ts'
import { ContentError, problemLine, renderProblem } from '../lib/check/renderErrors.ts'
import { Layout } from './Layout'
import { PageMain } from './PageMain'
import { mdxComponents } from './mdxComponents'

/** One content file rendered inside the site shell. */
export function ContentPage({ page }: { page: LoadedPage }) {
  return (
    <Layout currentRoute={page.route} sourceFile={page.file}>
      <PageMain frontmatter={page.frontmatter}>
        <PageText page={page} />
      </PageMain>
    </Layout>
  )
}

/**
 * The page's MDX, run here rather than rendered as <Content />, so that a
 * mistake in it that the check let through (a `{word}` the page's code cannot
 * know) is named by its file and line: in a build it stops the build with
 * that line and nothing else; in the dev server the page shows it.
 */
function PageText({ page }: { page: LoadedPage }) {
  try {
    // An MDX module's content is a function of its props; without a `wrapper` component it runs the page's expressions at once.
    return (page.Content as (props: { components: typeof mdxComponents }) => ReactNode)({ components: mdxComponents })
  } catch (error) {
    const problem = renderProblem(page.file, page.source, error)
    if (!import.meta.env.DEV) throw new ContentError(problem)
    console.error(problemLine(problem))
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the dev server's problem box, HTML built and escaped by problemsBox
    return <div dangerouslySetInnerHTML={{ __html: problemsBox([problem]) }} />
  }
}
