const rules = new Intl.PluralRules('pl')

/**
 * The Polish form of a word for `count`, as Intl.PluralRules('pl') chooses it:
 * 1 badanie, 2–4 badania (but 12–14 badań), 5+ badań, 22–24 badania.
 * For whole numbers: a fraction is `other` in Polish ("2,5 minuty"), a form
 * the three words given do not hold, and no count here is a fraction.
 */
export function pluralPl(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = rules.select(count)
  return category === 'one' ? one : category === 'few' ? few : many
}
