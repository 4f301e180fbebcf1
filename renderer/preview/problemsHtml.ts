import { problemLine } from '../../lib/check/renderErrors.ts'
import { pluralPl } from '../../lib/data/pluralPl.ts'
import { inFormWords, type FormProblem } from '../../lib/cms/preview/formProblems.ts'
import { problemsStyles } from '../../lib/vite/problemsPage.ts'
import { escapeHtml } from '../../lib/security/escapeHtml.ts'

/**
 * The check's lines above an entry's preview, in the words of the box above
 * the form (formProblems.ts): where the line is in the form ('Treść strony ›
 * wiersz 51'), not the file's line with the frontmatter counted
 * ('content/o-nas.mdx:60:8'), and the editors' guide, not a path in the
 * repository. Below 1024 px the CMS shows the form or the preview, so on a
 * phone this list is the only one the editor sees. `data-problem` keeps the
 * line as `npm run check` prints it, for tests and for a developer's search.
 */
export function problemsHtml(items: readonly FormProblem[], heading = true): string {
  if (items.length === 0) return ''
  const lines = items.map(({ problem, where }) => {
    const kind = problem.severity === 'error' ? 'Błąd' : 'Uwaga'
    // A line no field holds (rare: the file as a whole) is named by its page's title or its form's label.
    const place = where || inFormWords(problem.file)
    return (
      `<li data-problem="${escapeHtml(problemLine(problem))}" data-severity="${problem.severity}">` +
      `<p><strong>${kind}</strong> (${escapeHtml(place)})</p>` +
      `<p><strong>${escapeHtml(inFormWords(problem.message))}</strong></p>` +
      `<p>Jak poprawić: ${escapeHtml(inFormWords(problem.fix))}</p>` +
      `<p class="dev-problems__note">Reguła „${escapeHtml(problem.rule)}”, opisana w przewodniku dla redakcji („Reguły sprawdzenia treści”).</p></li>`
    )
  })
  const count = `${items.length} ${pluralPl(items.length, ['problem', 'problemy', 'problemów'])}`
  const title = heading ? `<h2>Sprawdzenie treści: ${count}</h2>` : ''
  return `<style>${problemsStyles}</style><section class="dev-problems">${title}<ol>${lines.join('')}</ol></section>`
}
