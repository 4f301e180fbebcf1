import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { TextWithContact } from '../../../../components/forms/TextWithContact.tsx'
import { displayPhone, telHref } from '../../../../lib/data/format.ts'
import { formCodeMessage, statusMessage } from '../../../../lib/forms/serviceErrors.ts'

const contact = { phone: '+48 22 100 00 00', email: 'rejestracja@example.org' }
const html = (text: string) => renderToStaticMarkup(<TextWithContact text={text} contact={contact} />)

test("a form's message names the clinic's number and address as links that dial and write, the words around them kept", () => {
  const markup = html(formCodeMessage('FORM_NOT_FOUND', contact))
  expect(markup).toContain(`<a href="${telHref(contact.phone)}">${displayPhone(contact.phone)}</a>`)
  expect(markup).toContain(`<a href="mailto:${contact.email}">${contact.email}</a>`)
  expect(markup.replace(/<[^>]+>/g, '').replaceAll(displayPhone(contact.phone), contact.phone)).toBe(formCodeMessage('FORM_NOT_FOUND', contact))
})

test('a message with the number alone links it once; a message with neither stays as it is', () => {
  const markup = html(statusMessage(429, contact)!)
  expect(markup.match(/<a /g)).toHaveLength(1)
  expect(markup).not.toContain('mailto:')
  expect(html('Wystąpił błąd w formularzu')).toBe('Wystąpił błąd w formularzu')
})
