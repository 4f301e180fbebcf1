import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { at } from '../problem.ts'
import type { Rule } from '../rule.ts'

export const terminWeryfikacji: Rule = {
  id: 'termin-weryfikacji',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) =>
    site.pages.flatMap((page) => {
      const fields = page.fields && frontmatterSchema.safeParse(page.fields.data ?? {})
      const nextReview = fields?.success ? fields.data.nextReview : undefined
      if (nextReview === undefined || nextReview >= today) return []
      return [at(page.file, page.fields!.positionAt(['nextReview']), `termin weryfikacji treści minął (nextReview: ${nextReview})`, 'Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview')]
    }),
}
