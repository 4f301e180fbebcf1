import { dataSchemas } from '../../schemas/dataSchemas.ts'

/**
 * Rendering with the values an editor has in a data file's form: /admin/
 * preview.js runs once more with those values in place of the built ones.
 * The site's data modules (lib/data/) read their files once, when they run,
 * so a fresh run of the script is the one way to render every component with
 * the form's values, and it needs no eval (the policy of /admin/ allows a
 * script of /admin/ itself). A run is kept while its values stay the same.
 */

/** What one run of preview.js hands back: its renderers, with the data it ran with. */
export interface PreviewRunner<Api> {
  data: Record<string, unknown>
  ready: (api: Api) => void
}

const RUN = '__clinicPreviewRun'
type WithRun = { [RUN]?: PreviewRunner<unknown> }

/**
 * The value of content/data/`file` in this run: the one this run was asked
 * for with, when its schema takes it, else the built one (a value the schema
 * refuses would stop the site's data module; the check says what is wrong).
 */
export function previewData(file: string, built: unknown): unknown {
  const run = (globalThis as WithRun)[RUN]
  if (!run || !Object.hasOwn(run.data, file)) return built
  return dataSchemas[file]?.safeParse(run.data[file]).success ? run.data[file] : built
}

/** The run that asked for this execution of the script, taken so that it is answered once; undefined when the CMS loaded the script. */
export function takeRun<Api>(): PreviewRunner<Api> | undefined {
  const run = (globalThis as WithRun)[RUN] as PreviewRunner<Api> | undefined
  delete (globalThis as WithRun)[RUN]
  return run
}

interface Request {
  data: Record<string, unknown>
  api: Promise<unknown>
  resolve: (api: unknown) => void
  reject: (error: Error) => void
}

let last: { key: string; api: Promise<unknown> } | undefined
let waiting: Request | undefined
let running = false

/**
 * The renderers of a run of `script` with `data` in place of the built
 * files. One run at a time (they share one global); while one runs, only the
 * newest request waits: an editor typing a price asks once per key, and only
 * the last value is worth a run. A request overtaken so is refused.
 */
export function runWith<Api>(script: string, data: Record<string, unknown>): Promise<Api> {
  const key = JSON.stringify(data)
  if (last?.key === key) return last.api as Promise<Api>
  if (waiting) {
    waiting.reject(new Error('overtaken by a newer request'))
    if (last?.api === waiting.api) last = undefined
  }
  const request = { data } as Request
  request.api = new Promise((resolve, reject) => Object.assign(request, { resolve, reject }))
  request.api.catch(() => undefined)
  waiting = request
  last = { key, api: request.api }
  next(script)
  return request.api as Promise<Api>
}

function next(script: string) {
  if (running || !waiting) return
  const request = waiting
  waiting = undefined
  running = true
  execute(script, request.data)
    .then(request.resolve, request.reject)
    .finally(() => {
      running = false
      next(script)
    })
}

/** Runs `script` once more, with `data`; resolves with the renderers it hands back. */
function execute(script: string, data: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run: PreviewRunner<unknown> = { data, ready: resolve }
    ;(globalThis as WithRun)[RUN] = run
    const element = document.createElement('script')
    element.src = script
    element.onerror = () => reject(new Error(`${script} did not load`))
    // Ran, but stopped before answering: the values break a data module (the check says where).
    // Only this run's request is taken back: a run answers before its script's load event, so the
    // next run has already put its own request there, and deleting that left the next run unanswered
    // and the preview frozen (issue 43: after 'Dodaj', or once another data file was saved).
    element.onload = () => {
      element.remove()
      if ((globalThis as WithRun)[RUN] === run) {
        delete (globalThis as WithRun)[RUN]
        reject(new Error('preview.js stopped with these values'))
      }
    }
    document.head.append(element)
  })
}
