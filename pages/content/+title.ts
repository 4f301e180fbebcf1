import type { PageContext } from 'vike/types'
import type { PageData } from '../../renderer/pageData'

export default function title(pageContext: PageContext): string {
  return (pageContext.data as PageData).title
}
