import { readFileSync } from 'node:fs'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { faqEntries } from '../../lib/content/faqEntries.ts'
import { faqAnchor, readFaqQuestions, withFaqQuestions } from '../../lib/content/faqQuestions.ts'
import { headingId } from '../../lib/content/headingId.ts'
import { mdxProcessor } from '../../lib/content/mdxCompiler.ts'
import { faqSchema, type FaqQuestion } from '../../lib/schemas/faqSchema.ts'
import { frozenFile, frozenSite } from '../frozenSite.ts'

// The FAQ's questions are entries of content/data/faq.yaml; content/faq.mdx
// places them (<FaqQuestions category="…" />, <FaqQuickLinks />), and the
// compiler gets the page with them put in (lib/content/faqQuestions.ts).

const page = readFileSync(frozenFile('content/faq.mdx'), 'utf8')
const questions = faqSchema.parse(parse(readFileSync(frozenFile('content/data/faq.yaml'), 'utf8'))).questions

test('the compiler gets the frozen /faq exactly as it was typed by hand before its questions moved to faq.yaml', () => {
  // tests/fixtures/faqPageTypedByHand.mdx is the frozen faq.mdx of the commit before the move: the same
  // text in, the same page out (headings, their ids, quick links, structured data). The build test
  // tests/build/faqPage.test.ts checks the built page itself against faq.yaml.
  expect(withFaqQuestions(page, readFaqQuestions(frozenSite))).toBe(readFileSync('tests/fixtures/faqPageTypedByHand.mdx', 'utf8'))
})

const ask = (question: string, category: FaqQuestion['category'], extra: Partial<FaqQuestion> = {}): FaqQuestion => ({
  question,
  category,
  answer: `Odpowiedź na pytanie: ${question}`,
  ...extra,
})
const layout = [
  'Wstęp.',
  '',
  '<FaqQuickLinks />',
  '',
  '## Badania',
  '',
  '<FaqQuestions category="badania" />',
  '',
  '## Wizyty',
  '',
  '<FaqQuestions category="wizyty" />',
  '',
].join('\n')

test("each category's questions stand in file order under its line; quick links list the ticked ones in the page's order", () => {
  const list = [
    ask('Jak umówić wizytę?', 'wizyty', { quickLink: true }),
    ask('Czy na czczo?', 'badania', { quickLink: true }),
    ask('Ile kosztuje?', 'platnosci', { quickLink: true }),
    ask('Kiedy wyniki?', 'badania'),
  ]
  expect(withFaqQuestions(layout, list)).toBe(
    [
      'Wstęp.',
      '',
      '<FaqQuickLinks>',
      '',
      '- [Czy na czczo?](#czy-na-czczo)',
      '- [Jak umówić wizytę?](#jak-umowic-wizyte)',
      '',
      '</FaqQuickLinks>',
      '',
      '## Badania',
      '',
      '### Czy na czczo?',
      '',
      'Odpowiedź na pytanie: Czy na czczo?',
      '',
      '### Kiedy wyniki?',
      '',
      'Odpowiedź na pytanie: Kiedy wyniki?',
      '',
      '## Wizyty',
      '',
      '### Jak umówić wizytę?',
      '',
      'Odpowiedź na pytanie: Jak umówić wizytę?',
      '',
    ].join('\n'),
  )
})

test('a question is plain text: Markdown and MDX characters in it show as typed, and its anchor is made from the words shown', () => {
  const question = 'Czy *gwiazdka*, <3 lata, {x}, [nawias] i #numer_1 zmieniają coś? & co dalej #'
  const text = withFaqQuestions('<FaqQuestions category="wizyty" />\n', [ask(question, 'wizyty', { answer: 'Nie.' })])
  const file = new VFile({ path: 'content/faq.mdx', value: text })
  const tree = mdxProcessor.parse(file) as Root
  expect(() => mdxProcessor.runSync(structuredClone(tree) as never, file)).not.toThrow()
  const headings: string[] = []
  visit(tree, 'heading', (heading: Heading) => void headings.push(toString(heading)))
  expect(headings).toEqual([question])
  expect(headingId(headings[0]!)).toBe(faqAnchor(question))
})

test("the FAQ's structured data are faq.yaml's questions, in the page's order", () => {
  const entries = faqEntries(withFaqQuestions(page, questions), {})
  const order = ['wizyty', 'szczepienia', 'podroze', 'badania', 'platnosci']
  const expected = order.flatMap((category) => questions.filter((entry) => entry.category === category)).map((entry) => entry.question)
  // An answer that is only a component with no plain text (<PatientInfo />, with no facts given here) drops out, as before.
  expect(entries.map((entry) => entry.question)).toEqual(expected.filter((question) => entries.some((entry) => entry.question === question)))
  expect(entries.length).toBeGreaterThan(questions.length - 5)
})

test('faq.yaml: two questions with one address are refused at the second', () => {
  const result = faqSchema.safeParse({ questions: [ask('Jak umówić wizytę?', 'wizyty'), ask('Jak umówić wizytę ?', 'badania')] })
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['questions.1.question', 'ma ten sam adres (#jak-umowic-wizyte) co pytanie z wiersza 1; zmień jego słowa albo usuń jedno z nich'],
  ])
})
