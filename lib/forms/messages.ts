import { FIELD_LIMITS, MESSAGE_MIN } from './limits.ts'

/**
 * The validation messages of spec section 5, word for word but for one
 * spelling: 'e-mail', as the field's label and every other text of the site
 * write it (the spec writes 'email'; docs/DECISIONS.md lists it). One table serves
 * both forms, the mapping of the form service's errors and the tests.
 */
export const messages = {
  nameRequired: 'Imię i nazwisko jest wymagane',
  namePattern: 'Proszę podać poprawne imię i nazwisko',
  emailRequired: 'Adres e-mail jest wymagany',
  emailFormat: 'Proszę podać poprawny adres e-mail',
  phonePattern: 'Proszę podać poprawny numer telefonu',
  phoneRequired: 'Numer telefonu jest wymagany',
  dateRequired: 'Data wizyty jest wymagana',
  timeRequired: 'Godzina wizyty jest wymagana',
  visitTypeRequired: 'Rodzaj wizyty jest wymagany',
  messageRequired: 'Wiadomość jest wymagana',
  messageTooShort: `Wiadomość jest zbyt krótka (minimum ${MESSAGE_MIN} znaków)`,
  other: 'Wystąpił błąd w formularzu',
  // Beyond the spec's table: rules the booking form needs that it gives no words for.
  vaccineTypeRequired: 'Rodzaj szczepienia jest wymagany',
  datePast: 'Data wizyty nie może być wcześniejsza niż dzisiaj',
  // Not 'Wizyty odbywają się od poniedziałku do piątku': the hours say 'także w wybrane soboty; terminy sobotnie
  // podaje infolinia', and a phone trial read the two as a contradiction. The form books weekdays; the phone, the rest.
  dateWeekend: 'Przez formularz umawiamy wizyty od poniedziałku do piątku; o inny termin zapytaj telefonicznie',
  dateHoliday: 'Ten dzień jest ustawowo wolny od pracy; przez formularz umawiamy wizyty w dni robocze, o inny termin zapytaj telefonicznie',
  dateTooFar: 'Przez formularz umawiamy wizyty najwyżej na rok naprzód; wybierz wcześniejszą datę',
  timeUnavailable: 'Wybierz godzinę z listy dostępnych terminów',
  timePast: 'Ta godzina już minęła: wybierz późniejszą godzinę albo inny dzień',
  // The limits of lib/forms/limits.ts, each naming its field as the spec's messages do.
  nameTooLong: `Imię i nazwisko jest zbyt długie (maksymalnie ${characters(FIELD_LIMITS.name)})`,
  emailTooLong: `Adres e-mail jest zbyt długi (maksymalnie ${characters(FIELD_LIMITS.email)})`,
  phoneTooLong: `Numer telefonu jest zbyt długi (maksymalnie ${characters(FIELD_LIMITS.phone)})`,
  messageTooLong: `Wiadomość jest zbyt długa (maksymalnie ${characters(FIELD_LIMITS.message)})`,
} as const

export type MessageKey = keyof typeof messages

/**
 * What a form says while the form service is slow to answer, and when it stops
 * waiting (the times are in lib/forms/sendTimes.ts). Stopping is not a failure:
 * the service may have taken the form and not answered in time, so the words
 * say only what is known, that nothing typed is lost, and what to do next.
 */
export const sendingMessages = {
  /** The submit button's words while sending (the spec's), said to a screen reader too. */
  sending: 'Wysyłanie...',
  slow: 'Wysyłanie trwa dłużej niż zwykle. Prosimy chwilę poczekać i nie zamykać tej strony.',
  unconfirmedTitle: 'Nie wiemy, czy formularz do nas dotarł',
} as const

/**
 * '1 znak', '3 znaki', '3000 znaków', '10 000 znaków': the number as Polish
 * writes it (a space between thousands from 10 000 on) and the noun in the
 * form the number asks for (Intl.PluralRules: one, few, many).
 */
export function characters(count: number): string {
  const form = new Intl.PluralRules('pl-PL').select(count)
  const noun = form === 'one' ? 'znak' : form === 'few' ? 'znaki' : 'znaków'
  return `${new Intl.NumberFormat('pl-PL').format(count)} ${noun}`
}

/**
 * What the counter under the message says: how many characters are left
 * ('Pozostało 212 znaków', 'Pozostały 2 znaki', 'Pozostał 1 znak'), or by how
 * many the text is over ('Masz o 7000 znaków za dużo', as GOV.UK's character
 * count says 'You have 12 characters too many').
 */
export function counterText(length: number, limit: number): string {
  const left = limit - length
  if (left < 0) return `Masz o ${characters(-left)} za dużo`
  const form = new Intl.PluralRules('pl-PL').select(left)
  const verb = form === 'one' ? 'Pozostał' : form === 'few' ? 'Pozostały' : 'Pozostało'
  return `${verb} ${characters(left)}`
}

/** The text under sendingMessages.unconfirmedTitle, with the clinic's phone and e-mail. */
export function unconfirmedMessage(contact: { phone: string; email: string }): string {
  return (
    'Serwis formularzy długo nie odpowiadał, więc strona przestała czekać, ale formularz mógł do nas dotrzeć. ' +
    'Wpisane dane są zachowane. Zanim wyślesz formularz ponownie, sprawdź swoją skrzynkę e-mail: jeśli przyszła już od nas odpowiedź, nie wysyłaj go drugi raz. ' +
    'Jeśli wyślesz go ponownie bez zmian, będziemy wiedzieć, że to ta sama wiadomość. ' +
    `Możesz też zadzwonić pod numer ${contact.phone} albo napisać na adres ${contact.email}.`
  )
}

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

/** The words by which a message names its field ('numer telefonu' names the phone), lower case. */
const namedBy: Record<FieldName, string[]> = {
  service: ['usług'],
  name: ['imię'],
  email: ['e-mail'],
  phone: ['telefon'],
  message: ['wiadomoś'],
  visitType: ['rodzaj wizyty'],
  vaccineType: ['rodzaj szczepienia'],
  date: ['data wizyty'],
  time: ['godzin'],
  paymentMethod: ['kart'],
}

/**
 * How the error summary at the top words an error: the message alone when it
 * names its field already ('Imię i nazwisko jest wymagane', as GOV.UK writes
 * them), else with the field's label before it ('Data wizyty: Przez formularz
 * umawiamy wizyty od poniedziałku do piątku…'), so each error says once which field it is
 * about. Under the field, the message always stands alone.
 */
export function summaryText(field: FieldName, message: string): string {
  const lower = message.toLowerCase()
  return namedBy[field].some((words) => lower.includes(words)) ? message : `${fieldLabels[field]}: ${message}`
}

/**
 * Said under the booking form's time, not errors: a change of the visit type or of the date took away the time
 * chosen (the form offers each type's times, and today only those still ahead), and a phone trial did not notice
 * the list going back to 'Wybierz godzinę' until the send refused it.
 */
export const timeNotes = {
  clearedByType: (time: string, type: string, opens: string, closes: string) =>
    `Godzina ${time} nie mieści się w godzinach wizyty „${type}” (${opens}–${closes}). Wybierz godzinę jeszcze raz.`,
  clearedByDate: (time: string) => `Godzina ${time} dziś już minęła. Wybierz późniejszą godzinę albo inny dzień.`,
  /** Today after the type's last time: nothing left to choose. */
  noneToday: 'Na dziś nie ma już wolnych godzin tej wizyty. Wybierz inny dzień.',
}
