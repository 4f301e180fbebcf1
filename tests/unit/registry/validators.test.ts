import { describe, expect, test } from 'vitest'
import { clinicSchema } from '../../../lib/schemas/clinicSchema.ts'
import { isValidBankAccount, isValidKrs, isValidNip, isValidRegon } from '../../../lib/registry/validators.ts'
import { headingId } from '../../../lib/content/headingId.ts'
import { join } from 'node:path'
import { parseYaml } from '../../../lib/data/parseYaml.ts'
import { readSource } from '../../../lib/content/sourceText.ts'
import { formatIssues } from '../../../lib/check/formatIssues.ts'

describe('NIP', () => {
  test.each(['1234563218', '123-456-32-18', '526-000-12-46'])('accepts %s', (nip) => expect(isValidNip(nip)).toBe(true))
  test.each(['1234563219', '123456321', '12345632180', 'abcdefghij', '1234567890'])('rejects %s', (nip) => expect(isValidNip(nip)).toBe(false))
})

describe('REGON', () => {
  test.each(['123456785', '012345675', '12345678512347'])('accepts %s', (regon) => expect(isValidRegon(regon)).toBe(true))
  test.each(['123456786', '12345678', '12345678512348', '123456786 12347'.replace(' ', '')])('rejects %s', (regon) => expect(isValidRegon(regon)).toBe(false))
})

describe('bank account (NRB)', () => {
  test.each(['96 1234 5678 0000 0000 0000 0001', '96123456780000000000000001', 'PL96123456780000000000000001', '61 1090 1014 0000 0712 1981 2874'])(
    'accepts %s',
    (account) => expect(isValidBankAccount(account)).toBe(true),
  )
  test.each(['97 1234 5678 0000 0000 0000 0001', '96 1234 5678 0000 0000 0000 0002', '96 1234 5678 0000 0000 0000 001'])('rejects %s', (account) =>
    expect(isValidBankAccount(account)).toBe(false),
  )
})

test('KRS is ten digits', () => {
  expect(isValidKrs('0000123456')).toBe(true)
  expect(isValidKrs('000012345')).toBe(false)
})

test('the identity file fails with the field named when a number has a wrong check digit', () => {
  // As written in the file (the schema's output adds the days' words, which the file does not have).
  const clinic = parseYaml(readSource(join(process.cwd(), 'content/data/clinic.yaml'))) as { registry: object }
  const broken = { ...clinic, registry: { ...clinic.registry, nip: '123-456-32-19', bankAccount: '96 1234 5678 0000 0000 0000 0002' } }
  const result = clinicSchema.safeParse(broken)
  expect(result.success).toBe(false)
  expect(formatIssues('content/data/clinic.yaml', result.error!.issues, broken)).toEqual([
    'content/data/clinic.yaml: pole "registry.nip" nie jest poprawnym numerem NIP (10 cyfr; sprawdź cyfrę kontrolną)',
    'content/data/clinic.yaml: pole "registry.bankAccount" nie jest poprawnym numerem rachunku (26 cyfr; sprawdź cyfry kontrolne)',
  ])
})

test.each([
  ['Jak umówić wizytę?', 'jak-umowic-wizyte'],
  ['Czy muszę mieć skierowanie na badania?', 'czy-musze-miec-skierowanie-na-badania'],
  ['Żółta książeczka – duplikat', 'zolta-ksiazeczka-duplikat'],
  ['COVID-19 i grypa: ile odczekać?', 'covid-19-i-grypa-ile-odczekac'],
  ['Łódź', 'lodz'],
])('heading "%s" has the anchor #%s', (text, id) => {
  expect(headingId(text)).toBe(id)
})
