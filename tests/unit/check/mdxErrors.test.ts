import { expect, test } from 'vitest'
import { compileProblem } from '../../../lib/check/mdxErrors.ts'
import { problemLine } from '../../../lib/check/renderErrors.ts'
import { asProblem } from '../../../lib/check/problem.ts'

const source = ['---', 'title: Kontakt', '---', '', 'Zadzwoń {uwaga} do nas.', ''].join('\n')

test("compileProblem: the compiler's error at the brace that opens the expression", () => {
  const error = Object.assign(new Error(), {
    reason: 'Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    line: 5,
    column: 16,
  })
  expect(problemLine(asProblem('mdx-skladnia', compileProblem('content/kontakt.mdx', source, error)))).toMatch(
    /^content\/kontakt\.mdx:5:9: w pliku MDX nawias „\{” otwiera kod/,
  )
})
