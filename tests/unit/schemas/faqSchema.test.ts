import { expect, test } from 'vitest'
import { faqCategories, faqSchema } from '../../../lib/schemas/faqSchema.ts'
import { problems } from './schemaProblems.ts'

test('a question without a category names the categories as the form lists them; the codes only as what the file holds', () => {
  const [line, ...rest] = problems('faq.yaml', faqSchema, { questions: [{ question: 'Czy trzeba się umówić?', answer: 'Tak.' }] })
  expect(rest).toEqual([])
  const labels = Object.values(faqCategories).join(', ')
  const codes = Object.keys(faqCategories).join(', ')
  expect(line).toContain(`ma mieć wartość z listy: ${labels} (w pliku: ${codes})`)
})
