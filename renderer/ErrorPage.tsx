import { Phone } from '../components/contact/Phone'
import { Cta } from '../components/ui/Cta'
import { errorPages } from '../lib/data/siteData'
import { Layout } from './Layout'

/** The 404 page and the page shown when rendering fails: phone number and a way back. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const text = notFound ? errorPages.notFound : errorPages.error
  return (
    // Both error pages have no content file: their words are in errorPages.yaml.
    <Layout sourceFile="content/data/errorPages.yaml">
      <div className="page-header">
        <div className="container">
          <h1>{text.title}</h1>
          <p className="lead">{text.lead}</p>
        </div>
      </div>
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
    </Layout>
  )
}
