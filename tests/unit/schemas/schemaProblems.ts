import type { ZodType } from 'zod'
import { formatIssues } from '../../../lib/check/formatIssues.ts'

// The data files are stored in shapes the browser editor's forms can write:
// named entries as lists with an `id` (no maps with free keys), one object with
// optional fields instead of a union of objects, text instead of "number or
// text", and `false` for an unticked box. Each schema's test holds it to that
// (navigationSchema, patientInfoSchema, vaccinesSchema, historySchema,
// transportSchema; vaccine prices: vaccinePricesSchema.test.ts).

/** The Polish lines the check prints for `data` as content/data/`file`, against `schema`. */
export const problems = (file: string, schema: ZodType, data: unknown) => {
  const result = schema.safeParse(data)
  return result.success ? [] : formatIssues(`content/data/${file}`, result.error.issues, data)
}
