// /admin/preview.js: the real page in the browser editor's preview pane.
// Loaded by start.js once the CMS's script has run; built by Vite from the
// site's own sources (lib/cms/preview/buildPreview.ts), so the preview renders
// a page with the site's components, styles and data. Run again with other
// data (a data file's form values, data the CMS holds that differ from the
// built; previewRun.ts), it only hands back its renderers.
import '../styles/index.css'
import './preview.css'
import { compileProblem } from '../../lib/check/mdxErrors.ts'
import { asProblem, type Problem } from '../../lib/check/problem.ts'
import { problemsHtml } from './problemsHtml.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import type { SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import type { CmsField } from '../../lib/cms/cmsFields.ts'
import { cmsYaml } from '../../lib/cms/cmsYaml.ts'
import { cmsSaved } from '../../lib/cms/cmsSaved.ts'
import { missingIds, withNamedIds } from '../../lib/cms/namedIds.ts'
import { publishedChanges } from '../../lib/cms/preview/publishedChanges.ts'
import { similarNames } from '../../lib/cms/preview/similarNames.ts'
import { changesHtml } from './changesHtml.ts'
import { CmsData, plain, savedValues, type CmsEntry, type GetCollection } from '../../lib/cms/preview/cmsData.ts'
import { pastNoticeAdded } from '../../lib/cms/preview/pastNoticeAdded.ts'
import { valuePosition } from '../../lib/cms/preview/valuePosition.ts'
import { pendingUploadsInWords, savedFiles, savedFilesInText, showPendingUploads, withPendingUploads } from '../../lib/cms/preview/pendingUploads.ts'
import type { DataPlace } from '../../lib/cms/preview/dataPlaces.ts'
import { pageFile, warsawToday } from '../../lib/cms/preview/pageFile.ts'
import type { BuiltSite } from '../../lib/cms/preview/checkEntry.ts'
import { Checker } from '../../lib/cms/preview/checker.ts'
import { runWith, takeRun } from '../../lib/cms/preview/previewRun.ts'
import { guardSave } from '../../lib/cms/preview/saveGuard.ts'
import {
  clearFormProblems,
  fromLastPreview,
  inFormWords,
  keepFormProblems,
  nameFilesBy,
  showField,
  showFormProblems,
  type FormProblem,
} from '../../lib/cms/preview/formProblems.ts'
import { namedField } from '../../lib/cms/preview/fieldAtLine.ts'
import { inFreshRow, withoutFreshRows } from '../../lib/cms/preview/freshRow.ts'
import { fixedBody, fixedYamlValue } from '../../lib/cms/preview/fixedValue.ts'
import { routeFromContentFile } from '../../lib/content/routes.ts'
import { pageFileName } from '../../lib/content/pageFileName.ts'
import { showCheckReasons } from '../../lib/cms/preview/boardReasons.ts'
import { fitBoard } from '../../lib/cms/preview/fitBoard.ts'
import { showPublishedNotice } from '../../lib/cms/preview/publishedNotice.ts'
import { guardPublishQuestion } from '../../lib/cms/preview/publishQuestion.ts'
import { renderDataPreview } from './renderDataPreview.tsx'
import { samplePlaces } from '../../lib/cms/preview/samplePlaces.ts'
import { pageCollectionName } from '../../lib/cms/cmsConfig.ts'
import { followSampleLinks, samplesListHtml, showOnCollectionLists } from './samplesList.ts'
import { pagePreview } from './renderPagePreview.tsx'
import { newItemInView } from './newItemInView.ts'
import { rowSearch } from './rowSearch.ts'

