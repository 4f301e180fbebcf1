import { deflateSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { pdfAction } from '../../../lib/check/pdfAction.ts'
import { catalog, goTo, packed, pages, script } from './pdfFixtures.ts'

test('an action in the file as text is found, its name escapes read', () => {
  expect(pdfAction(Buffer.from(`%PDF-1.4\n1 0 obj\n${catalog}\nendobj\n3 0 obj\n<< /S /J#61vaScript /J#53 (x) >>\nendobj\n`, 'latin1'))).toBe('JavaScript')
  expect(pdfAction(Buffer.from('%PDF-1.4\n1 0 obj\n<< /OpenAction << /S /Launch /F (calc.exe) >> >>\nendobj\n', 'latin1'))).toBe('Launch')
})

test('an action packed in a compressed object stream is found (the attacker trial: the check passed it)', () => {
  expect(pdfAction(packed([catalog, pages, script]))).toBe('JavaScript')
  expect(pdfAction(packed([catalog, pages, '<< /S /Java#53cript /JS 4 0 R >>']))).toBe('JavaScript')
  expect(pdfAction(packed([catalog, pages, script], { dictionary: '/Filter [ /FlateDecode ]' }))).toBe('JavaScript')
  // Not compressed at all.
  expect(pdfAction(packed([catalog, pages, script], { dictionary: '', encode: (bytes) => bytes }))).toBe('JavaScript')
})

test('a document packed the same way without such an action passes', () => {
  expect(pdfAction(packed([catalog, pages, goTo]))).toBeUndefined()
  expect(pdfAction(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'))).toBeUndefined()
})

test('an object stream the check cannot open is not passed', () => {
  const hex = (bytes: Buffer) => Buffer.from(`${deflateSync(bytes).toString('hex')}>`, 'latin1')
  expect(pdfAction(packed([catalog, pages, goTo], { dictionary: '/Filter [/ASCIIHexDecode /FlateDecode]', encode: hex }))).toBe('unreadable')
  expect(pdfAction(packed([catalog, pages, goTo], { dictionary: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>' }))).toBe('unreadable')
  // Encrypted (or otherwise broken) data: not a deflate stream.
  expect(pdfAction(packed([catalog, pages, goTo], { encode: (bytes) => Buffer.from(bytes.map((byte) => byte ^ 0x5a)) }))).toBe('unreadable')
})

// A security trial's three PDFs, each passed by the check before.
test('an object stream named with a comment inside its dictionary is opened all the same', () => {
  const commented = packed([catalog, pages, script]).toString('latin1').replace('/Type /ObjStm', '/Type %c\n/ObjStm')
  expect(pdfAction(Buffer.from(commented, 'latin1'))).toBe('JavaScript')
})

test('an XFA form, whose scripts a reader runs, is refused, packed or not', () => {
  const xfa = '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 5 0 R >> >>'
  expect(pdfAction(packed([xfa, pages, goTo]))).toBe('XFA')
  expect(pdfAction(Buffer.from(`%PDF-1.7\n1 0 obj\n${xfa.replace('/XFA', '/X#46A')}\nendobj\n`, 'latin1'))).toBe('XFA')
})

test('a link to a javascript: or file: address is refused however its string is written; https, mailto and tel pass', () => {
  const link = (uri: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI ${uri} >> >>\nendobj\n`, 'latin1')
  for (const unsafe of [
    '(javascript:app.alert\\(1\\))',
    '( JavaScript:x)',
    '(\\152avascript:x)',
    '<6a6176617363726970743a78>',
    '(java\\\nscript:x)',
    '(file:///C:/x.exe)',
  ])
    expect(pdfAction(link(unsafe)), unsafe).toBe('URI')
  for (const safe of ['(https://przychodnia.example/cennik)', '(mailto:rejestracja@przychodnia.example)', '(tel:+48221000000)', '<68747470733a2f2f612e706c>'])
    expect(pdfAction(link(safe)), safe).toBeUndefined()
  expect(pdfAction(packed([catalog, pages, '<< /S /URI /URI (javascript:x) >>']))).toBe('URI')
})
