/**
 * The validation messages of spec section 5, word for word. One table serves
 * both forms, the mapping of the form service's errors and the tests.
 */
export const messages = {
  nameRequired: 'Imię i nazwisko jest wymagane',
  namePattern: 'Proszę podać poprawne imię i nazwisko',
  emailRequired: 'Adres email jest wymagany',
  emailFormat: 'Proszę podać poprawny adres email',
  phonePattern: 'Proszę podać poprawny numer telefonu',
  phoneRequired: 'Numer telefonu jest wymagany',
  dateRequired: 'Data wizyty jest wymagana',
  timeRequired: 'Godzina wizyty jest wymagana',
  visitTypeRequired: 'Rodzaj wizyty jest wymagany',
  messageRequired: 'Wiadomość jest wymagana',
  messageTooShort: 'Wiadomość jest zbyt krótka (minimum 10 znaków)',
  other: 'Wystąpił błąd w formularzu',
  // Beyond the spec's table: rules the booking form needs that it gives no words for.
  vaccineTypeRequired: 'Rodzaj szczepienia jest wymagany',
  datePast: 'Data wizyty nie może być wcześniejsza niż dzisiaj',
  dateWeekend: 'Wizyty odbywają się od poniedziałku do piątku',
  timeUnavailable: 'Wybierz godzinę z listy dostępnych terminów',
} as const

export type MessageKey = keyof typeof messages

/** The Polish label of every field, used in the forms and as the prefix of their errors. */
export const fieldLabels = {
  service: 'Usługa',
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  phone: 'Telefon',
  message: 'Wiadomość',
  visitType: 'Rodzaj wizyty',
  vaccineType: 'Rodzaj szczepienia',
  date: 'Data wizyty',
  time: 'Godzina wizyty',
  paymentMethod: 'Karta płatnicza',
} as const

export type FieldName = keyof typeof fieldLabels

/** "Telefon: Proszę podać poprawny numer telefonu": how the error summary names each field (under the field, the message stands alone). */
export function prefixed(field: FieldName, message: string): string {
  return `${fieldLabels[field]}: ${message}`
}
