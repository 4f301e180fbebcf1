import { fillFacts } from '../../lib/data/clinicFacts.ts'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { formActionUrl } from '../../lib/forms/payloads.ts'
import type { CommonFormProps } from './formProps.ts'

/** What the contact and the booking form share: where they send, their subject, the clinic's contact, the success text, the information clause (forms.yaml). */
export function commonFormProps(formId: string, subject: string, success: CommonFormProps['success']): CommonFormProps {
  const { endpoint, project } = forms.service
  return {
    target: { endpoint, project, formId },
    action: formActionUrl(endpoint, formId, project),
    subject,
    contact: { phone: clinic.phone.number, email: clinic.email },
    // The text after a send may name the hours ({godziny:infolinia}); {telefon} stays, for SuccessPanel's link.
    success: { ...success, body: fillFacts(success.body, clinic) },
    infoClause: forms.infoClause,
  }
}
