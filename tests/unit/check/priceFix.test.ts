import { expect, test } from 'vitest'
import { priceWhy, spacedPrice } from '../../../lib/check/priceFix.ts'

// A price's fix is safe only when spacing or the dash is all that differs (lib/check/priceFix.ts).

test.each([
  ['35zł', '35 zł'],
  ['35  zł', '35 zł'],
  ['35\u00a0zł', '35 zł'],
  [' 35 zł ', '35 zł'],
  ['od160 zł', 'od 160 zł'],
  ['250 - 300 zł', '250–300 zł'],
  ['250-300zł', '250–300 zł'],
  ['1 200 zł', '1200 zł'],
  ['Od 35 zł', 'od 35 zł'],
])('%s → %s', (written, meant) => expect(spacedPrice(written)).toBe(meant))

test.each(['35', '35,50 zł', '35 PLN', '35 złotych', '0 zł', 'ok. 35 zł', '35 zł'])('%s: no safe fix', (written) =>
  expect(spacedPrice(written)).toBeUndefined(),
)

// The check's line says why a price that looks right is refused (the format alone did not).
test.each([
  ['36\u00a0zł', 'jest w niej twarda spacja, np. z Excela albo Worda; zapisz „36 zł”'],
  ['30-40 zł', 'zakres pisze się z półpauzą „–”, nie z łącznikiem „-”; zapisz „30–40 zł”'],
  ['Od 35 zł', '„od” pisze się małą literą; zapisz „od 35 zł”'],
  ['35zł', 'spacje stoją inaczej niż we wzorze; zapisz „35 zł”'],
  ['35,50 zł', 'cena jest w pełnych złotych, bez groszy'],
  ['35.50 zł', 'cena jest w pełnych złotych, bez groszy'],
  // An office worker typed the price the Polish way: what to write is certain when the grosze are none.
  ['120,00 zł', 'cena jest w pełnych złotych, bez groszy; zapisz „120 zł”'],
  ['120.00', 'cena jest w pełnych złotych, bez groszy; zapisz „120 zł”'],
  ['35 PLN', 'walutę pisze się „zł”'],
  ['35', 'po kwocie brakuje „zł”; zapisz „35 zł”'],
  ['od 160', 'po kwocie brakuje „zł”; zapisz „od 160 zł”'],
  ['30-40', 'po kwocie brakuje „zł”; zapisz „30–40 zł”'],
  ['0', 'po kwocie brakuje „zł”, np. „150 zł”'],
])('%s: %s', (written, why) => expect(priceWhy(written)).toBe(why))

test.each(['ok. 35 zł', 'bezpłatnie', ''])('%s: nothing more to say than the format', (written) => expect(priceWhy(written)).toBeUndefined())
