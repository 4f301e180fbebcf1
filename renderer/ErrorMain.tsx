import type { ReactNode } from 'react'
import { Phone } from '../components/mdx/Phone/Phone'
import { Cta } from '../components/mdx/Cta/Cta'
import { errorPages } from '../lib/data/siteData'
import { Lead } from './Lead'
import { PageHeader } from './PageHeader'

/**
 * The main part of the 404 page and of the page shown when rendering fails (ErrorPage.tsx); the editor's preview
 * of errorPages.yaml renders it alone, without the 404 page's `suggestion` of the page a mistyped address meant.
 */
export function ErrorMain({ notFound, suggestion }: { notFound: boolean; suggestion?: ReactNode }) {
  const text = notFound ? errorPages.notFound : errorPages.error
  return (
    <>
      <PageHeader className="page-header">
        <div className="container">
          <h1>{text.title}</h1>
          <Lead text={text.lead} />
        </div>
      </PageHeader>
      <div className="container prose">
        {suggestion}
        <p>
          {errorPages.help}: <Phone />.
        </p>
        <p>
          <Cta href="/" variant="primary">
            {errorPages.backHome}
          </Cta>
        </p>
      </div>
    </>
  )
}
