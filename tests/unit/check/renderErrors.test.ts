import { describe, expect, test } from 'vitest'
import { ContentError, problemLine, renderProblem } from '../../../lib/check/renderErrors.ts'

// The pieces behind the dev server's problems page and the build's last line
// of defence (tests/e2e/devServer.test.ts and tests/build/buildStops.test.ts
// run them for real).

const source = ['---', 'title: Kontakt', '---', '', 'Zadzwoń {uwaga} do nas.', ''].join('\n')

describe('renderProblem: an error thrown while a page ran, as the check would say it', () => {
  test('a {word} is named at its brace', () => {
    const problem = renderProblem('content/kontakt.mdx', source, new ReferenceError('uwaga is not defined'))
    expect(problemLine(problem)).toBe(
      'content/kontakt.mdx:5:9: „{uwaga}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Jeśli to zwykły tekst, usuń nawiasy, użyj nawiasu okrągłego albo napisz \\{ i \\} [kod]',
    )
  })

  test('a missing component is named at the place MDX gives', () => {
    const error = new Error(
      'Expected component `Phnoe` to be defined: you likely forgot to import, pass, or provide it.\nIt’s referenced in your code at `10:156-10:165` in `/x/content/kontakt.mdx`',
    )
    expect(problemLine(renderProblem('content/kontakt.mdx', source, error))).toBe(
      'content/kontakt.mdx:10:156: nie ma komponentu <Phnoe>. Czy chodziło o <Phone>? Jego opis: docs/edycja/znaczniki.md#phone [komponent]',
    )
  })

  test('anything else names the file, without a line it cannot know', () => {
    expect(problemLine(renderProblem('content/kontakt.mdx', source, new TypeError('x.map is not a function')))).toBe(
      'content/kontakt.mdx: strony nie da się zbudować (x.map is not a function). Sprawdź znaczniki komponentów i nawiasy { } w tym pliku [mdx-skladnia]',
    )
  })
})

test('a ContentError prints only its line, whoever prints it', () => {
  const error = new ContentError(renderProblem('content/kontakt.mdx', source, new ReferenceError('uwaga is not defined')))
  expect(error.stack).toBe(error.message)
  expect(error.message).toMatch(/^content\/kontakt\.mdx:5:9: /)
  expect(error.hideStack).toBe(true)
})
