import type { ContentPage } from './checkContent.ts'

/**
 * Medical pages past their `nextReview` date (NHS pattern: content is checked
 * again by a doctor on a set date). One line per page, naming the file.
 */
export function reviewWarnings(pages: readonly ContentPage[], today: string): string[] {
  return pages
    .filter((page) => page.frontmatter.nextReview !== undefined && page.frontmatter.nextReview < today)
    .map((page) => `${page.file}: termin weryfikacji treści minął (nextReview: ${page.frontmatter.nextReview}); poproś lekarza o sprawdzenie strony i zaktualizuj lastReviewed i nextReview`)
}
