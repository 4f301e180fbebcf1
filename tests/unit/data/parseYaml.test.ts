import { expect, test } from 'vitest'
import { parseYaml, rememberParsedYaml } from '../../../lib/data/parseYaml.ts'

// One build reads clinic.yaml in several places and in more than one copy of
// the site's code: each YAML text is parsed once per process, and the value,
// shared by every reader, cannot be changed by one of them.

test('a text is parsed once, and every reader gets the same value', () => {
  const text = 'name: Przychodnia\nhours:\n  - dzień: poniedziałek\n'
  const first = parseYaml(text)
  expect(first).toEqual({ name: 'Przychodnia', hours: [{ dzień: 'poniedziałek' }] })
  expect(parseYaml(text)).toBe(first)
})

test('the shared value is frozen all the way down: a reader that changes it fails at once', () => {
  const value = parseYaml('lista:\n  - a: 1\n') as { lista: { a: number }[] }
  expect(() => {
    value.lista[0]!.a = 2
  }).toThrow(TypeError)
  expect(() => value.lista.push({ a: 3 })).toThrow(TypeError)
})

test("the check's parse answers later readers; a text that is not YAML still throws", () => {
  const text = 'seeded: true\n'
  const seeded = { seeded: true }
  rememberParsedYaml(text, seeded)
  expect(parseYaml(text)).toBe(seeded)
  expect(() => parseYaml('a: "niezamknięty\n')).toThrow()
})
