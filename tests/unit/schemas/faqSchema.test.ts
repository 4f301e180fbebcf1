import { expect, test } from 'vitest'
import { faqCategories, faqSchema } from '../../../lib/schemas/faqSchema.ts'
import { problems } from './schemaProblems.ts'

test('a question without a category names the categories as the form lists them, not the codes the file keeps', () => {
  const [line, ...rest] = problems('faq.yaml', faqSchema, { questions: [{ question: 'Czy trzeba się umówić?', answer: 'Tak.' }] })
  expect(rest).toEqual([])
  expect(line).toContain(`ma być wybrana z listy: ${Object.values(faqCategories).join(', ')}`)
  for (const code of Object.keys(faqCategories).filter((code) => !Object.values(faqCategories).some((label) => label.toLowerCase().includes(code))))
    expect(line).not.toContain(code)
})
