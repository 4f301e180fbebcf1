import { forms } from '../../../lib/data/siteData.ts'
import ContactFormFields from '../../forms/ContactForm.island.tsx'
import { commonFormProps } from '../../forms/commonFormProps.ts'
import { island } from '../../islands/island.tsx'

const ContactFormIsland = island('forms/ContactForm', ContactFormFields)

/** <ContactForm /> in MDX: the enquiry form with its settings from content/data/forms.yaml. */
export function ContactForm() {
  const { formId, subject, services } = forms.contactForm
  return <ContactFormIsland {...commonFormProps(formId, subject, forms.contactSuccess)} services={services} />
}
