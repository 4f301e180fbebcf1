import { describe, expect, test } from 'vitest'
import { forms } from '../../../lib/data/siteData.ts'
import { FIELD_LIMITS } from '../../../lib/forms/limits.ts'
import { characters, counterText, messages } from '../../../lib/forms/messages.ts'
import { bookingRules, contactRules, latestDate, localMinutes, localToday, validate } from '../../../lib/forms/validation.ts'

const validContact = { service: '', name: 'Anna Kowalska', email: 'anna@example.com', phone: '', message: 'Pytanie o szczepienie.' }
const today = '2026-11-18' // a Wednesday
const validBooking = {
  visitType: 'consultation',
  vaccineType: '',
  name: 'Jan Nowak',
  email: 'jan@example.com',
  phone: '600 100 200',
  date: '2026-11-20',
  time: '16:15',
  message: '',
}
const booking = (values: Record<string, string>) => validate(bookingRules(forms.bookingForm.visitTypes, today), { ...validBooking, ...values })
const contact = (values: Record<string, string>) => validate(contactRules, { ...validContact, ...values })

describe('contact form rules', () => {
  test('valid values pass', () => {
    expect(contact({})).toEqual({})
  })
  test.each([
    [{ name: '' }, 'name', messages.nameRequired],
    [{ name: '   ' }, 'name', messages.nameRequired],
    [{ name: 'A' }, 'name', messages.namePattern],
    [{ name: 'Jan2' }, 'name', messages.namePattern],
    [{ name: 'Jan  Nowak' }, 'name', messages.namePattern],
    [{ email: '' }, 'email', messages.emailRequired],
    [{ email: 'anna@' }, 'email', messages.emailFormat],
    [{ email: 'anna@example' }, 'email', messages.emailFormat],
    [{ email: 'anna kowalska@example.com' }, 'email', messages.emailFormat],
    [{ phone: '12345' }, 'phone', messages.phonePattern],
    [{ phone: '600-100-20a' }, 'phone', messages.phonePattern],
    [{ phone: '+48 600 100 200 300 400' }, 'phone', messages.phonePattern],
    [{ phone: '(22 100 00 00' }, 'phone', messages.phonePattern],
    [{ phone: '() 600 100 200' }, 'phone', messages.phonePattern],
    [{ phone: '(22)(100)(00)(00)' }, 'phone', messages.phonePattern],
    [{ phone: '600..123 456' }, 'phone', messages.phonePattern],
    [{ phone: '600 -- 123 456' }, 'phone', messages.phonePattern],
    // A long run of digits and a letter: refused at once (the old pattern tried every split of the digits; the tab froze).
    [{ phone: `${'1'.repeat(29)}a` }, 'phone', messages.phonePattern],
    [{ message: '' }, 'message', messages.messageRequired],
    [{ message: 'Za krótko' }, 'message', messages.messageTooShort],
  ])('%o gives the %s message', (values, field, message) => {
    expect(contact(values)).toEqual({ [field]: message })
  })
  test.each(['Łucja Żak', "Anne O'Neill", 'Anna Kowalska-Nowak', 'José Álvarez', 'Ørjan Søberg', 'D’Artagnan', 'Li'])('accepts the name %s', (name) => {
    expect(contact({ name })).toEqual({})
  })
  test.each([
    '600100200',
    '600 100 200',
    '600-100-200',
    '+48 600 100 200',
    '+48-22-100-00-00',
    '22 100 00 00',
    '(22) 100 00 00',
    '+48 (22) 100-00-00',
    '+44 20 7946 0958',
    '+1 212 555 0100',
    // As a phone trial typed them: two spaces, dots, slashes, a dash with spaces.
    '600  123 456',
    '600.123.456',
    '600/123/456',
    '600 - 123 - 456',
    '+48 600.123.456',
  ])('accepts the phone number %s', (phone) => {
    expect(contact({ phone })).toEqual({})
  })
  test('a message of exactly 10 characters is long enough', () => {
    expect(contact({ message: '1234567890' })).toEqual({})
  })
})

describe('booking form rules', () => {
  test('valid values pass', () => {
    expect(booking({})).toEqual({})
  })
  test.each([
    [{ visitType: '' }, 'visitType', messages.visitTypeRequired],
    [{ visitType: 'massage' }, 'visitType', messages.other],
    [{ visitType: 'vaccination' }, 'vaccineType', messages.vaccineTypeRequired],
    [{ phone: '' }, 'phone', messages.phoneRequired],
    [{ phone: 'abc' }, 'phone', messages.phonePattern],
    [{ date: '' }, 'date', messages.dateRequired],
    [{ date: '2026-11-17' }, 'date', messages.datePast],
    [{ date: '2026-11-21' }, 'date', messages.dateWeekend],
    [{ date: '2026-11-22' }, 'date', messages.dateWeekend],
    [{ date: '2026-12-24' }, 'date', messages.dateHoliday],
    [{ date: '2027-01-06' }, 'date', messages.dateHoliday],
    [{ date: '2027-03-29' }, 'date', messages.dateHoliday], // Easter Monday
    [{ date: '2027-11-19' }, 'date', messages.dateTooFar], // a year and a day
    [{ date: '2062-11-20' }, 'date', messages.dateTooFar],
    [{ time: '' }, 'time', messages.timeRequired],
    [{ time: '16:10' }, 'time', messages.timeUnavailable],
    [{ visitType: 'travel', time: '16:15' }, 'time', messages.timeUnavailable],
    [{ message: 'Krótko' }, 'message', messages.messageTooShort],
  ])('%o gives the %s message', (values, field, message) => {
    expect(booking(values)).toEqual({ [field]: message })
  })
  test('today itself is allowed, the message is optional, the vaccine type passes once chosen', () => {
    expect(booking({ date: today, message: '' })).toEqual({})
    // A year ahead is the last day taken; the working days around a holiday are taken.
    expect(booking({ date: '2027-11-18' })).toEqual({})
    expect(booking({ date: '2026-12-23' })).toEqual({})
    expect(latestDate('2028-02-29')).toBe('2029-03-01')
    expect(booking({ visitType: 'vaccination', vaccineType: 'flu' })).toEqual({})
  })
  test('the name and e-mail rules are the same as in the contact form', () => {
    expect(booking({ name: '', email: 'x@y' })).toEqual({
      name: messages.nameRequired,
      email: messages.emailFormat,
    })
  })
})

