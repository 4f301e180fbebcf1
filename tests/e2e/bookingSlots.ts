import { forms } from '../../lib/data/siteData.ts'
import { timeSlots } from '../../lib/forms/timeSlots.ts'

// The booking form's times as the data gives them (forms.yaml's visit types
// with their hours from clinic.yaml), so that the browser tests hold for any
// hours the clinic sets. The spec's own hours are tested on the frozen site.

const visitType = (value: string) => forms.bookingForm.visitTypes.find((type) => type.value === value)!

/** Every time the form offers for a visit type, in order. */
export const slotsOf = (value: string) => timeSlots(visitType(value).opens, visitType(value).closes, visitType(value).minutes)

/** One time inside a visit type's hours, not its first: what a visitor typically picks. */
export const aSlot = (value: string) => slotsOf(value)[Math.min(5, slotsOf(value).length - 1)]!

/** The times the form lists before it knows the visit type (no JavaScript): every type's, once each. */
export const allSlots = () => new Set(forms.bookingForm.visitTypes.flatMap((type) => slotsOf(type.value)))
