import { EMPTY_ROW, type PublishedChange } from '../../lib/cms/preview/publishedChanges.ts'
import type { SimilarName } from '../../lib/cms/preview/similarNames.ts'
import { escapeHtml as escaped } from '../../lib/security/escapeHtml.ts'

/**
 * What the form changes against the published site, each value beside the one the site shows now: the way back
 * from a saved change is to type that value again (issue 43; docs/edycja/edytor.md).
 */
/**
 * A change's values in words, after its place: 'na stronie teraz „35 zł”, po zmianie „37 zł”'; 'dodane: „…”' for a
 * new row or field, 'usunięte (na stronie teraz „…”)' for one removed ('nowe, po zmianie „…”' read oddly).
 */
export const changeWords = ({ published, now }: PublishedChange) => {
  if (published === undefined) return now === EMPTY_ROW ? 'dodane, jeszcze puste' : `dodane: „${now ?? ''}”`
  if (now === undefined) return `usunięte (na stronie teraz „${published}”)`
  return `na stronie teraz „${published}”, po zmianie „${now}”`
}

export function changesHtml(changes: readonly PublishedChange[], similar: readonly SimilarName[]): string {
  if (changes.length === 0) return ''
  // A new row named like one already on the site: most likely the same thing typed again (issue 43).
  const close = similar.map(
    ({ name, like }) =>
      `<p data-similar-name><strong>Podobna nazwa:</strong> nowa pozycja „${escaped(name)}” jest podobna do „${escaped(like)}”, która już jest na stronie. Jeśli to to samo, popraw tamtą pozycję zamiast dodawać nową.</p>`,
  )
  const line = (change: PublishedChange) => `<li><strong>${escaped(change.where)}</strong>: ${escaped(changeWords(change))}</li>`
  return (
    `<div class="container prose"><section class="published-changes" data-published-changes aria-label="Zmiany wobec strony">` +
    `<h2>Zmiany wobec opublikowanej strony</h2>${close.join('')}<ul>${changes.map(line).join('')}</ul>` +
    `<p>Aby wrócić do wartości ze strony, wpisz ją z powrotem i zapisz. Przed zapisem wystarczy menu ⋮ › „Cofnij wszystkie zmiany”; zapisaną, a nieopublikowaną zmianę całego pliku odrzuca „Odrzuć zmiany” (menu ⋮ albo tablica „Obieg redakcyjny”).</p></section></div>`
  )
}
