import type { Problem } from '../check/problem.ts'
import { ruleDocs } from '../check/ruleDocs.ts'
import { problemLine } from '../check/renderErrors.ts'
import { escapeHtml as escape } from '../security/escapeHtml.ts'

/**
 * What the dev server (`npm run dev`, the editors' preview on their own
 * computer) shows instead of a page that a mistake breaks: the check's lines
 * for it in Polish, each with its place, the problem and the fix. Plain HTML
 * with its own styles, because a mistake in a data file can break the site's
 * own layout. Never part of a build.
 */

const place = (problem: Problem) => (problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file)

export const problemsStyles = `
.dev-problems{font:1rem/1.5 system-ui,sans-serif;color:#1d1d1d;max-width:52rem;margin:2rem auto;padding:0 1rem}
.dev-problems h1{font-size:1.6rem;margin:0 0 .5rem}
.dev-problems h2{font-size:1.2rem;margin:2rem 0 .5rem}
.dev-problems ol{padding:0;list-style:none}
.dev-problems li{border-left:.3rem solid #b3261e;background:#fdf3f2;padding:.6rem 1rem;margin:0 0 .8rem}
.dev-problems li[data-severity=warning]{border-left-color:#8a5a00;background:#fdf8ee}
.dev-problems li p{margin:.2rem 0}
.dev-problems code{font:.95rem ui-monospace,monospace;overflow-wrap:anywhere}
.dev-problems .dev-problems__note{color:#555;font-size:.9rem}
`

/** The list of problems: place (file:line:column), what is wrong, how to fix it. */
export function problemsList(problems: readonly Problem[]): string {
  const items = problems.map(
    (problem) =>
      `<li data-problem="${escape(problemLine(problem))}"><p><code>${escape(place(problem))}</code></p>` +
      `<p><strong>${escape(problem.message)}</strong></p><p>Jak poprawić: ${escape(problem.fix)}</p>` +
      `<p class="dev-problems__note">Reguła <code>${escape(problem.rule)}</code>: opis w ${escape(ruleDocs(problem.rule))}</p></li>`,
  )
  return `<ol>${items.join('')}</ol>`
}

/**
 * The box shown in place of a page's text that could not be rendered
 * (renderer/ContentPage.tsx, dev server only): the site's header and footer
 * still work around it.
 */
export function problemsBox(problems: readonly Problem[]): string {
  return (
    `<style>${problemsStyles}</style><section class="dev-problems" role="alert"><h2>Treści tej strony nie da się pokazać</h2>` +
    `<p>W treści strony jest błąd. Popraw go w pliku i zapisz: strona odświeży się sama.</p>${problemsList(problems)}` +
    `<p class="dev-problems__note">Ten sam opis jest w terminalu, w którym działa npm run dev.</p></section>`
  )
}

export interface ProblemsPage {
  /** The page asked for, e.g. /kontakt */
  route: string
  /** The errors that break this page: its own file's, and every data file's. */
  problems: readonly Problem[]
  /** Errors in other files, which do not break this page but would stop publishing. */
  others: readonly Problem[]
  /** The address of Vite's client, which reloads the page when a file is saved. */
  viteClient: string
}

/** A whole page standing in for `route` while mistakes break it. */
export function problemsPage({ route, problems, others, viteClient }: ProblemsPage): string {
  const inData = problems.some((problem) => !problem.file.endsWith('.mdx'))
  const lead = inData
    ? 'Jeden z plików z danymi ma błąd. Dane są używane na wielu stronach, więc do czasu poprawki żadnej strony nie da się pokazać.'
    : 'W pliku tej strony jest błąd. Inne strony działają.'
  const elsewhere = others.length > 0 ? `<h2>Błędy w innych plikach</h2><p>Nie psują tej strony, ale zatrzymałyby publikację.</p>${problemsList(others)}` : ''
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Błąd w treści: ${escape(route)}</title>
<style>${problemsStyles}</style>
<script type="module" src="${escape(viteClient)}"></script>
</head>
<body>
<main class="dev-problems" role="alert">
<h1>Tej strony (${escape(route)}) nie da się pokazać</h1>
<p>${lead} Popraw ${problems.length > 1 ? 'błędy' : 'błąd'} i zapisz plik: strona odświeży się sama.</p>
${problemsList(problems)}
${elsewhere}
<p class="dev-problems__note">Ten sam opis jest w terminalu, w którym działa npm run dev. Ta strona jest tylko w podglądzie na Twoim komputerze; z takim błędem strona nie zostanie opublikowana.</p>
</main>
</body>
</html>
`
}
