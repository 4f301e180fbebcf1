import { formActionUrl } from '../../lib/forms/payloads.ts'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { fillFacts } from '../../lib/data/clinicFacts.ts'
import { island } from '../islands/island.tsx'
import BookingForm from './BookingForm.island.tsx'
import ContactForm from './ContactForm.island.tsx'
import type { CommonFormProps } from './formProps.ts'

const ContactFormIsland = island('forms/ContactForm', ContactForm)
const BookingFormIsland = island('forms/BookingForm', BookingForm)

function commonProps(formId: string, subject: string, success: CommonFormProps['success']): CommonFormProps {
  const { endpoint, project } = forms.service
  return {
    target: { endpoint, project, formId },
    action: formActionUrl(endpoint, formId, project),
    subject,
    contact: { phone: clinic.phone.number, email: clinic.email },
    success,
    infoClause: forms.infoClause,
  }
}

/** <ContactForm /> in MDX: the enquiry form with its settings from content/data/forms.yaml. */
export function ContactFormSection() {
  const { formId, subject, services } = forms.contactForm
  return <ContactFormIsland {...commonProps(formId, subject, forms.contactSuccess)} services={services} />
}

/** <BookingForm /> in MDX: the booking request form on /rezerwacja. */
export function BookingFormSection() {
  const { formId, subject } = forms.bookingForm
  const visitTypes = forms.bookingForm.visitTypes.map((type) =>
    type.note ? { ...type, note: fillFacts(type.note, clinic, { 'godziny-wizyty': `w godzinach ${type.opens}–${type.closes}` }) } : type,
  )
  return <BookingFormIsland {...commonProps(formId, subject, forms.bookingSuccess)} visitTypes={visitTypes} stripeKey={forms.stripePublishableKey} />
}
