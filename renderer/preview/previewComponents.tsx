import { SampleList } from '../../components/sitemap/SampleList.tsx'
import { SiteMapList, type SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import { textComponents } from '../textComponents.tsx'

/** The samples still standing when /admin/ was built (lib/cms/preview/buildPreview.ts); none where it is not defined (unit tests). */
declare const __SAMPLE_LABELS__: string[] | undefined
const builtSampleLabels = typeof __SAMPLE_LABELS__ === 'undefined' ? [] : __SAMPLE_LABELS__

/**
 * The components of a page's text in the editor's preview: the site's own
 * (renderer/textComponents.tsx), and the site map from the pages as they were
 * when /admin/ was built (the preview cannot read the other pages' files),
 * with the list of samples under it, as components/mdx/SiteMap/SiteMap.tsx.
 */
export function previewComponents(pages: readonly SiteMapPage[], sampleLabels: readonly string[] = builtSampleLabels) {
  return {
    ...textComponents,
    SiteMap: () => (
      <>
        <SiteMapList pages={pages} />
        <SampleList labels={sampleLabels} />
      </>
    ),
  }
}
