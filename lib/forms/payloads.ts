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

/** The form service's address for a form: /f/{formId}, or /p/{project}/f/{formId}. */
export function formActionUrl(endpoint: string, formId: string, project?: string): string {
  return project ? `${endpoint}/p/${project}/f/${formId}` : `${endpoint}/f/${formId}`
}
