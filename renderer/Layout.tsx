import type { ReactNode } from 'react'
import { CookieBannerMount } from '../components/consent/CookieBannerMount'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { PreviewBar } from '../components/layout/PreviewBar'
import { SampleNotice } from '../components/layout/SampleNotice'
import { SiteNotices } from '../components/layout/SiteNotices'
import { isPreview, previewBranch } from '../lib/build/siteEnv'
import { editUrl } from '../lib/content/editUrl'
import { clinic } from '../lib/data/siteData'
import { remainingSampleLabels } from '../lib/data/siteSamples'
import './styles/index.css'
import { siteIds } from '../lib/content/reservedIds'

/**
 * The shell around every page: skip link, fixed header, main content, footer.
 * `sourceFile` is the file the page's text comes from (e.g. content/cennik.mdx),
 * linked from the preview bar of a preview build.
 */
// Read once per build: which sample values (content/data/samples.yaml) still stand in content/.
const sampleLabels = remainingSampleLabels()

export function Layout({ currentRoute, sourceFile, children }: { currentRoute?: string; sourceFile: string; children: ReactNode }) {
  // The preview bar is the first thing seen but comes after the skip link in
  // the tab order: a keyboard user still gets "Przejdź do treści" on the first
  // Tab, as on the published site, then the bar's link, then the header in the
  // order it is seen.
  const notice = isPreview() ? <PreviewBar editUrl={editUrl(clinic.repository, previewBranch() ?? clinic.repositoryBranch, sourceFile)} /> : undefined
  return (
    <>
      <a className="skip-link" href={`#${siteIds.content}`}>
        Przejdź do treści
      </a>
      <Header currentRoute={currentRoute} notice={notice} />
      <main id={siteIds.content} tabIndex={-1}>
        <SiteNotices route={currentRoute} />
        <SampleNotice labels={sampleLabels} />
        {children}
      </main>
      <Footer />
      <CookieBannerMount />
    </>
  )
}
