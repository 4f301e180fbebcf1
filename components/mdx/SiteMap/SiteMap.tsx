import { allContentPages } from '../../../lib/content/contentPages'
import { remainingSampleLabels } from '../../../lib/data/siteSamples'
import { SampleList } from '../../sitemap/SampleList'
import { SiteMapList } from '../../sitemap/SiteMapList'

// Read once per build, as the notice on every page reads it (renderer/Layout.tsx).
const sampleLabels = remainingSampleLabels()

/** Every content page, in its site-map group; a new file appears here by itself. Then what is still a sample, which the notice on every page links to. */
export function SiteMap() {
  return (
    <>
      <SiteMapList pages={allContentPages()} />
      <SampleList labels={sampleLabels} />
    </>
  )
}
