// /admin/preview.js: the real page in the browser editor's preview pane.
// Loaded by start.js once the CMS's script has run; built by Vite from the
// site's own sources (lib/cms/preview/buildPreview.ts), so the preview renders
// a page with the site's components, styles and data.
import '../../../renderer/styles/index.css'
import './preview.css'
import { compileProblem } from '../../check/mdxErrors.ts'
import { asProblem } from '../../check/problem.ts'
import { problemsList, problemsStyles } from '../../content/problemsPage.ts'
import { pluralPl } from '../../search/pluralPl.ts'
import type { SiteMapPage } from '../../../components/sitemap/SiteMapList.tsx'
import { pageFile, warsawToday } from './pageFile.ts'
import { checkEntry, type BuiltSite } from './checkEntry.ts'
import { renderPagePreview } from './renderPagePreview.tsx'

declare const __PAGE_COLLECTIONS__: string[]
declare const __SITE_PAGES__: SiteMapPage[]
declare const __BUILT_SITE__: BuiltSite

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


/**
 * The page as the fields and text in the form make it now, with the check's
 * lines for it above (as `npm run check` would print them, rule by rule); for
 * text the site cannot build, the line where it stops instead of the page.
 */
function pageHtml(file: string, data: Record<string, unknown>): string {
  const { body = '', ...fields } = data
  const problems = checkEntry(__BUILT_SITE__, file, pageFile(fields, String(body)), warsawToday())
  const list = problems.length > 0 ? `<style>${problemsStyles}</style><div class="container prose"><section class="dev-problems" role="alert"><h2>Sprawdzenie treści: ${problems.length} ${pluralPl(problems.length, ['problem', 'problemy', 'problemów'])}</h2>${problemsList(problems)}</section></div>` : ''
  try {
    return list + renderPagePreview(fields, String(body), __SITE_PAGES__)
  } catch (error) {
    const stop = problems.some((problem) => problem.severity === 'error') ? '' : problemsList([asProblem('mdx-skladnia', compileProblem(file, String(body), error))])
    return `${list}<div class="container prose"><p class="dev-problems__note">Strony z tym błędem nie da się zbudować: podgląd pokaże ją po poprawce.</p>${stop}</div>`
  }
}

function PagePreview({ entry }: PreviewProps) {
  const data = (plain(entry.get?.('data')) ?? {}) as Record<string, unknown>
  const file = String(plain(entry.get?.('path')) ?? '')
  return h('main', { id: 'tresc', dangerouslySetInnerHTML: { __html: pageHtml(file, data) } })
}

for (const name of __PAGE_COLLECTIONS__) cms.registerPreviewTemplate(name, PagePreview)
cms.registerPreviewStyle(new URL('preview.css', (document.currentScript as HTMLScriptElement).src).href)
