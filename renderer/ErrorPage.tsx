import type { ReactNode } from 'react'
import { ErrorMain } from './ErrorMain'
import { Layout } from './Layout'

/**
 * The 404 page and the page shown when rendering fails: phone number and a way back. The 404 page's
 * `suggestion` (the page a mistyped address meant) comes from pages/_error, which reads the site's pages.
 */
export function ErrorPage({ notFound, suggestion }: { notFound: boolean; suggestion?: ReactNode }) {
  return (
    // Both error pages have no content file: their words are in errorPages.yaml.
    <Layout sourceFile="content/data/errorPages.yaml">
      <ErrorMain notFound={notFound} suggestion={suggestion} />
    </Layout>
  )
}
