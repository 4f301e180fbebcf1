import { usePageContext } from 'vike-react/usePageContext'
import { PageSuggestion } from '../../components/notFound/PageSuggestion'
import { ErrorPage } from '../../renderer/ErrorPage'

export default function Page() {
  const { is404 } = usePageContext()
  const notFound = is404 !== false
  return <ErrorPage notFound={notFound} suggestion={notFound ? <PageSuggestion /> : undefined} />
}
