import type { Values } from './validation.ts'

/** Spec section 7: the contact form sends exactly these fields. */
export function contactPayload(values: Values): Record<string, string> {
  return {
    service: values.service ?? '',
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    message: (values.message ?? '').trim(),
  }
}

/** Spec section 7: the booking request; vaccineType only for a vaccination visit. */
export function bookingPayload(values: Values): Record<string, string> {
  return {
    visitType: values.visitType ?? '',
    ...(values.visitType === 'vaccination' ? { vaccineType: values.vaccineType ?? '' } : {}),
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    date: values.date ?? '',
    time: values.time ?? '',
    message: (values.message ?? '').trim(),
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
  return { ...payload, submissionId: hidden.submissionId, _gotcha: hidden.gotcha, _subject: hidden.subject, _language: FORM_LANGUAGE }
}

/** The form service's address for a form: /f/{formId}, or /p/{project}/f/{formId}. */
export function formActionUrl(endpoint: string, formId: string, project?: string): string {
  return project ? `${endpoint}/p/${project}/f/${formId}` : `${endpoint}/f/${formId}`
}
