import { expect, test } from 'vitest'
import { LONGEST_TEXT } from '../../../../lib/check/load/loadTrees.ts'
import { problemText } from '../../../../lib/check/problem.ts'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { frontmatter, siteWith, TODAY } from '../../checkHelpers.ts'

// A security trial: a page of one 350 KB line of '\[a](/ ' passed the check after minutes (the Markdown
// parser's time grows with the square of such a line), and the editor's preview would take as long.
test('a page longer than the check reads is one mistake at its first line, and is not parsed', () => {
  const line = '\\[a](/ '.repeat(Math.ceil((LONGEST_TEXT + 1) / 7))
  const root = siteWith({ 'content/za-dluga.mdx': () => `${frontmatter}${line}\n` })
  const problems = runChecks(root, TODAY).filter((problem) => problem.file === 'content/za-dluga.mdx')
  expect(problems.map((problem) => [problem.rule, problem.line])).toEqual([['mdx-skladnia', 1]])
  expect(problemText(problems[0]!)).toMatch(/: tekst ma [\d\u00a0]+ znaków, a sprawdzenie czyta teksty do 100\u00a0000 znaków\. Podziel go na kilka stron/)
})

test('a long page under the limit is read as any other', () => {
  const paragraphs = Array.from({ length: 200 }, (_, index) => `Akapit numer ${index + 1} o szczepieniach przed podróżą.`).join('\n\n')
  const root = siteWith({ 'content/dluga.mdx': () => `${frontmatter}${paragraphs}\n` })
  expect(runChecks(root, TODAY).filter((problem) => problem.file === 'content/dluga.mdx' && problem.rule === 'mdx-skladnia')).toEqual([])
})
