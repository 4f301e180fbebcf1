import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { at } from '../problem.ts'
import type { Rule } from '../rule.ts'

export const terminWeryfikacji: Rule = {
  id: 'termin-weryfikacji',
  severity: 'warning',
  description: 'Strona, której termin ponownego sprawdzenia przez lekarza (pole `nextReview`) już minął.',
  why: 'Strony o zdrowiu co jakiś czas sprawdza lekarz, bo zalecenia i dostępne szczepionki się zmieniają. Po terminie pacjent może czytać nieaktualne informacje.',
  fix: 'Poproś lekarza o sprawdzenie strony. Po sprawdzeniu wpisz w `lastReviewed` datę sprawdzenia, a w `nextReview` datę następnego, np. za rok.',
  examples: {
    ok: [{ text: 'lastReviewed: 2026-11-23\nnextReview: 2027-11-23', file: 'content/prep.mdx', replaces: 'lastReviewed: 2026-11-21\nnextReview: 2027-11-21' }],
    notOk: [
      {
        text: 'lastReviewed: 2025-11-21\nnextReview: 2026-11-21',
        file: 'content/prep.mdx',
        replaces: 'lastReviewed: 2026-11-21\nnextReview: 2027-11-21',
        line: 2,
      },
    ],
  },
  run: (site, today) =>
    site.pages.flatMap((page) => {
      const fields = page.fields && frontmatterSchema.safeParse(page.fields.data ?? {})
      const nextReview = fields?.success ? fields.data.nextReview : undefined
      if (nextReview === undefined || nextReview >= today) return []
      return [
        at(
          page.file,
          page.fields!.positionAt(['nextReview']),
          `termin weryfikacji treści minął (nextReview: ${nextReview})`,
          'Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview',
        ),
      ]
    }),
}
