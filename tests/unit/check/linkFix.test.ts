import { expect, test } from 'vitest'
import { linkFix } from '../../../lib/check/linkFix.ts'

test('linkFix: a web address gets words to fill in; www. gets https://', () => {
  expect(linkFix('https://pacjent.gov.pl')).toBe('Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://pacjent.gov.pl)')
  expect(linkFix('www.who.int')).toBe('Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://www.who.int)')
})

test('linkFix: an e-mail address and a phone number are their own words', () => {
  expect(linkFix('mailto:iod@example.org')).toBe('Napisz go jako odnośnik: [iod@example.org](mailto:iod@example.org)')
  expect(linkFix('iod@example.org?subject=RODO')).toBe('Napisz go jako odnośnik: [iod@example.org](mailto:iod@example.org?subject=RODO)')
  expect(linkFix('tel:+48221234567')).toBe('Napisz go jako odnośnik: [+48221234567](tel:+48221234567); numer przychodni wstawia znacznik <Phone />')
})

test('linkFix: no link to copy for an address a link may not lead to', () => {
  expect(linkFix('http://example.org')).not.toContain('(http://')
  expect(linkFix('http://example.org')).toContain('https://')
  for (const address of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'ftp://example.org/a', 'data:text/html,x']) {
    expect(linkFix(address)).not.toContain(address)
    expect(linkFix(address)).toContain('(https://…)')
  }
})
