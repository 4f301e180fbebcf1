import { SiteMapList, type SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import { textComponents } from '../textComponents.tsx'

/**
 * The components of a page's text in the editor's preview: the site's own
 * (renderer/textComponents.tsx), and the site map from the pages as they were
 * when /admin/ was built (the preview cannot read the other pages' files).
 */
export function previewComponents(pages: readonly SiteMapPage[]) {
  return { ...textComponents, SiteMap: () => <SiteMapList pages={pages} /> }
}
