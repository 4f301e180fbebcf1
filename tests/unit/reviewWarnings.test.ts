import { join } from 'node:path'
import { expect, test } from 'vitest'
import { checkContent } from '../../lib/content/checkContent.ts'
import { reviewWarnings } from '../../lib/content/reviewWarnings.ts'

const { pages } = checkContent(join(import.meta.dirname, '../fixtures/valid'))

test('a page past its nextReview date is named; pages without one or still current are not', () => {
  expect(reviewWarnings(pages, '2027-10-31')).toEqual([])
  expect(reviewWarnings(pages, '2027-11-02')).toEqual([
    'content/uslugi/nowa-usluga.mdx: termin weryfikacji treści minął (nextReview: 2027-11-01); poproś lekarza o sprawdzenie strony i zaktualizuj lastReviewed i nextReview',
  ])
})
