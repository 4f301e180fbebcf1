import type { FormRules } from './formService.ts'
import { readDataFile } from '../lib/data/readDataFile.ts'
import { formsSchema } from '../lib/schemas/formsSchema.ts'

/**
 * What the local form service checks for each form, as the real service is set
 * up to check (required fields and e-mail format), keyed by the form IDs in
 * content/data/forms.yaml.
 */
export function formServiceRules(root = process.cwd()): Record<string, FormRules> {
  const forms = readDataFile(root, 'forms.yaml', formsSchema)
  const vaccination = forms.bookingForm.visitTypes.find((type) => type.variants)
  return {
    [forms.contactForm.formId]: { required: ['name', 'email', 'message'], emailFields: ['email'] },
    [forms.bookingForm.formId]: {
      required: ['visitType', 'name', 'email', 'phone', 'date', 'time'],
      requiredWhen: vaccination ? { vaccineType: { field: 'visitType', equals: vaccination.value } } : undefined,
      emailFields: ['email'],
      payment: true,
    },
  }
}
