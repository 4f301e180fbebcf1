import { expect, test } from 'vitest'
import { githubAnchor } from '../../../lib/docs/githubAnchor.ts'

test('anchors as GitHub makes them: lower case, diacritics kept, punctuation dropped', () => {
  expect(githubAnchor('Dane placówki (`content/data/clinic.yaml`)')).toBe('dane-placówki-contentdataclinicyaml')
  expect(githubAnchor('Krok 5. Scal zmianę')).toBe('krok-5-scal-zmianę')
  expect(githubAnchor('Godziny, telefon i ceny')).toBe('godziny-telefon-i-ceny')
  expect(githubAnchor('[Lista](x.md) reguł')).toBe('lista-reguł')
})
