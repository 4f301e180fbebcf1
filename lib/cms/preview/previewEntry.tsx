// /admin/preview.js: the real page in the browser editor's preview pane.
// Loaded by start.js once the CMS's script has run; built by Vite from the
// site's own sources (lib/cms/preview/buildPreview.ts), so the preview renders
// a page with the site's components, styles and data. Run again with a data
// file's form values (previewRun.ts), it only hands back its renderers.
import '../../../renderer/styles/index.css'
import './preview.css'
import { compileProblem } from '../../check/mdxErrors.ts'
import { asProblem, type Problem } from '../../check/problem.ts'
import { problemsList, problemsStyles } from '../../content/problemsPage.ts'
import { pluralPl } from '../../search/pluralPl.ts'
import type { SiteMapPage } from '../../../components/sitemap/SiteMapList.tsx'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { cmsSaved } from '../cmsSaved.ts'
import type { CmsField } from '../cmsFields.ts'
import { cmsYaml } from '../cmsYaml.ts'
import type { DataPlace } from './dataPlaces.ts'
import { pageFile, warsawToday } from './pageFile.ts'
import { checkEntry, type BuiltSite } from './checkEntry.ts'
import { runWith, takeRun } from './previewRun.ts'
import { renderDataPreview } from './renderDataPreview.tsx'
import { renderPagePreview } from './renderPagePreview.tsx'

declare const __PAGE_COLLECTIONS__: string[]
declare const __SITE_PAGES__: SiteMapPage[]
declare const __BUILT_SITE__: BuiltSite
/** Each data file's form (admin/config.yml), by file name: what the CMS will write from it (lib/cms/cmsSaved.ts). */
declare const __DATA_FORMS__: Record<string, CmsField[]>
declare const __DATA_PLACES__: Record<string, DataPlace[]>

/** What a run of this script with a data file's form values renders (previewRun.ts). */
interface Renderers {
  dataPreview: (name: string) => string
}

const renderers: Renderers = { dataPreview: (name) => renderDataPreview(name, __DATA_PLACES__[name] ?? [], __SITE_PAGES__) }

const run = takeRun<Renderers>()
if (run) run.ready(renderers)
else registerPreviews()

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

const plain = (value: unknown) => ((value as ImmutableLike | undefined)?.toJS ? (value as ImmutableLike).toJS!() : value)

/** The check's lines for an entry, as `npm run check` prints them, above its preview. */
function problemsHtml(problems: readonly Problem[]): string {
  if (problems.length === 0) return ''
  const count = `${problems.length} ${pluralPl(problems.length, ['problem', 'problemy', 'problemów'])}`
  return `<style>${problemsStyles}</style><div class="container prose"><section class="dev-problems" role="alert"><h2>Sprawdzenie treści: ${count}</h2>${problemsList(problems)}</section></div>`
}

const cannotBuild = (what: string, stop = '') => `<div class="container prose"><p class="dev-problems__note">${what}</p>${stop}</div>`

/**
 * The page as the fields and text in the form make it now, with the check's
 * lines for it above (as `npm run check` would print them, rule by rule); for
 * text the site cannot build, the line where it stops instead of the page.
 */
function pageHtml(file: string, data: Record<string, unknown>): string {
  const { body = '', ...fields } = data
  const problems = checkEntry(__BUILT_SITE__, file, pageFile(fields, String(body)), warsawToday())
  try {
    return problemsHtml(problems) + renderPagePreview(fields, String(body), __SITE_PAGES__)
  } catch (error) {
    const stop = problems.some((problem) => problem.severity === 'error') ? '' : problemsList([asProblem('mdx-skladnia', compileProblem(file, String(body), error))])
    return problemsHtml(problems) + cannotBuild('Strony z tym błędem nie da się zbudować: podgląd pokaże ją po poprawce.', stop)
  }
}

function registerPreviews() {
  const cms = (window as unknown as { CMS: CmsGlobal }).CMS
  // The CMS's own React (window.h is its createElement): the templates return its elements.
  const h = (window as unknown as { h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown }).h
  const script = (document.currentScript as HTMLScriptElement).src

  function PagePreview({ entry }: PreviewProps) {
    const data = (plain(entry.get?.('data')) ?? {}) as Record<string, unknown>
    const file = String(plain(entry.get?.('path')) ?? '')
    return h('main', { id: 'tresc', dangerouslySetInnerHTML: { __html: pageHtml(file, data) } })
  }

  /**
   * A data file's places on the site with the form's values: the check at
   * once, the places once this script has run again with the values (a
   * moment); until then the last values' places stay.
   */
  function DataPreview({ entry }: PreviewProps) {
    const file = String(plain(entry.get?.('path')) ?? '')
    const name = file.slice('content/data/'.length)
    const values = cmsSaved(plain(entry.get?.('data')) ?? {}, __DATA_FORMS__[name] ?? [])
    const problems = checkEntry(__BUILT_SITE__, file, `${cmsYaml(values)}\n`, warsawToday())
    const show = (element: (HTMLElement & { shown?: number }) | null) => {
      if (!element) return
      const turn = (element.shown ?? 0) + 1
      element.shown = turn
      const stopped = cannotBuild('Z tymi wartościami strony nie da się zbudować: podgląd pokaże miejsca tego pliku po poprawce błędów wymienionych wyżej.')
      // Values the file's schema refuses would stop the site's data modules: the check above says why.
      if (!dataSchemas[name]?.safeParse(values).success) return void (element.innerHTML = stopped)
      runWith<Renderers>(script, { [name]: values }).then(
        (api) => {
          if (element.shown !== turn) return
          try {
            element.innerHTML = api.dataPreview(name)
          } catch {
            element.innerHTML = stopped
          }
        },
        () => element.shown === turn && (element.innerHTML = stopped),
      )
    }
    return h('main', { id: 'tresc' }, h('div', { dangerouslySetInnerHTML: { __html: problemsHtml(problems) } }), h('div', { ref: show, 'data-places': name }))
  }

  for (const name of __PAGE_COLLECTIONS__) cms.registerPreviewTemplate(name, PagePreview)
  for (const name of Object.keys(__DATA_FORMS__)) cms.registerPreviewTemplate(name.replace(/\.ya?ml$/, ''), DataPreview)
  cms.registerPreviewStyle(new URL('preview.css', script).href)
}
