import { useData } from 'vike-react/useData'
import { findContentPage } from '../../lib/content/contentPages'
import { ContentPage } from '../../renderer/ContentPage'
import type { PageData } from '../../renderer/pageData'

export default function Page() {
  const { route } = useData<PageData>()
  const page = findContentPage(route)!
  return <ContentPage page={page} />
}
