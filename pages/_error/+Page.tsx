import { usePageContext } from 'vike-react/usePageContext'
import { ErrorPage } from '../../renderer/ErrorPage'

export default function Page() {
  const { is404 } = usePageContext()
  return <ErrorPage notFound={is404 !== false} />
}