describe('length limits (lib/forms/limits.ts)', () => {
  const longName = (length: number) => `Anna ${'a'.repeat(length - 5)}`
  const longEmail = (length: number) => `${'a'.repeat(length - 12)}@example.com`
  const longMessage = (length: number) => 'Dzień dobry. '.repeat(Math.ceil(length / 13)).slice(0, length)

  test('a value at its limit passes in both forms; one character more gets the Polish message', () => {
    const cases = [
      ['name', longName, messages.nameTooLong],
      ['email', longEmail, messages.emailTooLong],
      ['message', longMessage, messages.messageTooLong],
    ] as const
    for (const [field, make, message] of cases) {
      const limit = FIELD_LIMITS[field]
      expect(make(limit)).toHaveLength(limit)
      expect(contact({ [field]: make(limit) })).toEqual({})
      expect(booking({ [field]: make(limit) })).toEqual({})
      expect(contact({ [field]: make(limit + 1) })).toEqual({ [field]: message })
      expect(booking({ [field]: make(limit + 1) })).toEqual({ [field]: message })
    }
    // A phone number too long is told so, not that it is written wrongly.
    expect(contact({ phone: '6'.repeat(FIELD_LIMITS.phone + 1) })).toEqual({ phone: messages.phoneTooLong })
    expect(booking({ phone: '6'.repeat(FIELD_LIMITS.phone + 1) })).toEqual({ phone: messages.phoneTooLong })
  })

  test('white space around a pasted text does not count: it is not sent', () => {
    const text = longMessage(FIELD_LIMITS.message)
    expect(contact({ message: `\n\n${text}\r\n  ` })).toEqual({})
  })

  test('a text pasted from Word, 10 000 characters, is refused with the limit named, not cut', () => {
    expect(contact({ message: longMessage(10_000) })).toEqual({ message: 'Wiadomość jest zbyt długa (maksymalnie 3000 znaków)' })
  })

  test('the messages name the field and the limit in the right Polish form', () => {
    expect(FIELD_LIMITS).toMatchObject({ name: 100, email: 254, phone: 30, message: 3000 })
    expect(messages.nameTooLong).toBe('Imię i nazwisko jest zbyt długie (maksymalnie 100 znaków)')
    expect(messages.emailTooLong).toBe('Adres e-mail jest zbyt długi (maksymalnie 254 znaki)')
    expect(messages.phoneTooLong).toBe('Numer telefonu jest zbyt długi (maksymalnie 30 znaków)')
  })

  test.each([
    [1, '1 znak'],
    [3, '3 znaki'],
    [5, '5 znaków'],
    [12, '12 znaków'],
    [22, '22 znaki'],
    [254, '254 znaki'],
    [10_000, '10\u00a0000 znaków'],
  ])('%i: "%s"', (count, words) => {
    expect(characters(count)).toBe(words)
  })

  test.each([
    [2788, 'Pozostało 212 znaków'],
    [2998, 'Pozostały 2 znaki'],
    [2999, 'Pozostał 1 znak'],
    [3000, 'Pozostało 0 znaków'],
    [3001, 'Masz o 1 znak za dużo'],
    [10_000, 'Masz o 7000 znaków za dużo'],
  ])('the counter at %i of 3000 says "%s"', (length, text) => {
    expect(counterText(length, 3000)).toBe(text)
  })
})

test('localToday uses the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
})

test("today's times that have passed are refused; later ones, and any time on a later day, pass", () => {
  const at = (minutesNow: number, values: Record<string, string>) =>
    validate(bookingRules(forms.bookingForm.visitTypes, today, minutesNow), { ...validBooking, ...values }).time
  const slot = validBooking.time
  const [hours, minutes] = slot.split(':').map(Number)
  const slotMinutes = hours! * 60 + minutes!
  expect(at(slotMinutes + 1, { date: today })).toBe(messages.timePast)
  expect(at(slotMinutes, { date: today })).toBe(messages.timePast)
  expect(at(slotMinutes - 1, { date: today })).toBeUndefined()
  expect(at(23 * 60 + 59, { date: '2026-11-19' })).toBeUndefined()
  // Without the time of day (the server's rules, say), only the date counts.
  expect(validate(bookingRules(forms.bookingForm.visitTypes, today), { ...validBooking, date: today }).time).toBeUndefined()
})

test('localMinutes counts from the local midnight', () => {
  expect(localMinutes(new Date(2026, 0, 5, 16, 15))).toBe(975)
})
