import { allContentPages } from '../../lib/content/contentPages'
import { SiteMapList } from './SiteMapList'

/** Every content page, in its site-map group; a new file appears here by itself. */
export function SiteMap() {
  return <SiteMapList pages={allContentPages()} />
}
