import { join, relative, sep } from 'node:path'
import type { Connect, Plugin, ResolvedConfig, TransformResult, ViteDevServer } from 'vite'
import { asProblem, type Problem } from '../check/problem.ts'
import { buildState } from '../build/buildState.ts'
import { reportProblems } from '../check/reportProblems.ts'
import { runChecks } from '../check/runChecks.ts'
import { problemsPage } from './problemsPage.ts'
import { compileProblem } from '../check/mdxErrors.ts'
import { problemLine } from '../check/renderErrors.ts'
import { normaliseRoute, routeFromContentFile } from '../content/routes.ts'

/** How long the dev server waits after a saved file for more to come (an editor saving several files, a `git checkout`). */
const quietMs = 150

/**
 * The content check (lib/check/runChecks.ts) inside Vite, the way Astro and
 * Docusaurus validate content inside their one build process.
 *
 * `npm run build`: the check runs first, once, and stops the build on an error
 * with the lines `npm run check` prints; the pages it compiles are the build's
 * modules (lib/content/mdxCompiler.ts), so no page is compiled twice.
 *
 * `npm run dev`: the editors' preview says what `npm run check` says, the way
 * Astro's and Docusaurus's dev servers show an editor's mistake.
 *
 * - The check runs when the server starts and again after every change below
 *   content/; the terminal prints its lines (never a stack trace).
 * - A page that a mistake breaks is answered with a page of its own listing the
 *   check's lines for it (lib/vite/problemsPage.ts), not with the site's
 *   error page: a mistake in a page's file breaks that page only, a mistake in
 *   a data file every page (which data a page reads is decided by its
 *   components, at render time). Every other page is served as usual.
 * - After each check the browser reloads (Vite's `full-reload`): the fix shows
 *   without touching the browser.
 *
 * Why a page of our own rather than Vite's error overlay: the overlay's labels,
 * its frame and its "click outside to dismiss" are English, it covers the page
 * only after the page has failed to load, and it can show one error at a time;
 * an editor needs every line, in Polish, with the fix.
 *
 * `guard()` wraps the MDX compiler: in the dev server a file it cannot read
 * becomes an empty module (the page list in lib/content/contentPages.ts leaves
 * it out), so that every other page, which imports all pages through one glob,
 * keeps working; in a build it becomes the check's line instead of the
 * compiler's English and a stack trace.
 */
export interface CheckPlugin extends Plugin {
  /** The plugin (Vite's or Rollup's, e.g. @mdx-js/rollup) with its transform guarded. */
  guard<P extends { transform?: unknown }>(plugin: P): P
}

type TransformHandler = (this: unknown, code: string, id: string, options?: unknown) => unknown

