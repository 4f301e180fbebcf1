import { Phone } from '../components/mdx/Phone/Phone'
import { Cta } from '../components/mdx/Cta/Cta'
import { errorPages } from '../lib/data/siteData'
import { Lead } from './Lead'
import { PageHeader } from './PageHeader'

/** The main part of the 404 page and of the page shown when rendering fails (ErrorPage.tsx); the editor's preview of errorPages.yaml renders it alone. */
export function ErrorMain({ notFound }: { notFound: boolean }) {
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