/** Each page collection's folder ('content', 'content/szczepienia'), by the collection's name. */
declare const __PAGE_COLLECTIONS__: Record<string, string>
declare const __SITE_PAGES__: SiteMapPage[]
declare const __BUILT_SITE__: BuiltSite
/** The CMS's collection of the data files (admin/config.yml) and each file's form, by file name: what the CMS will write from it (lib/cms/cmsSaved.ts). */
declare const __DATA_COLLECTION__: string
declare const __DATA_FORMS__: Record<string, CmsField[]>
declare const __DATA_PLACES__: Record<string, DataPlace[]>
/** A page's form (every page collection has the same fields): the check's lines name its fields. */
declare const __PAGE_FORM__: CmsField[]
/** Each data file's label in the editor, by file name. */
declare const __DATA_LABELS__: Record<string, string>

// The large constants of the build (lib/cms/preview/buildPreview.ts) are read here once and used by name:
// `define` pastes a value at every mention, and the built site alone is some 200 KB (three mentions made
// preview.js 130 KB gzip larger).
const builtSite = __BUILT_SITE__
const dataForms = __DATA_FORMS__
const sitePages = __SITE_PAGES__

/** What a run of this script renders, with the data it ran with (previewRun.ts). */
interface Renderers {
  page: (fields: Record<string, unknown>, body: string) => { html: string; stop?: unknown }
  places: (name: string) => string
}

const renderers: Renderers = {
  page: (fields, body) => pagePreview(fields, body, sitePages),
  places: (name) => renderDataPreview(name, __DATA_PLACES__[name] ?? [], sitePages),
}

const run = takeRun<Renderers>()
if (run) run.ready(renderers)
else registerPreviews()

interface PreviewProps {
  entry: CmsEntry
  getCollection?: GetCollection
  /** The CMS's file at a path, if it holds one: the repository's, and those saved since /admin/ was built. */
  getAsset?: (path: string) => unknown
}
interface CmsGlobal {
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => unknown) => void
  registerPreviewStyle: (url: string) => void
  registerEventListener: (listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => ImmutableMap | undefined }) => void
}
/** The CMS hands event listeners an entry as an Immutable.js Map (only what is used here). */
interface ImmutableMap {
  get: (key: string) => unknown
  setIn: (path: (string | number)[], value: unknown) => ImmutableMap
  toJS: () => unknown
}

/**
 * The entry's file; for a new page, not saved yet (the CMS gives it no path), the file the CMS will make from
 * its title in its collection's folder, numbered as the CMS numbers a name that is taken ('kontakt-1.mdx'): so
 * the check reads it as the page it will be, not as nothing (it said nothing of a new page before its save).
 */
function pagePath(path: string, collection: string, title: unknown): string {
  const folder = __PAGE_COLLECTIONS__[collection]
  if (path || !folder || typeof title !== 'string' || !title.trim()) return path
  const taken = new Set(builtSite.pages.map((page) => page.file))
  const name = pageFileName(title).replace(/\.mdx$/, '')
  let file = `${folder}/${name}.mdx`
  for (let number = 1; taken.has(file); number++) file = `${folder}/${name}-${number}.mdx`
  return file
}

/**
 * An error the change makes in another file (checkEntry.ts: a person removed whom the hours name), placed by
 * that file as the form names it ('w formularzu „Dane placówki”', 'na stronie „Mikrobiota”'): no field of this
 * form holds it, so it has no button.
 */
const elsewhere = (problem: Problem): FormProblem => ({ problem, where: inFormWords(`w pliku ${problem.file}`) })

const cannotBuild = (what: string, stop = '') => `<div class="container prose"><p class="dev-problems__note">${what}</p>${stop}</div>`
const dataStopped = cannotBuild('Z tymi wartościami strony nie da się zbudować: podgląd pokaże je po poprawce błędów wymienionych wyżej.')

/**
 * The page from the fields and text in the form, by `render`; for text the
 * site cannot build, the line where it stops (`stopLine`): instead of the page
 * when the compiler cannot read it, above it when the build's guard refuses a
 * part of it (the preview shows the page with the check's line in that part's
 * place). The check's own line replaces it once the check has answered.
 */
