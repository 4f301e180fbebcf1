import type { VisitTypeOption } from '../../lib/forms/validation.ts'
import { TextWithPhone } from '../contact/TextWithPhone.tsx'

/**
 * What a visit type means in practice (forms.yaml `note`), under the visit
 * type select: e.g. that the specialist sees patients on Tuesdays, or that
 * PrEP visits are booked by phone. Before hydration (and without JavaScript)
 * every note is in the page and CSS shows the one whose type is chosen
 * (components.css), so a type picked early shows its note at once and
 * hydration moves nothing; once live (`chosen` given), only that note is
 * rendered, in a live region that reads it out when the type changes.
 */
/** id of a visit type's note; once live, the visit type select is described by the chosen one. */
export const visitNoteId = (form: string, value: string) => `${form}-uwaga-${value}`

export function VisitTypeNotes({ form, visitTypes, chosen, phone }: { form: string; visitTypes: VisitTypeOption[]; chosen?: string; phone: string }) {
  const withNotes = visitTypes.filter((type) => type.note && (chosen === undefined || type.value === chosen))
  return (
    <div className="visit-notes" aria-live="polite">
      {withNotes.map((type) => (
        <p key={type.value} className="visit-note" id={visitNoteId(form, type.value)} data-visit-type={type.value}>
          <TextWithPhone text={type.note!} phone={phone} />
        </p>
      ))}
    </div>
  )
}
