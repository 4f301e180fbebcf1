// /admin/preview.js: the real page in the browser editor's preview pane.
// Loaded by start.js once the CMS's script has run; built by Vite from the
// site's own sources (lib/cms/preview/buildPreview.ts), so the preview renders
// a page with the site's components, styles and data.
import '../../../renderer/styles/index.css'
import { compileProblem } from '../../check/mdxErrors.ts'
import { asProblem } from '../../check/problem.ts'
import { problemsList } from '../../content/problemsPage.ts'
import type { SiteMapPage } from '../../../components/sitemap/SiteMapList.tsx'
import { renderPagePreview } from './renderPagePreview.tsx'

declare const __PAGE_COLLECTIONS__: string[]
declare const __SITE_PAGES__: SiteMapPage[]

interface ImmutableLike {
  toJS?: () => unknown
  get?: (key: string) => unknown
}
interface PreviewProps {
  entry: ImmutableLike
}
interface CmsGlobal {
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => unknown) => void
  registerPreviewStyle: (url: string) => void
}

const cms = (window as unknown as { CMS: CmsGlobal }).CMS
// The CMS's own React (window.h is its createElement): the template returns its elements.
const h = (window as unknown as { h: (type: string, props: Record<string, unknown>) => unknown }).h
const plain = (value: unknown) => ((value as ImmutableLike | undefined)?.toJS ? (value as ImmutableLike).toJS!() : value)

/** The page as the fields and text in the form make it now, or, for text MDX cannot read, the check's line. */
function pageHtml(data: Record<string, unknown>): string {
  const { body = '', ...fields } = data
  try {
    return renderPagePreview(fields, String(body), __SITE_PAGES__)
  } catch (error) {
    const problem = asProblem('mdx-skladnia', compileProblem('treść strony', String(body), error))
    return `<div class="container prose"><section class="dev-problems" role="alert"><h2>Tej strony nie da się zbudować</h2>${problemsList([problem])}</section></div>`
  }
}

function PagePreview({ entry }: PreviewProps) {
  const data = (plain(entry.get?.('data')) ?? {}) as Record<string, unknown>
  return h('main', { id: 'tresc', dangerouslySetInnerHTML: { __html: pageHtml(data) } })
}

for (const name of __PAGE_COLLECTIONS__) cms.registerPreviewTemplate(name, PagePreview)
cms.registerPreviewStyle(new URL('preview.css', (document.currentScript as HTMLScriptElement).src).href)