function pageHtml(render: () => { html: string; stop?: unknown }, stopLine: (error: unknown) => string): string {
  try {
    const { html, stop } = render()
    if (stop === undefined) return html
    return cannotBuild('Strony z tym błędem nie da się zbudować. Podgląd pokazuje ją bez tego, czego strona nie przyjmie.', stopLine(stop)) + html
  } catch (error) {
    return cannotBuild('Strony z tym błędem nie da się zbudować: podgląd pokaże ją po poprawce.', stopLine(error))
  }
}

/** The preview's `getAsset` as a lookup that never throws: a path the CMS does not hold gives undefined. */
const heldAsset = (getAsset: ((path: string) => unknown) | undefined) => (path: string) => {
  try {
    return getAsset?.(path)
  } catch {
    return undefined
  }
}

/** An entry's preview: what the CMS draws (main), the check's lines (and the lines they show) and the page or places in it, and the turn of its last change. */
type Preview = HTMLElement & { turn?: number; problems?: HTMLElement; lines?: FormProblem[]; body?: HTMLElement }

function registerPreviews() {
  const cms = (window as unknown as { CMS: CmsGlobal }).CMS
  // The CMS's own React (window.h is its createElement): the templates return its elements.
  const h = (window as unknown as { h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown }).h
  const script = (document.currentScript as HTMLScriptElement).src
  const cmsData = new CmsData(builtSite, __DATA_COLLECTION__, dataForms)
  const checker = new Checker(new URL('check-worker.js', script).href)
  /** The check of the open entry's current values, while its preview is drawn, each line with its field: what 'Zapisz' asks about. */
  let latestCheck: Promise<FormProblem[]> | undefined
  /** The entry (its address) `latestCheck` is of: kept while the entry stays open with its preview closed. */
  let checkedEntry: string | undefined
  let previewGone: number | undefined
  guardSave(() => latestCheck, fromLastPreview)
  // Leaving the entry (another one, the list) drops its last check: nothing of it is said in another form.
  window.addEventListener('hashchange', () => {
    if (checkedEntry === undefined || location.hash === checkedEntry) return
    checkedEntry = undefined
    latestCheck = undefined
    clearFormProblems()
  })
  // The check's sentences in the form name a page by its title and a data file by its form, not by their paths.
  nameFilesBy((file) => {
    if (file.startsWith('content/data/')) {
      const form = __DATA_LABELS__[file.slice('content/data/'.length)]
      return form ? { form } : undefined
    }
    const page = sitePages.find((each) => each.route === routeFromContentFile(file))?.frontmatter.title
    return page ? { page } : undefined
  })
  // A failed change's card on the board says why, from the check's run on GitHub (boardReasons.ts; issue 43).
  showCheckReasons((document.querySelector('link[rel="cms-config-url"]') as HTMLLinkElement | null)?.href ?? new URL('config.yml', location.href).href)
  // When the page will show a published change, on the board for an hour (publishedNotice.ts), and a board that fits a phone.
  showPublishedNotice()
  fitBoard()
  // The question before publishing says when the card's check has not passed, and the cursor comes back to the card.
  guardPublishQuestion()

  // The samples still on the site, with links to their fields (issue 43, the first day): on the first screen,
  // as /admin/ was built (the published site); in the preview of samples.yaml, from its form and the files the CMS holds.
  const sampleForms = { dataCollection: __DATA_COLLECTION__, dataSchemas, pageCollection: pageCollectionName }
  const samplesRoute = `/collections/${__DATA_COLLECTION__}/entries/samples`
  const builtSamples = builtSite.dataFiles.find((file) => file.name === 'samples.yaml')?.text ?? ''
  showOnCollectionLists(samplesListHtml(samplePlaces(builtSamples, builtSite, sampleForms), { collapsed: true, samplesRoute }))
  // Finding a row of a data file from the search, and a new row shown as soon as it is added (issue 43).
  const rows = rowSearch({
    collection: __DATA_COLLECTION__,
    forms: dataForms,
    labels: __DATA_LABELS__,
    valuesOf: (name) => cmsData.changed[name] ?? cmsData.publishedValues(name),
  })
  newItemInView()

  /**
   * Fills the preview for the entry's current values: the page (or places)
   * at once, the check's lines when the checker answers (typing never waits
   * for it), and both again when the CMS has said which data files it holds
   * otherwise than /admin/ was built. With data that differ, the page is
   * drawn by a run of this script with them (a moment; the last view stays).
   */
  function show(
    main: Preview | null,
    entry: {
      file: string
      text: string
      own?: Record<string, unknown>
      uploaded?: string[]
      inForm: (problem: Problem) => FormProblem
      /** Whether a line is shown now (all are still asked about at 'Zapisz'). */
      shown?: (line: FormProblem) => boolean
    },
    getCollection: GetCollection,
    render: (renderers: Renderers) => string,
  ) {
    if (!main) {
      // React detaches and attaches the preview's ref on every drawing of it: the preview is gone only when no new
      // one follows within a frame.
      previewGone ??= requestAnimationFrame(() => {
        previewGone = undefined
        // Its pane closed with the entry still open (on a phone 'Pokaż pole' closes it): the last check's lines
        // stay in the form, said to be the last preview's, and 'Zapisz' still asks about its errors. Another
        // entry or the list: nothing of it is kept.
        if (checkedEntry === location.hash) keepFormProblems()
        else {
          checkedEntry = undefined
          latestCheck = undefined
          clearFormProblems()
        }
      })
      return
    }
    if (previewGone !== undefined) cancelAnimationFrame(previewGone)
    previewGone = undefined
    const opened = main.turn === undefined
    const turn = (main.turn = (main.turn ?? 0) + 1)
    if (opened) {
      main.append((main.problems = document.createElement('div')), (main.body = document.createElement('div')))
      // One polite live region for the check's lines: a screen reader hears a change of the list once, after the editor's own typing.
      main.problems.setAttribute('role', 'status')
      // A line's 'Pokaż pole' opens its field, as the box's does. (The preview is another window: no `instanceof Element`.)
      main.problems.addEventListener('click', (event) => {
        const button = (event.target as Element | null)?.closest?.('[data-show-field]')
        const line = button ? main.lines?.[Number(button.getAttribute('data-show-field'))] : undefined
        if (line?.keyPath) showField(line)
      })
    }
    const current = () => main.turn === turn
    const fill = () => {
      const data = { ...cmsData.changed, ...entry.own }
      const drawn = Object.keys(data).length === 0 ? Promise.resolve(renderers) : runWith<Renderers>(script, data)
      drawn.then(
        (api) => current() && (main.body!.innerHTML = render(api)),
        () => current() && (main.body!.innerHTML = dataStopped),
      )
      // data-checked: whether the check's lines above belong to the values drawn (what a test waits for).
      main.dataset.checked = 'false'
      const checked = checker.check(cmsData.siteWithUploads(entry.uploaded ?? []), entry.file, entry.text, warsawToday())
      latestCheck = checked.then((problems) => problems.map(entry.inForm))
      checkedEntry = location.hash
      // Overtaken by newer typing, it is rejected: 'Zapisz' then waits for the newer one (saveGuard.ts).
      latestCheck.catch(() => undefined)
      checked.then(
        (problems) => {
          if (!current()) return
          const inForm = problems.map(entry.inForm).filter(entry.shown ?? (() => true))
          main.lines = inForm
          main.problems!.innerHTML = inForm.length > 0 ? `<div class="container prose">${problemsHtml(inForm)}</div>` : ''
          showFormProblems(inForm)
          main.dataset.checked = 'true'
          if (problems.some((problem) => problem.severity === 'error')) main.body!.querySelector('[data-stop]')?.remove()
        },
        () => undefined,
      )
    }
    fill()
    void cmsData.ask(getCollection, opened).then(() => current() && Object.keys(cmsData.changed).length > 0 && fill())
  }

  /** A page: the check's lines for it above (as `npm run check` would print them, rule by rule), then the page. */
  function PagePreview({ entry, getCollection, getAsset }: PreviewProps) {
    // As the CMS will save them (lib/cms/cmsSaved.ts): without its bookkeeping keys on list items, a title's
    // spaces at its ends gone.
    const { body: text = '', ...fields } = (cmsSaved(plain(entry.get?.('data')) ?? {}, __PAGE_FORM__) ?? {}) as Record<string, unknown>
    const body = String(text)
    const file = pagePath(String(plain(entry.get?.('path')) ?? ''), String(plain(entry.get?.('collection')) ?? ''), fields.title)
    const saved = pageFile(fields, body)
    // The page's text starts after the frontmatter's closing line and the blank line pageFile writes.
    const bodyStart = saved.split('\n').indexOf('---', 1) + 3
    const inForm = (problem: Problem): FormProblem => {
      if (problem.file !== file) return elsewhere(problem)
      const { labels, keyPath } = namedField(file, __PAGE_FORM__, saved, problem.line, problem.column, problem.field)
      const textPosition = keyPath === 'body' ? { line: problem.line - bodyStart + 1, column: problem.column } : undefined
      const { edit } = problem
      const to = keyPath === 'body' && edit ? fixedBody(body, edit, bodyStart) : undefined
      const fix = to === undefined || !edit ? {} : { fixed: { from: body, to }, fixIn: (current: string) => fixedBody(current, edit, bodyStart) }
      return { problem, keyPath: keyPath || undefined, where: labels.join(' › '), textPosition, ...fix }
    }
    // Where the build stops, as the check words it: the compiler counts the text's lines, the form the file's.
    const stopLine = (error: unknown) => {
      const found = asProblem('mdx-skladnia', compileProblem(file, body, error))
      return `<div data-stop>${problemsHtml([inForm({ ...found, line: found.line + bodyStart - 1, edit: undefined })], { stop: true })}</div>`
    }
    // Pictures the CMS has saved since /admin/ was built (uploaded in 'Zasoby') count as the site's and show as the CMS holds them.
    const hero = (fields.heroImage as { src?: unknown } | undefined)?.src
    const held = savedFilesInText(typeof hero === 'string' ? `${body}\n![](${hero})` : body, heldAsset(getAsset))
    const page = { file, text: saved, inForm, uploaded: held.files }
    return h('main', {
      id: 'tresc',
      ref: (main: Preview | null) =>
        show(main, page, getCollection, (render) =>
          showPendingUploads(
            pageHtml(() => render.page(fields, body), stopLine),
            held.shown,
          ),
        ),
    })
  }

  /** A data file: the check's lines for it, then each place of the site that shows it, with the form's values. */
  function DataPreview({ entry, getCollection, getAsset }: PreviewProps) {
    const file = String(plain(entry.get?.('path')) ?? '')
    const name = file.slice('content/data/'.length)
    const schema = dataSchemas[name]
    const form = dataForms[name] ?? []
    // A file chosen in the form and not saved yet is a `blob:` address here: a path in its folder stands for it,
    // among the public files, since the CMS saves the file with the form (pendingUploads.ts; issue 43).
    const { values: held, uploads } = withPendingUploads(savedValues(entry, form), form)
    // With the ids the save will give new items (namedIds.ts), so that the check sees what will be saved.
    const values = schema ? withNamedIds(held, schema) : held
    rows.held(name, held)
    // Values the file's schema refuses would stop the site's data modules: they are not run, the check says why.
    // A row just added and still empty is left out of what is drawn (and of nothing the check reads).
    const drawn = withoutFreshRows(values)
    const valid = schema?.safeParse(drawn).success === true
    const text = `${cmsYaml(values)}\n`
    const inForm = (problem: Problem): FormProblem => {
      if (problem.file !== file) return elsewhere(problem)
      const { labels, keyPath } = namedField(file, form, text, problem.line, problem.column, problem.field)
      const fixed = keyPath && problem.edit ? fixedYamlValue(text, problem.edit, keyPath) : undefined
      const fixIn = (current: string) => (fixed && current === fixed.from ? fixed.to : undefined)
      // A notice added now with a past last day is an error here, not the published list's reminder.
      const said = pastNoticeAdded(problem, keyPath, values, cmsData.publishedValues(name))
      // In a long text (an FAQ answer) 'Pokaż pole' puts the cursor at the mistake, as in a page's text.
      const textPosition = keyPath ? valuePosition(text, keyPath, problem.line, problem.column) : undefined
      return { problem: said, keyPath: keyPath || undefined, where: labels.join(' › '), textPosition, ...(fixed ? { fixed, fixIn } : {}) }
    }
    // A row just added ('Dodaj pytanie') is not said to be empty before anything is typed into it: the CMS's own
    // check of required fields says so at 'Zapisz' (the lines of pola-danych are the form's own; saveGuard.ts).
    const shown = ({ problem, keyPath }: FormProblem) => !(problem.rule === 'pola-danych' && keyPath && inFreshRow(held, keyPath))
    // Files the CMS has saved since /admin/ was built count as the site's too (a photo saved with a new person),
    // and show as the CMS holds them.
    const saved = savedFiles(held, form, heldAsset(getAsset))
    const uploaded = [...uploads.map((upload) => upload.standIn), ...saved.files]
    const data = { file, text, own: valid ? { [name]: drawn } : {}, uploaded, inForm, shown }
    const published = cmsData.publishedValues(name)
    const changed =
      schema && published !== undefined
        ? changesHtml(
            publishedChanges(schema, published, values).map((change) => ({ ...change, now: change.now && pendingUploadsInWords(change.now, uploads) })),
            similarNames(published, values),
          )
        : ''
    // samples.yaml: what of it still stands on the site, each with a link to its field, from the form's entries.
    const samples = () =>
      name === 'samples.yaml'
        ? `<div class="container prose">${samplesListHtml(samplePlaces(values, cmsData.site(), sampleForms), { collapsed: false, samplesRoute })}</div>`
        : ''
    const render = (renderers: Renderers) => {
      const changes = samples() + changed
      if (!valid) return changes + dataStopped
      try {
        // The places show the files themselves (the stand-in paths are on no server): the new person's photo.
        return changes + showPendingUploads(renderers.places(name), [...uploads, ...saved.shown])
      } catch {
        return changes + dataStopped
      }
    }
    return h('main', {
      id: 'tresc',
      'data-places': name,
      ref: (main: Preview | null) => {
        if (main && !main.problems) followSampleLinks(main)
        show(main, data, getCollection, render)
      },
    })
  }

  for (const name of Object.keys(__PAGE_COLLECTIONS__)) cms.registerPreviewTemplate(name, PagePreview)
  for (const name of Object.keys(dataForms)) cms.registerPreviewTemplate(name.replace(/\.ya?ml$/, ''), DataPreview)
  cms.registerPreviewStyle(new URL('preview.css', script).href)
  // A new item of a data file gets its id from its name when it is first saved (lib/cms/namedIds.ts); the CMS
  // writes the fields in the form's order, so the id lands in its place.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const file = String(entry.get('path') ?? '')
      const schema = file.startsWith('content/data/') ? dataSchemas[file.slice('content/data/'.length)] : undefined
      const data = entry.get('data') as ImmutableMap | undefined
      if (!schema || !data) return undefined
      return missingIds(data.toJS(), schema).reduce((filled, { path, id }) => filled.setIn(path, id), data)
    },
  })
}
