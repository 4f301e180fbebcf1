// /admin/preview.js: the real page in the browser editor's preview pane.
// Loaded by start.js once the CMS's script has run; built by Vite from the
// site's own sources (lib/cms/preview/buildPreview.ts), so the preview renders
// a page with the site's components, styles and data. Run again with other
// data (a data file's form values, data the CMS holds that differ from the
// built; previewRun.ts), it only hands back its renderers.
import '../../../renderer/styles/index.css'
import './preview.css'
import { compileProblem } from '../../check/mdxErrors.ts'
import { asProblem, type Problem } from '../../check/problem.ts'
import { problemsList, problemsStyles } from '../../content/problemsPage.ts'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { pluralPl } from '../../search/pluralPl.ts'
import type { SiteMapPage } from '../../../components/sitemap/SiteMapList.tsx'
import type { CmsField } from '../cmsFields.ts'
import { cmsYaml } from '../cmsYaml.ts'
import { CmsData, plain, savedValues, type CmsEntry, type GetCollection } from './cmsData.ts'
import type { DataPlace } from './dataPlaces.ts'
import { pageFile, warsawToday } from './pageFile.ts'
import { checkEntry, type BuiltSite } from './checkEntry.ts'
import { runWith, takeRun } from './previewRun.ts'
import { renderDataPreview } from './renderDataPreview.tsx'
import { renderPagePreview } from './renderPagePreview.tsx'

declare const __PAGE_COLLECTIONS__: string[]
declare const __SITE_PAGES__: SiteMapPage[]
declare const __BUILT_SITE__: BuiltSite
/** The CMS's collection of the data files (admin/config.yml) and each file's form, by file name: what the CMS will write from it (lib/cms/cmsSaved.ts). */
declare const __DATA_COLLECTION__: string
declare const __DATA_FORMS__: Record<string, CmsField[]>
declare const __DATA_PLACES__: Record<string, DataPlace[]>

/** What a run of this script renders, with the data it ran with (previewRun.ts). */
interface Renderers {
  page: (fields: Record<string, unknown>, body: string) => string
  places: (name: string) => string
}

const renderers: Renderers = {
  page: (fields, body) => renderPagePreview(fields, body, __SITE_PAGES__),
  places: (name) => renderDataPreview(name, __DATA_PLACES__[name] ?? [], __SITE_PAGES__),
}

const run = takeRun<Renderers>()
if (run) run.ready(renderers)
else registerPreviews()

interface PreviewProps {
  entry: CmsEntry
  getCollection?: GetCollection
}
interface CmsGlobal {
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => unknown) => void
  registerPreviewStyle: (url: string) => void
}
type Shown = HTMLElement & { shown?: number }

/** The check's lines for an entry, as `npm run check` prints them, above its preview. */
function problemsHtml(problems: readonly Problem[]): string {
  if (problems.length === 0) return ''
  const count = `${problems.length} ${pluralPl(problems.length, ['problem', 'problemy', 'problemów'])}`
  return `<style>${problemsStyles}</style><div class="container prose"><section class="dev-problems" role="alert"><h2>Sprawdzenie treści: ${count}</h2>${problemsList(problems)}</section></div>`
}

const cannotBuild = (what: string, stop = '') => `<div class="container prose"><p class="dev-problems__note">${what}</p>${stop}</div>`
const dataStopped = cannotBuild('Z tymi wartościami strony nie da się zbudować: podgląd pokaże je po poprawce błędów wymienionych wyżej.')

/**
 * The page from the fields and text in the form, by `render`; for text the
 * site cannot build, the line where it stops instead of the page.
 */
function pageHtml(file: string, body: string, problems: readonly Problem[], render: () => string): string {
  try {
    return render()
  } catch (error) {
    const stop = problems.some((problem) => problem.severity === 'error') ? '' : problemsList([asProblem('mdx-skladnia', compileProblem(file, body, error))])
    return cannotBuild('Strony z tym błędem nie da się zbudować: podgląd pokaże ją po poprawce.', stop)
  }
}

function registerPreviews() {
  const cms = (window as unknown as { CMS: CmsGlobal }).CMS
  // The CMS's own React (window.h is its createElement): the templates return its elements.
  const h = (window as unknown as { h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown }).h
  const script = (document.currentScript as HTMLScriptElement).src
  const cmsData = new CmsData(__BUILT_SITE__, __DATA_COLLECTION__, __DATA_FORMS__)

  /**
   * Fills `element` with `html` once, and again when the CMS has said which
   * data files it holds otherwise than /admin/ was built: with data that
   * differ, by a run of this script with them (a moment; the last view stays).
   */
  function show(element: Shown | null, getCollection: GetCollection, html: (render: Renderers) => string, own: Record<string, unknown> = {}) {
    if (!element) return
    const opened = element.shown === undefined
    const turn = (element.shown ?? 0) + 1
    element.shown = turn
    const fill = () => {
      const data = { ...cmsData.changed, ...own }
      if (Object.keys(data).length === 0) return void (element.innerHTML = html(renderers))
      runWith<Renderers>(script, data).then(
        (api) => element.shown === turn && (element.innerHTML = html(api)),
        () => element.shown === turn && (element.innerHTML = dataStopped),
      )
    }
    fill()
    void cmsData.ask(getCollection, opened).then(() => element.shown === turn && Object.keys(cmsData.changed).length > 0 && fill())
  }

  /** A page: the check's lines for it above (as `npm run check` would print them, rule by rule), then the page. */
  function PagePreview({ entry, getCollection }: PreviewProps) {
    const { body: text = '', ...fields } = (plain(entry.get?.('data')) ?? {}) as Record<string, unknown>
    const body = String(text)
    const file = String(plain(entry.get?.('path')) ?? '')
    const html = (render: Renderers) => {
      const problems = checkEntry(cmsData.site(), file, pageFile(fields, body), warsawToday())
      return problemsHtml(problems) + pageHtml(file, body, problems, () => render.page(fields, body))
    }
    return h('main', { id: 'tresc', ref: (element: Shown | null) => show(element, getCollection, html) })
  }

  /** A data file: the check's lines for it, then each place of the site that shows it, with the form's values. */
  function DataPreview({ entry, getCollection }: PreviewProps) {
    const file = String(plain(entry.get?.('path')) ?? '')
    const name = file.slice('content/data/'.length)
    const values = savedValues(entry, __DATA_FORMS__[name] ?? [])
    // Values the file's schema refuses would stop the site's data modules: they are not run, the check says why.
    const valid = dataSchemas[name]?.safeParse(values).success === true
    const html = (render: Renderers) => {
      const problems = problemsHtml(checkEntry(cmsData.site(), file, `${cmsYaml(values)}\n`, warsawToday()))
      try {
        return problems + (valid ? render.places(name) : dataStopped)
      } catch {
        return problems + dataStopped
      }
    }
    return h('main', { id: 'tresc', 'data-places': name, ref: (element: Shown | null) => show(element, getCollection, html, valid ? { [name]: values } : {}) })
  }

  for (const name of __PAGE_COLLECTIONS__) cms.registerPreviewTemplate(name, PagePreview)
  for (const name of Object.keys(__DATA_FORMS__)) cms.registerPreviewTemplate(name.replace(/\.ya?ml$/, ''), DataPreview)
  cms.registerPreviewStyle(new URL('preview.css', script).href)
}
