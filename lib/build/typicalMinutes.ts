/**
 * How long an editor usually waits, in whole minutes, in the one place the
 * publishing board (lib/cms/waitPhrases.ts) and docs/PERFORMANCE.md take it
 * from. Each figure is the sum of the steps docs/PERFORMANCE.md lists under
 * "Od »Opublikuj« do strony", rounded up; where a step could not be measured
 * on GitHub's runners from here, that section says so and gives the estimate.
 * Change a figure here when GitHub's run pages show a different median.
 */
export const typicalMinutes = {
  /** "Sprawdzenie zmian" for a change to content/ and public/ alone: npm ci, `npm run check`, `npm run test:content`. */
  contentCheck: 4,
  /** "Sprawdzenie zmian" for any other change: npm ci, `npm run check`, the production build, the whole `npm test`. */
  fullCheck: 11,
  /** From "Opublikuj" to the page showing the change: the merge, the deploy without tests (its tree was tested), the host. */
  publish: 3,
} as const
