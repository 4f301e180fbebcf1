import type { ZodType } from 'zod'
import { historySchema, transportSchema } from './aboutSchema.ts'
import { clinicSchema } from './clinicSchema.ts'
import { allergySchema, priceListSchema, vaccinePricesSchema, vaccinesSchema } from './pricesSchema.ts'
import { consentSchema } from './consentSchema.ts'
import { errorPagesSchema } from './errorPagesSchema.ts'
import { faqSchema } from './faqSchema.ts'
import { formsSchema } from './formsSchema.ts'
import { navigationSchema } from './navigationSchema.ts'
import { noticesSchema } from './noticesSchema.ts'
import { patientInfoSchema } from './patientInfoSchema.ts'
import { samplesSchema } from './samplesSchema.ts'
import { labTestsSchema, servicesSchema, teamSchema } from './servicesSchema.ts'

/**
 * Every YAML file in content/data/ and the schema that checks it, by file name.
 * A data file missing here fails the build, so no file goes unchecked.
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
  'team.yaml': teamSchema,
  'transport.yaml': transportSchema,
  'vaccinePrices.yaml': vaccinePricesSchema,
  'vaccines.yaml': vaccinesSchema,
}
