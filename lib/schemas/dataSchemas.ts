import type { ZodType } from 'zod'
import { allergySchema } from './allergySchema.ts'
import { clinicSchema } from './clinicSchema.ts'
import { consentSchema } from './consentSchema.ts'
import { errorPagesSchema } from './errorPagesSchema.ts'
import { faqSchema } from './faqSchema.ts'
import { formsSchema } from './formsSchema.ts'
import { historySchema } from './historySchema.ts'
import { labTestsSchema } from './labTestsSchema.ts'
import { navigationSchema } from './navigationSchema.ts'
import { noticesSchema } from './noticesSchema.ts'
import { patientInfoSchema } from './patientInfoSchema.ts'
import { priceListSchema } from './priceListSchema.ts'
import { samplesSchema } from './samplesSchema.ts'
import { servicesSchema } from './servicesSchema.ts'
import { synonymsSchema } from './synonymsSchema.ts'
import { teamSchema } from './teamSchema.ts'
import { transportSchema } from './transportSchema.ts'
import { vaccinePricesSchema } from './vaccinePricesSchema.ts'
import { vaccinesSchema } from './vaccinesSchema.ts'

/**
 * Every YAML file in content/data/ and the schema that checks it, by file name.
 * A data file missing here fails the build, so no file goes unchecked. Each
 * schema lives in its own file, named after the data file (team.yaml → teamSchema.ts).
 */
export const dataSchemas: Record<string, ZodType> = {
  'allergy.yaml': allergySchema,
  'clinic.yaml': clinicSchema,
  'consent.yaml': consentSchema,
  'errorPages.yaml': errorPagesSchema,
  'faq.yaml': faqSchema,
  'forms.yaml': formsSchema,
  'history.yaml': historySchema,
  'labTests.yaml': labTestsSchema,
  'navigation.yaml': navigationSchema,
  'notices.yaml': noticesSchema,
  'patientInfo.yaml': patientInfoSchema,
  'priceList.yaml': priceListSchema,
  'samples.yaml': samplesSchema,
  'services.yaml': servicesSchema,
  'synonyms.yaml': synonymsSchema,
  'team.yaml': teamSchema,
  'transport.yaml': transportSchema,
  'vaccinePrices.yaml': vaccinePricesSchema,
  'vaccines.yaml': vaccinesSchema,
}
