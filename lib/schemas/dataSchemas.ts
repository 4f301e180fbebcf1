import type { ZodType } from 'zod'
import { clinicSchema } from './clinicSchema.ts'
import { consentSchema } from './consentSchema.ts'
import { errorPagesSchema } from './errorPagesSchema.ts'
import { formsSchema } from './formsSchema.ts'
import { navigationSchema } from './navigationSchema.ts'

/**
 * Every YAML file in content/data/ and the schema that checks it, by file name.
 * A data file missing here fails the build, so no file goes unchecked.
 */
export const dataSchemas: Record<string, ZodType> = {
  'clinic.yaml': clinicSchema,
  'consent.yaml': consentSchema,
  'errorPages.yaml': errorPagesSchema,
  'forms.yaml': formsSchema,
  'navigation.yaml': navigationSchema,
}
