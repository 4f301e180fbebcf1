import type { MouseEvent, RefObject } from 'react'
import { summaryText, type FieldName } from '../../lib/forms/messages.ts'
import type { FieldErrors } from '../../lib/forms/validation.ts'
import { fieldId } from './Field.tsx'
import { TextWithContact } from './TextWithContact.tsx'

/**
 * The list of problems at the top of the form (GOV.UK error summary): it takes
 * focus after a failed submit, and each item links to its field. Here, away
 * from the fields, each error names its field once: the message alone when it
 * names the field already, else after the field's label (summaryText); under
 * the field's own label it stands alone.
 */
export function ErrorSummary({
  form,
  errors,
  formError,
  contact,
  order,
  summaryRef,
}: {
  form: string
  errors: FieldErrors
  formError?: string
  /** The clinic's number and address, links where the form's message names them. */
  contact: { phone: string; email: string }
  order: readonly FieldName[]
  summaryRef: RefObject<HTMLDivElement | null>
}) {
  const fields = order.filter((field) => errors[field])
  if (fields.length === 0 && !formError) return null
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: FieldName) => {
    const input = document.getElementById(fieldId(form, field))
    if (!input) return
    event.preventDefault()
    input.focus()
    // Show the label too, not only the input, below the fixed header.
    input.closest('.field')?.scrollIntoView({ block: 'center' })
  }
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${form}-bledy`}>
      <h3 className="error-summary__title" id={`${form}-bledy`}>
        {fields.length > 0 ? 'Popraw błędy w formularzu' : 'Nie udało się wysłać formularza'}
      </h3>
      {formError && (
        <p className="error-summary__form">
          <TextWithContact text={formError} contact={contact} />
        </p>
      )}
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={field}>
              <a href={`#${fieldId(form, field)}`} onClick={(event) => focusField(event, field)}>
                {summaryText(field, errors[field]!)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
