import { ErrorMain } from './ErrorMain'
import { Layout } from './Layout'

/** The 404 page and the page shown when rendering fails: phone number and a way back. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    // Both error pages have no content file: their words are in errorPages.yaml.
    <Layout sourceFile="content/data/errorPages.yaml">
      <ErrorMain notFound={notFound} />
    </Layout>
  )
}
