import { describe, expect, test } from 'vitest'
import { forms } from '../../lib/data/siteData.ts'
import { messages } from '../../lib/forms/messages.ts'
import { bookingRules, contactRules, localToday, validate } from '../../lib/forms/validation.ts'

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
    [{ message: '' }, 'message', messages.messageRequired],
    [{ message: 'Za krótko' }, 'message', messages.messageTooShort],
  ])('%o gives the %s message', (values, field, message) => {
    expect(contact(values)).toEqual({ [field]: message })
  })
  test.each(['Łucja Żak', "Anne O'Neill", 'Anna Kowalska-Nowak', 'José Álvarez', 'Ørjan Søberg', 'D’Artagnan', 'Li'])('accepts the name %s', (name) => {
    expect(contact({ name })).toEqual({})
  })
  test.each(['600100200', '600 100 200', '600-100-200', '+48 600 100 200', '+48-22-100-00-00', '22 100 00 00', '+44 20 7946 0958', '+1 212 555 0100'])(
    'accepts the phone number %s',
    (phone) => {
      expect(contact({ phone })).toEqual({})
    },
  )
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
    [{ time: '' }, 'time', messages.timeRequired],
    [{ time: '16:10' }, 'time', messages.timeUnavailable],
    [{ visitType: 'travel', time: '16:15' }, 'time', messages.timeUnavailable],
    [{ message: 'Krótko' }, 'message', messages.messageTooShort],
  ])('%o gives the %s message', (values, field, message) => {
    expect(booking(values)).toEqual({ [field]: message })
  })
  test('today itself is allowed, the message is optional, the vaccine type passes once chosen', () => {
    expect(booking({ date: today, message: '' })).toEqual({})
    expect(booking({ visitType: 'vaccination', vaccineType: 'flu' })).toEqual({})
  })
  test('the name and e-mail rules are the same as in the contact form', () => {
    expect(booking({ name: '', email: 'x@y' })).toEqual({
      name: messages.nameRequired,
      email: messages.emailFormat,
    })
  })
})

test('localToday uses the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
})
