import { useEffect, useRef, useState, type FormEvent } from 'react'
import { formatDate } from '../../lib/data/format.ts'
import { summaryText, type FieldName } from '../../lib/forms/messages.ts'
import { withHiddenFields } from '../../lib/forms/payloads.ts'
import { submissionIds } from '../../lib/forms/submissionId.ts'
import type { FieldErrors, Values } from '../../lib/forms/validation.ts'
import { filled, readFormFields } from './readFormFields.ts'

/** 'unconfirmed': the service did not answer in time; the form may or may not have arrived. */
export type Status = 'idle' | 'submitting' | 'succeeded' | 'error' | 'unconfirmed'

/** What a submit attempt returns: nothing on success, the messages to show, or that no answer came in time. */
export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string } | { ok: false; unconfirmed: true }

interface Options {
  /** sessionStorage key: typed values survive a reload until the form is sent. */
  storageKey: string
  initial: Values
  /**
   * Fixes up values read from the page at hydration (e.g. drops a vaccine type
   * when the visit type chosen has none). Optional.
   */
  adopt?: (values: Values) => Values
  validate: (values: Values) => FieldErrors
  /** The form's own fields to send, from its values (lib/forms/payloads.ts). */
  payload: (values: Values) => Record<string, string>
  /** The subject of the clinic's e-mail, sent as `_subject`. */
  subject: string
  /** Sends the payload (with the hidden fields); calls `onSlow` when the service is slow to answer. */
  submit: (payload: Record<string, string>, onSlow: () => void) => Promise<SubmitOutcome>
}

/**
 * State shared by both forms: values kept in sessionStorage, validation before
 * sending, one submission at a time, and focus moved to what the visitor must
 * read next (the error summary, the notice that no answer came, or the
 * thank-you message).
 *
 * Nothing typed before hydration is lost: at hydration the state takes the
 * values the fields hold (over older ones from sessionStorage), and a submit
 * reads the fields themselves, so a submit replayed right after hydration
 * sends what is on the screen.
 *
 * Each send carries the hidden fields the plain HTML form posts too, and a
 * submission id that stays the same while the values sent stay the same, so
 * a resend after a slow service shows up at the clinic as a repeat.
 */
export function useFormState({ storageKey, initial, adopt = (values) => values, validate, payload, subject, submit }: Options) {
  const [values, setValues] = useState<Values>(initial)
  // What the last successful send carried, for the panel that replaces the form (the fields are emptied).
  const [sent, setSent] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [status, setStatus] = useState<Status>('idle')
  const [slow, setSlow] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const [submissionIdFor] = useState(() => submissionIds())
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; later the state follows every change
  useEffect(() => {
    setHydrated(true)
    const typed = filled(readFormFields(formRef.current, Object.keys(initial)))
    setValues((current) => adopt({ ...current, ...readStored(storageKey), ...typed }))
    // Only at hydration: later the state follows every change.
  }, [storageKey])

  useEffect(() => {
    if (!hydrated || status === 'succeeded') return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(values))
    } catch {
      // Storage full or disabled: the values stay in the fields anyway.
    }
  }, [hydrated, storageKey, values, status])

  // Each submit's outcome moves focus, a second failed submit too (its status is 'error' again): not an error
  // removed while the visitor types, which would pull focus away from the field being fixed.
  const [outcomes, setOutcomes] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each outcome moves focus, though only status is read
  useEffect(() => {
    if (status === 'error') summaryRef.current?.focus()
    if (status === 'unconfirmed') noticeRef.current?.focus()
    if (status === 'succeeded') successRef.current?.focus()
  }, [status, outcomes])

  // A field's error goes once what it holds is right: a keyboard trial found 'Imię i nazwisko jest wymagane'
  // under a filled field, marked invalid and read so by a screen reader, until the next submit. Only the fields
  // that changed are judged (an error the service gave another field stays), and nothing new is said while
  // the visitor types: a field still wrong keeps its message until the next submit, and the summary above
  // (an alert) loses the fixed line without speaking.
  const lastValues = useRef(values)
  // biome-ignore lint/correctness/useExhaustiveDependencies: judged on each change of the values only
  useEffect(() => {
    const before = lastValues.current
    lastValues.current = values
    const changed = Object.keys(values).filter((field) => values[field] !== before[field]) as FieldName[]
    if (changed.length === 0) return
    const now = validate(values)
    setErrors((current) => {
      const fixed = changed.filter((field) => current[field] !== undefined && now[field] === undefined)
      if (fixed.length === 0) return current
      const kept = { ...current }
      for (const field of fixed) delete kept[field]
      return kept
    })
  }, [values])

  const setValue = (field: FieldName, value: string) => setValues((current) => ({ ...current, [field]: value }))

  // A field left with a whole value that is wrong says so at once, for fields whose value comes whole from a picker
  // (the date): a patient who chose a Saturday in the calendar learnt it was refused only after filling the rest
  // and sending. Judged on leaving, not on each change: typing a year into a date field passes through 0002, 0020…
  // The message is also spoken (`leftWrong`, for a polite live region): the field's own text is not read out when it
  // appears, and the summary, an alert that moves the page, is for a submit.
  const [leftWrong, setLeftWrong] = useState('')
  const judgeOnLeave = (field: FieldName, value: string) => {
    if (value === '') return
    const error = validate({ ...values, [field]: value })[field]
    // With the date as Polish writes it: a second wrong date with the same message (Saturday the 5th, then the 12th) is said again.
    setLeftWrong(error === undefined ? '' : `${summaryText(field, error)} (${formatDate(value)})`)
    setErrors((current) => {
      if (current[field] === error) return current
      const next = { ...current }
      if (error === undefined) delete next[field]
      else next[field] = error
      return next
    })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return // a second click while sending sends nothing
    const current = { ...values, ...readFormFields(event.currentTarget, Object.keys(initial)) }
    setValues(current)
    const found = validate(current)
    setErrors(found)
    setLeftWrong('')
    setFormError(undefined)
    if (Object.keys(found).length > 0) {
      setStatus('error')
      setOutcomes((count) => count + 1)
      return
    }
    const data = payload(current)
    const gotcha = readFormFields(event.currentTarget, ['_gotcha'])._gotcha ?? ''
    sending.current = true
    setSlow(false)
    setStatus('submitting')
    try {
      const outcome = await submit(withHiddenFields(data, { gotcha, subject, submissionId: submissionIdFor(data) }), () => setSlow(true))
      if (outcome.ok) {
        sessionStorage.removeItem(storageKey)
        setSent(current)
        setValues(initial)
        setStatus('succeeded')
      } else if ('unconfirmed' in outcome) {
        setStatus('unconfirmed')
      } else {
        setErrors(outcome.fieldErrors)
        setFormError(outcome.formError)
        setStatus('error')
      }
      setOutcomes((count) => count + 1)
    } finally {
      sending.current = false
      setSlow(false)
    }
  }

  const reset = () => {
    setErrors({})
    setFormError(undefined)
    setStatus('idle')
  }

  return {
    values,
    sent,
    setValue,
    setValues,
    judgeOnLeave,
    leftWrong,
    errors,
    formError,
    status,
    slow,
    hydrated,
    onSubmit,
    reset,
    formRef,
    summaryRef,
    noticeRef,
    successRef,
  }
}

/** Values kept from an earlier visit of this tab, or none (private mode, a damaged entry). */
function readStored(storageKey: string): Values {
  try {
    const saved = sessionStorage.getItem(storageKey)
    return saved ? (JSON.parse(saved) as Values) : {}
  } catch {
    return {}
  }
}
