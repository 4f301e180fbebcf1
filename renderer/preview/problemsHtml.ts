import { problemLine } from '../../lib/check/renderErrors.ts'
import { pluralPl } from '../../lib/data/pluralPl.ts'
import { besideField, inFormWords, type FormProblem } from '../../lib/cms/preview/formProblems.ts'
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
 * `stop`: the line where the build stops, drawn until the check answers (no
 * heading, no button).
 */
export function problemsHtml(items: readonly FormProblem[], { stop = false } = {}): string {
  if (items.length === 0) return ''
  const lines = items.map(({ problem, where, keyPath }, index) => {
    const kind = problem.severity === 'error' ? 'Błąd' : 'Uwaga'
    // A line no field holds (rare: the file as a whole) is named by its page's title or its form's label.
    const place = where || inFormWords(problem.file)
    // As in the box above the form; on a phone it also brings the form back in place of the preview (previewEntry.tsx).
    const show = keyPath && !stop ? ` <button type="button" data-show-field="${index}" aria-label="Pokaż pole: ${escapeHtml(place)}">Pokaż pole</button>` : ''
    return (
      `<li data-problem="${escapeHtml(problemLine(problem))}" data-severity="${problem.severity}">` +
      `<p><strong>${kind}</strong> (${escapeHtml(place)})${show}</p>` +
      `<p><strong>${escapeHtml(inFormWords(besideField(problem.message, Boolean(keyPath))))}</strong></p>` +
      `<p>Jak poprawić: ${escapeHtml(inFormWords(problem.fix))}</p>` +
      `<p class="dev-problems__note">Reguła „${escapeHtml(problem.rule)}”, opisana w przewodniku dla redakcji („Reguły sprawdzenia treści”).</p></li>`
    )
  })
  const count = `${items.length} ${pluralPl(items.length, ['problem', 'problemy', 'problemów'])}`
  const title = stop ? '' : `<h2>Sprawdzenie treści: ${count}</h2>`
  return `<style>${problemsStyles}${buttonStyles}</style><section class="dev-problems">${title}<ol>${lines.join('')}</ol></section>`
}

/** The button as the box's (formProblems.ts): a target a finger can hit. */
const buttonStyles = `
.dev-problems button{font:inherit;font-size:.9rem;min-height:32px;margin:0 0 0 .5rem;padding:2px 10px;border:1px solid currentColor;border-radius:4px;background:#fff;color:inherit;cursor:pointer}
@media (pointer:coarse){.dev-problems button{min-height:44px}}
.dev-problems button:focus-visible{outline:2px solid currentColor;outline-offset:2px}
`
