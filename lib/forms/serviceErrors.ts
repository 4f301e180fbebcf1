import { messages, type FieldName } from './messages.ts'
import type { FieldErrors } from './validation.ts'

/** What the form service said, reduced to the two lists its client exposes. */
export interface ServiceErrors {
  form: readonly { code: string; message: string }[]
  fields: readonly (readonly [string, readonly { code: string; message: string }[]])[]
}

export interface MappedErrors {
  fieldErrors: FieldErrors
  /** A message for the whole form, or undefined when only fields failed. */
  formError?: string
}

const requiredMessage: Partial<Record<FieldName, string>> = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  phone: messages.phoneRequired,
  message: messages.messageRequired,
  visitType: messages.visitTypeRequired,
  vaccineType: messages.vaccineTypeRequired,
  date: messages.dateRequired,
  time: messages.timeRequired,
}

/** Polish words for the service's field error codes; unknown codes get messages.other. */
export function fieldCodeMessage(field: FieldName, code: string): string {
  switch (code) {
    case 'REQUIRED_FIELD_EMPTY':
    case 'REQUIRED_FIELD_MISSING':
      return requiredMessage[field] ?? messages.other
    case 'TYPE_EMAIL':
      return messages.emailFormat
    case 'TYPE_NUMERIC':
      return field === 'phone' ? messages.phonePattern : messages.other
    case 'STRIPE_CLIENT_ERROR':
      return 'Nie udało się odczytać danych karty. Sprawdź numer, datę ważności i kod CVC.'
    case 'STRIPE_SCA_ERROR':
      return 'Bank nie potwierdził płatności kartą. Spróbuj ponownie albo użyj innej karty.'
    default:
      return messages.other
  }
}

/** Polish words for the service's form-level codes, always with a way to reach the clinic. */
export function formCodeMessage(code: string, contact: { phone: string; email: string }): string {
  const reach = `Zadzwoń pod numer ${contact.phone} albo napisz na adres ${contact.email}.`
  const reachToo = `Możesz też zadzwonić pod numer ${contact.phone} albo napisać na adres ${contact.email}.`
  switch (code) {
    case 'BLOCKED':
      return `Formularz nie mógł zostać przyjęty, bo zabezpieczenie przed spamem uznało go za podejrzany. ${reach}`
    case 'EMPTY':
      return `Formularz dotarł pusty. Wypełnij pola i wyślij go ponownie. ${reachToo}`
    case 'FILES_TOO_BIG':
    case 'NO_FILE_UPLOADS':
    case 'TOO_MANY_FILES':
      return `Formularz nie przyjmuje załączników. ${reach}`
    case 'FORM_NOT_FOUND':
    case 'INACTIVE':
    case 'PROJECT_NOT_FOUND':
      return `Formularz jest chwilowo niedostępny. Wpisane dane zostały zachowane. ${reach}`
    default:
      // The box's heading says 'Nie udało się wysłać formularza' already (components/forms/ErrorSummary.tsx). No
      // reply came: the browser cannot tell a phone offline from a service that refuses the connection, so both
      // are named (a phone trial, online, was sent to check its internet when the service was down).
      return `Brak połączenia z serwisem, który przekazuje formularze przychodni. Sprawdź połączenie z internetem, a jeśli działa, spróbuj ponownie za kilka minut; wpisane dane zostały zachowane. ${reachToo}`
  }
}

/**
 * Polish words for a reply whose HTTP status says more than its body: 413
 * (the service found the form too large) and 429 (too many sends from here
 * in a short time; Formspree's documented limit is 20 posts a minute per
 * form). Their bodies carry no code the client knows, so without this they
 * read as a failed connection, which sends the visitor to check a connection
 * that works. So would a 5xx, the service's own failure (a phone trial met it:
 * 'Sprawdź połączenie z internetem' on a phone that was online). Undefined for
 * any other status.
 */
export function statusMessage(status: number | undefined, contact: { phone: string; email: string }): string | undefined {
  switch (status) {
    case 413:
      return `Wiadomość jest zbyt długa, by ją wysłać. Skróć ją i wyślij ponownie; wpisane dane zostały zachowane. Możesz też zadzwonić pod numer ${contact.phone} albo napisać na adres ${contact.email}.`
    case 429:
      return `Wysłano zbyt wiele wiadomości w krótkim czasie. Wpisane dane zostały zachowane: spróbuj ponownie za kilka minut albo zadzwoń pod numer ${contact.phone}.`
    default:
      if (status !== undefined && status >= 500 && status < 600)
        return `Serwis, który przekazuje formularze przychodni, chwilowo nie działa. Wpisane dane zostały zachowane: spróbuj ponownie za kilka minut. Możesz też zadzwonić pod numer ${contact.phone} albo napisać na adres ${contact.email}.`
      return undefined
  }
}

/**
 * Maps a failed submission to messages under the fields and one for the whole
 * form; `status` is the HTTP status of the service's reply, when one came.
 */
export function mapServiceErrors(
  errors: ServiceErrors,
  knownFields: readonly FieldName[],
  contact: { phone: string; email: string },
  status?: number,
): MappedErrors {
  const byStatus = statusMessage(status, contact)
  if (byStatus) return { fieldErrors: {}, formError: byStatus }
  const fieldErrors: FieldErrors = {}
  const unknownFields: string[] = []
  for (const [field, fieldList] of errors.fields) {
    const code = fieldList[0]?.code ?? 'UNSPECIFIED'
    if ((knownFields as readonly string[]).includes(field)) fieldErrors[field as FieldName] = fieldCodeMessage(field as FieldName, code)
    else unknownFields.push(field)
  }
  const formCode = errors.form[0]?.code
  if (formCode) return { fieldErrors, formError: formCodeMessage(formCode, contact) }
  if (unknownFields.length > 0) return { fieldErrors, formError: messages.other }
  return { fieldErrors }
}
