import { clip, FIELD_LIMITS, type LimitedField } from './limits.ts'
import type { Values } from './validation.ts'

/**
 * A field's value as it is sent: trimmed, and never longer than its limit.
 * Validation refuses a longer value before anything is sent and says so, so
 * the cut here is a last guard (against a value a changed page or an old
 * sessionStorage entry slips past it), never how a visitor's text is shortened.
 */
const sent = (values: Values, field: LimitedField) => clip((values[field] ?? '').trim(), FIELD_LIMITS[field])

/** Spec section 7: the contact form sends exactly these fields. */
export function contactPayload(values: Values): Record<string, string> {
  return {
    service: sent(values, 'service'),
    name: sent(values, 'name'),
    email: sent(values, 'email'),
    phone: sent(values, 'phone'),
    message: sent(values, 'message'),
  }
}

/** Spec section 7: the booking request; vaccineType only for a vaccination visit. */
export function bookingPayload(values: Values): Record<string, string> {
  return {
    visitType: sent(values, 'visitType'),
    ...(values.visitType === 'vaccination' ? { vaccineType: sent(values, 'vaccineType') } : {}),
    name: sent(values, 'name'),
    email: sent(values, 'email'),
    phone: sent(values, 'phone'),
    date: sent(values, 'date'),
    time: sent(values, 'time'),
    message: sent(values, 'message'),
  }
}

/** The language of the form service's own pages, e.g. its error page after a post without JavaScript. */
export const FORM_LANGUAGE = 'pl'

/** What goes with a form's own fields on every send, with JavaScript or without. */
export interface HiddenFields {
  /** The spam trap's value: empty from a person; the service tells a bot that fills it that it worked, and keeps nothing. */
  gotcha: string
  /** The subject of the clinic's e-mail (forms.yaml). */
  subject: string
  /** The same for a resend of the same values (lib/forms/submissionId.ts). */
  submissionId: string
}

/**
 * A form's fields with the hidden ones the plain HTML form posts too
 * (components/forms/NoScriptFields.tsx): `_gotcha`, `_subject`, `_language`,
 * and `submissionId`, which only a send with JavaScript has. The id is a plain
 * field, not an `_` one: form services treat `_` fields as settings and leave
 * them out of the submission the clinic reads.
 */
export function withHiddenFields(payload: Record<string, string>, hidden: HiddenFields): Record<string, string> {
  // The trap only has to be non-empty to tell a bot: a bot's 5 MB in it is not sent on.
  return { ...payload, submissionId: hidden.submissionId, _gotcha: clip(hidden.gotcha, GOTCHA_LIMIT), _subject: hidden.subject, _language: FORM_LANGUAGE }
}

const GOTCHA_LIMIT = 100

/** The form service's address for a form: /f/{formId}, or /p/{project}/f/{formId}. */
export function formActionUrl(endpoint: string, formId: string, project?: string): string {
  return project ? `${endpoint}/p/${project}/f/${formId}` : `${endpoint}/f/${formId}`
}
