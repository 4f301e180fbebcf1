import { expect, test } from 'vitest'
import { faqCategories } from '../../../lib/schemas/faqSchema.ts'
import { check, lineOf } from '../checkHelpers.ts'

// A new FAQ question's category left unchosen (the form's radio buttons hold '' until one is clicked): said as a
// choice not made, with the choices, not as a wrong value to correct ('ma mieć wartość…', 'Popraw wartość').
test('a choice left empty: no value chosen, choose one of them', () => {
  const faq = 'content/data/faq.yaml'
  const line = lineOf(faq, '    category: ')
  const [problem, ...rest] = check({ [faq]: (text) => text.replace(/ {4}category: \w+/, "    category: ''") })
  expect(rest).toEqual([])
  expect(problem).toMatch(new RegExp(`^${faq}:${line}:\\d+: pole „.+ › Kategoria” nie ma wybranej wartości z listy: `))
  expect(problem).toContain(Object.values(faqCategories).join(', '))
  expect(problem).toMatch(/\. Zaznacz jedną z nich$/)
})
