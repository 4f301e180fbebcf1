import type { ReactNode } from 'react'
import { fieldLabels, type FieldName } from '../../lib/forms/messages.ts'

interface FieldProps {
  form: string
  name: FieldName
  error?: string
  hint?: string
  optional?: boolean
  /** An extra class on the field's box, for styling one field. */
  className?: string
  children: (control: { id: string; name: FieldName; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** id of a field's input, e.g. "kontakt-email"; the error summary links to it. */
export const fieldId = (form: string, name: FieldName) => `${form}-${name}`

/**
 * A label, an optional hint, the error message (under the label, GOV.UK style)
 * and the control, wired with aria-invalid and aria-describedby.
 */
export function Field({ form, name, error, hint, optional, className, children }: FieldProps) {
  const id = fieldId(form, name)
  const hintId = hint ? `${id}-podpowiedz` : undefined
  const errorId = error ? `${id}-blad` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error && 'field--error', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {fieldLabels[name]}
        {optional && <span className="field__optional"> (opcjonalnie)</span>}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">Błąd: </span>
          {error}
        </p>
      )}
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  )
}
