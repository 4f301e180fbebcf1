import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldName } from '../../lib/forms/messages.ts'
import type { FieldErrors, Values } from '../../lib/forms/validation.ts'

export type Status = 'idle' | 'submitting' | 'succeeded' | 'error'

/** What a submit attempt returns: nothing on success, otherwise the messages to show. */
export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string }

interface Options {
  /** sessionStorage key: typed values survive a reload until the form is sent. */
  storageKey: string
  initial: Values
  validate: (values: Values) => FieldErrors
  submit: (values: Values) => Promise<SubmitOutcome>
}

/**
 * State shared by both forms: values kept in sessionStorage, validation before
 * sending, one submission at a time, and focus moved to what the visitor must
 * read next (the error summary or the thank-you message).
 */
export function useFormState({ storageKey, initial, validate, submit }: Options) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [status, setStatus] = useState<Status>('idle')
  const [hydrated, setHydrated] = useState(false)
  const sending = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    setHydrated(true)
    try {
      const saved = sessionStorage.getItem(storageKey)
      if (saved) setValues((current) => ({ ...current, ...(JSON.parse(saved) as Values) }))
    } catch {
      // Private mode or a damaged entry: start with empty fields.
    }
  }, [storageKey])

  useEffect(() => {
    if (!hydrated || status === 'succeeded') return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(values))
    } catch {
      // Storage full or disabled: the values stay in the fields anyway.
    }
  }, [hydrated, storageKey, values, status])

  useEffect(() => {
    if (status === 'error') summaryRef.current?.focus()
    if (status === 'succeeded') successRef.current?.focus()
  }, [status, errors, formError])

  const setValue = (field: FieldName, value: string) => setValues((current) => ({ ...current, [field]: value }))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return // a second click while sending sends nothing
    const found = validate(values)
    setErrors(found)
    setFormError(undefined)
    if (Object.keys(found).length > 0) {
      setStatus('error')
      return
    }
    sending.current = true
    setStatus('submitting')
    try {
      const outcome = await submit(values)
      if (outcome.ok) {
        sessionStorage.removeItem(storageKey)
        setValues(initial)
        setStatus('succeeded')
      } else {
        setErrors(outcome.fieldErrors)
        setFormError(outcome.formError)
        setStatus('error')
      }
    } finally {
      sending.current = false
    }
  }

  const reset = () => {
    setErrors({})
    setFormError(undefined)
    setStatus('idle')
  }

  return { values, setValue, setValues, errors, formError, status, hydrated, onSubmit, reset, summaryRef, successRef }
}
