/**
 * Polish plural forms: 1 badanie, 2-4 badania (but 12-14 badań), 5+ badań,
 * 22-24 badania.
 */
export function pluralPl(count: number, [one, few, many]: readonly [string, string, string]): string {
  if (count === 1) return one
  const lastDigit = count % 10
  const lastTwo = count % 100
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many
}
