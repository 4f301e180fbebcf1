import type { ReactNode } from 'react'
import type { LoadedPage } from '../lib/content/contentPages'
import { problemsBox } from '../lib/content/problemsPage'
import { ContentError, problemLine, renderProblem } from '../lib/content/renderErrors'
import { Cta } from '../components/ui/Cta'
import { withBase } from '../lib/build/siteUrl'
import { displayPhone, formatDate, telHref } from '../lib/data/format'
import { clinic, navigation } from '../lib/data/siteData'
import { Layout } from './Layout'
import { mdxComponents } from './mdxComponents'

/** One content file rendered inside the site shell. */
export function ContentPage({ page }: { page: LoadedPage }) {
  const { frontmatter, Content, route, file } = page
  const isHome = frontmatter.layout === 'home'
  return (
    <Layout currentRoute={route} sourceFile={file}>
      <div className={isHome ? 'page-header page-header--home' : 'page-header'}>
        <div className={frontmatter.heroImage ? 'container page-header__with-image' : 'container'}>
          {frontmatter.heroImage && (
            <img className="page-header__image" src={withBase(frontmatter.heroImage.src)} alt={frontmatter.heroImage.alt} width="480" height="320" />
          )}
          <h1>{frontmatter.title}</h1>
          {frontmatter.lead && <p className="lead">{frontmatter.lead}</p>}
          {isHome && (
            <p className="hero__actions">
              <Cta href={navigation.booking.href} variant="white">
                {navigation.booking.label}
              </Cta>
              <a className="cta cta--outline-white" href={telHref(clinic.phone.number)}>
                Zadzwoń: {displayPhone(clinic.phone.number)}
              </a>
            </p>
          )}
          {frontmatter.validFrom && (
            <p className="meta">
              Obowiązuje od <time dateTime={frontmatter.validFrom}>{formatDate(frontmatter.validFrom)}</time>
            </p>
          )}
        </div>
      </div>
      <div className="container prose">
        <PageText page={page} />
        {frontmatter.lastReviewed && (
          <p className="meta review">
            Ostatnia weryfikacja treści: <time dateTime={frontmatter.lastReviewed}>{formatDate(frontmatter.lastReviewed)}</time>
            {frontmatter.nextReview && (
              <>
                {' '}· Następna weryfikacja: <time dateTime={frontmatter.nextReview}>{formatDate(frontmatter.nextReview)}</time>
              </>
            )}
          </p>
        )}
      </div>
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
    return <div dangerouslySetInnerHTML={{ __html: problemsBox([problem]) }} />
  }
}
