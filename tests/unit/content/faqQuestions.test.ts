import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { faqEntries } from '../../../lib/content/faqEntries.ts'
import { faqAnchor, readFaqQuestions, withFaqQuestions } from '../../../lib/content/faqQuestions.ts'
import { headingId } from '../../../lib/content/headingId.ts'
import { compiledModule, mdxProcessor } from '../../../lib/content/mdxCompiler.ts'
import { readSource } from '../../../lib/content/sourceText.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { siteWith, TODAY } from '../checkHelpers.ts'
import { faqSchema, type FaqQuestion } from '../../../lib/schemas/faqSchema.ts'
import { frozenFile, frozenSite } from '../../frozenSite.ts'

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

describe('a question is put into the page as data: a line break and code in it stay text, and the check and the build agree', () => {
  // Issue 40: faq.yaml's question "Pytanie\nexport const x = 1" passed the check and then stopped the build:
  // the line break ended the heading, and the next line was page source.
  const questions = [
    'Jak umówić wizytę?\nexport const x = 1',
    'Jak umówić wizytę?\r\nimport fs from "node:fs"',
    'Jak umówić wizytę?\n\nexport const x = process.exit(1)',
    'Jak umówić wizytę?\u2028export const x = 1',
    'Jak umówić wizytę? {process.exit(1)} <script>alert(1)</script> &#x3C;b&#x3E; [x](javascript:alert(1))',
    'Jak umówić wizytę?\n<script>alert(1)</script>\n{process.exit(1)}',
  ]

  test.each(questions.map((question) => [JSON.stringify(question), question] as const))('%s', (_, question) => {
    const text = withFaqQuestions('<FaqQuestions category="wizyty" />\n', [ask(question, 'wizyty', { answer: 'Nie.' })])
    const file = new VFile({ path: 'content/faq.mdx', value: text })
    const tree = mdxProcessor.parse(file) as Root
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph'])
    const headings: string[] = []
    visit(tree, 'heading', (heading: Heading) => void headings.push(toString(heading)))
    expect(headings).toEqual([question.replace(/\s+/g, ' ')])
    expect(headingId(headings[0]!)).toBe(faqAnchor(question))
    // Nothing in it is code, an element or a link: the heading holds text only, and the page compiles.
    const kinds = new Set<string>()
    visit(tree, (node) => void kinds.add(node.type))
    expect([...kinds].sort()).toEqual(['heading', 'paragraph', 'root', 'text'])
    expect(() => mdxProcessor.processSync(new VFile({ path: 'content/faq.mdx', value: text }))).not.toThrow()
  })

  test('in faq.yaml, as an editor could type it (quoted with \\n, a block scalar): the check accepts it and its compiled page is the build’s', () => {
    const file = 'content/data/faq.yaml'
    for (const written of ['"Jak umówić wizytę?\\nexport const x = 1"', '|-\n      Jak umówić wizytę?\n      export const x = 1']) {
      const root = siteWith({ [file]: (text) => text.replace('question: Jak umówić wizytę?', `question: ${written}`) })
      const problems = runChecks(root, TODAY, { compile: true }).filter((problem) => problem.severity === 'error')
      expect(problems, written).toEqual([])
      // The build compiles /faq with the questions put in from faq.yaml: the module the check compiled is that one.
      const page = withFaqQuestions(readSource(join(root, 'content/faq.mdx')), readFaqQuestions(root))
      expect(page).toContain('### Jak umówić wizytę? export const x = 1\n')
      expect(compiledModule(page), written).toBeDefined()
    }
  })
})

test('a non-breaking space in a question stays (Polish typography), in the heading and in its address', () => {
  const question = 'Czy szczepicie w\u00a0soboty?'
  const text = withFaqQuestions('<FaqQuestions category="wizyty" />\n', [ask(question, 'wizyty', { answer: 'Tak.' })])
  expect(text).toContain(`### ${question}\n`)
  expect(faqAnchor(question)).toBe('czy-szczepicie-w-soboty')
  expect(faqEntries(text, {})).toEqual([{ question, answer: 'Tak.' }])
})
