import { fillFacts } from '../../../lib/data/clinicFacts.ts'
import { clinic, forms } from '../../../lib/data/siteData.ts'
import BookingFormFields from '../../forms/BookingForm.island.tsx'
import { commonFormProps } from '../../forms/commonFormProps.ts'
import { island } from '../../islands/island.tsx'

const BookingFormIsland = island('forms/BookingForm', BookingFormFields)

/** <BookingForm /> in MDX: the booking request form on /rezerwacja. */
export function BookingForm() {
  const { formId, subject } = forms.bookingForm
  const visitTypes = forms.bookingForm.visitTypes.map((type) =>
    type.note ? { ...type, note: fillFacts(type.note, clinic, { 'godziny-wizyty': `w godzinach ${type.opens}–${type.closes}` }) } : type,
  )
  return <BookingFormIsland {...commonFormProps(formId, subject, forms.bookingSuccess)} visitTypes={visitTypes} stripeKey={forms.stripePublishableKey} />
}