export function checkPlugin(): CheckPlugin {
  let config: ResolvedConfig | undefined
  let problems: Problem[] = []
  /** Compiler errors the check did not report, by file (normally none: the check compiles every page too). */
  const compileProblems = new Map<string, Problem>()
  let printed = ''
  let timer: NodeJS.Timeout | undefined
  /** Settles when the check has seen the last change: a page is answered only then. */
  let checked: Promise<void> = Promise.resolve()
  let settle: () => void = () => {}

  const log = (line: string) => config!.logger.info(line)

  const errors = (): Problem[] => {
    const fromCheck = problems.filter((problem) => problem.severity === 'error')
    const reported = new Set(fromCheck.map((problem) => problem.file))
    return [...fromCheck, ...[...compileProblems.values()].filter((problem) => !reported.has(problem.file))]
  }

  function check(server: ViteDevServer): void {
    const started = performance.now()
    problems = runChecks(config!.root)
    const seconds = (performance.now() - started) / 1000
    const lines = problems.map(problemLine).join('\n')
    if (lines !== printed && lines) log(lines)
    const count = problems.filter((problem) => problem.severity === 'error').length
    log(`Sprawdzenie treści: błędy: ${count}, uwagi: ${problems.length - count} (${seconds.toFixed(1)} s).`)
    printed = lines
    server.ws.send({ type: 'full-reload', path: '*' })
  }

  function contentFile(path: string): string | undefined {
    const file = relative(config!.root, path.split('?')[0]!).split(sep).join('/')
    return file.startsWith('content/') ? file : undefined
  }

  return {
    name: 'clinic:check',
    configResolved(resolved) {
      config = resolved
    },
    // `npm run build` (`vike build`): the check opens the build, in its process, before
    // anything is compiled; on an error it prints what `npm run check` prints and stops.
    buildApp: {
      order: 'pre',
      async handler() {
        // Only the tests of the build's second line of defence (tests/build/buildStops.test.ts) switch it off.
        if (process.env.CLINIC_BUILD_WITHOUT_CHECK === '1' || buildState.checked) return
        buildState.checked = true
        const started = performance.now()
        const found = runChecks(config!.root, undefined, { compile: true })
        if (reportProblems(found, (performance.now() - started) / 1000) > 0) process.exit(1)
      },
    },
    configureServer(server) {
      // The check (a second or so) runs after every change, once the files are quiet; a page asked for meanwhile waits for it.
      const schedule = (delay: number) => {
        if (!timer) checked = new Promise((resolve) => (settle = resolve))
        clearTimeout(timer)
        timer = setTimeout(() => {
          timer = undefined
          try {
            check(server)
          } catch (error) {
            // A file caught half-written or deleted mid-check: the next save checks again; the server stays up.
            log(`Sprawdzenie treści przerwane (${error instanceof Error ? error.message : String(error)}); zapisz plik jeszcze raz.`)
          } finally {
            settle()
          }
        }, delay)
      }
      // Not before the server listens: its address is printed at once, the check's lines follow.
      schedule(0)
      const content = join(config!.root, 'content') + sep
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(content)) return
        const file = contentFile(path)
        if (file) compileProblems.delete(file)
        schedule(quietMs)
      })
      // Before Vite's and Vike's own handlers: a broken page never reaches them.
      server.middlewares.use(pageGate(config!, () => checked, errors))
    },
    guard(plugin) {
      const original = plugin.transform as TransformHandler | { handler: TransformHandler } | undefined
      const handler = typeof original === 'function' ? original : original?.handler
      if (!handler) return plugin
      return {
        ...plugin,
        async transform(this: unknown, code: string, id: string, options?: unknown) {
          try {
            return await handler.call(this, code, id, options)
          } catch (error) {
            const file = contentFile(id)
            if (!file || !config) throw error
            const problem = asProblem('mdx-skladnia', compileProblem(file, code, error))
            if (config.command === 'build') {
              // Rolldown would wrap any error in its own, stack trace included: the line alone, then stop.
              config.logger.error(problemLine(problem))
              process.exit(1)
            }
            if (!errors().some((known) => known.file === file)) log(problemLine(problem))
            compileProblems.set(file, problem)
            return emptyPage
          }
        },
      }
    },
  }
}

/** What a page that does not compile is in the dev server: no frontmatter, no text. */
const emptyPage: TransformResult = {
  code: 'export const frontmatter = undefined\nexport default function MDXContent() { return null }\n',
  map: null,
} as TransformResult

/**
 * Answers a browser's request for a page that a mistake breaks with the
 * problems page (status 500); lets every other request through.
 */
function pageGate(config: ResolvedConfig, checked: () => Promise<void>, errors: () => Problem[]): Connect.NextHandleFunction {
  return (req, res, next) => {
    const route = pageRoute(req, config.base)
    if (!route) return next()
    checked().then(() => {
      const all = errors()
      const breaking = all.filter((problem) => breaks(problem, route))
      if (breaking.length === 0) return next()
      const others = all.filter((problem) => !breaking.includes(problem))
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(problemsPage({ route, problems: breaking, others, viteClient: `${config.base}@vite/client` }))
    }, next)
  }
}

/** A page's own file breaks that page; any other file (a data file) every page. */
function breaks(problem: Problem, route: string): boolean {
  return problem.file.startsWith('content/') && problem.file.endsWith('.mdx') ? routeFromContentFile(problem.file) === route : true
}

/** The route a browser asks for when it opens a page (not a script, a style or a picture), e.g. /kontakt; undefined for anything else. */
export function pageRoute(req: { method?: string; url?: string; headers: { accept?: string } }, base: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  if (!req.headers.accept?.includes('text/html')) return undefined
  const path = (req.url ?? '/').split(/[?#]/)[0]!
  if (!path.startsWith(base) && `${path}/` !== base) return undefined
  const inside = `/${path.slice(base.length)}`
  if (inside.startsWith('/@') || inside.includes('/node_modules/') || /\.[a-z0-9]+$/i.test(inside)) return undefined
  try {
    return normaliseRoute(decodeURIComponent(inside))
  } catch {
    return undefined
  }
}
