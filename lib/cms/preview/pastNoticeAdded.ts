import type { Problem } from '../../check/problem.ts'

type NoticeValues = { notices?: { text?: unknown; lastDay?: unknown }[] } | undefined

/**
 * The check's note that a notice's last day has passed (komunikat-po-terminie) is a warning: a notice that
 * was shown and has run out stays on the list until someone removes it, and a warning must not stop the
 * clinic's next change. But for a notice the editor is adding or changing now, a past last day is a mistake
 * (an editor's trial typed 2025-12-26 for 2026-12-26 and was told only 'Uwaga'): it would be published and
 * never shown. In the editor's form, that one is an error, which 'Zapisz' asks about; a notice as the
 * published site has it keeps the warning.
 */
export function pastNoticeAdded(problem: Problem, keyPath: string | undefined, values: unknown, published: unknown): Problem {
  if (problem.rule !== 'komunikat-po-terminie' || problem.severity === 'error') return problem
  const index = /^notices\.(\d+)\.lastDay$/.exec(keyPath ?? '')?.[1]
  if (index === undefined) return problem
  const notice = (values as NoticeValues)?.notices?.[Number(index)]
  const wasPublished = (published as NoticeValues)?.notices?.some((old) => old.text === notice?.text && old.lastDay === notice?.lastDay)
  if (!notice || wasPublished) return problem
  return {
    ...problem,
    severity: 'error',
    message: `ostatni dzień komunikatu, ${String(notice.lastDay)}, już minął: strony nie pokażą go ani razu`,
    fix: 'Wpisz dzień nie wcześniejszy niż dzisiaj (sprawdź rok)',
  }
}
