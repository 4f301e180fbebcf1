/**
 * The publishing board on a phone and in a narrow window (an editor's trial at 360 px). The CMS stacks its
 * three columns below 768 px and gives each a third of the screen, scrolling on its own: the empty 'Szkice'
 * and 'W recenzji' filled the first screen and 'Gotowe do publikacji' showed a card and a half in a box of
 * 280 px; after a publication the tray 'W drodze na stronę' below and the line above (publishedNotice.ts)
 * left the cards one screen's third at 200% zoom. A card's line of author, date and badge did not wrap: the badge 'Sprawdzanie zmian, zwykle około
 * 4 minut' ran under the card's buttons and the author's name shrank to nothing. Here the columns take the
 * height of their cards and the board scrolls as one, and that line wraps (the badge on a line of its own).
 * By the CMS's markup (Sveltia CMS 0.221.1): `#page-container .board > .columns > .column`, `.entries`, a card's
 * `footer > .meta`; tests/e2e/adminPublishing.test.ts fails if a new version changes it.
 */
export function fitBoard(): void {
  const style = document.createElement('style')
  style.textContent = `
/* ([role="group"] outweighs the CMS's own rule for the column, which comes later in the page) */
[role="listitem"] > footer > .meta { flex-wrap: wrap; min-width: 0; row-gap: 4px; }
[role="listitem"] > footer > .meta > .deploy-status-badge { white-space: normal; }
@media (width < 768px) {
  /* (the board itself scrolls, with the line above it and the tray of published changes below) */
  #page-container .board { overflow-y: auto; }
  #page-container .board > * { flex: none; }
  .board > .columns > .column[role="group"] { flex: none; height: auto; }
  .board > .columns > .column .entries { flex: none; overflow-y: visible; }
  .board > .columns > .column .empty-state { flex: none; min-height: 0; height: auto; padding: 8px 0; }
}`
  document.head.append(style)
}
