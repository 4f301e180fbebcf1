import { minutesText } from './minutesText.ts'
import { forms } from './siteData.ts'

/** A visit type of forms.yaml by its `value`; an unknown one stops the build with the list. */
export function visitType(type: string) {
  const found = forms.bookingForm.visitTypes.find((candidate) => candidate.value === type)
  if (!found)
    throw new Error(`Rodzaj wizyty "${type}" nie istnieje w content/data/forms.yaml; dostępne: ${forms.bookingForm.visitTypes.map((t) => t.value).join(', ')}`)
  return found
}

/** "30 minut": how long a visit of this type takes, in a sentence, from forms.yaml (the booking form's slots use the same number). */
export function visitLengthText(type: string): string {
  return minutesText(visitType(type).minutes)
}
