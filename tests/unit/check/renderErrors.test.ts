import { describe, expect, test } from 'vitest'
import { problemsPage } from '../../../lib/vite/problemsPage.ts'
import { compileProblem } from '../../../lib/check/mdxErrors.ts'
import { ContentError, problemLine, renderProblem } from '../../../lib/check/renderErrors.ts'
import { asProblem } from '../../../lib/check/problem.ts'
import { pageRoute } from '../../../lib/vite/checkPlugin.ts'

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

test('a ContentError prints only its line, whoever prints it', () => {
  const error = new ContentError(renderProblem('content/kontakt.mdx', source, new ReferenceError('uwaga is not defined')))
  expect(error.stack).toBe(error.message)
  expect(error.message).toMatch(/^content\/kontakt\.mdx:5:9: /)
  expect(error.hideStack).toBe(true)
})

describe('pageRoute: which requests are a browser opening a page', () => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
  test.each([
    ['/kontakt', '/', '/kontakt'],
    ['/kontakt/?a=1', '/', '/kontakt'],
    ['/', '/', '/'],
    ['/klinika/cennik', '/klinika/', '/cennik'],
    ['/klinika', '/klinika/', '/'],
    ['/szczepienia/podr%C3%B3%C5%BCe', '/', '/szczepienia/podróże'],
  ])('%s (base %s) is the page %s', (url, base, route) => {
    expect(pageRoute({ method: 'GET', url, headers: html }, base)).toBe(route)
  })

  test.each([
    ['GET', '/@vite/client', html],
    ['GET', '/renderer/styles/index.css', html],
    ['GET', '/node_modules/.vite/deps/react.js', html],
    ['GET', '/kontakt', { accept: '*/*' }],
    ['POST', '/kontakt', html],
    ['GET', '/inny/kontakt', html],
  ])('%s %s is not', (method, url, headers) => {
    expect(pageRoute({ method, url, headers }, url.startsWith('/inny') ? '/klinika/' : '/')).toBeUndefined()
  })
})

test('the problems page escapes what it shows and loads the client that reloads it', () => {
  const problem = {
    file: 'content/kontakt.mdx',
    line: 3,
    column: 1,
    rule: 'komponent',
    severity: 'error' as const,
    message: 'znacznik <Notice> nie jest zamknięty',
    fix: 'Dodaj </Notice> & zapisz',
  }
  const html = problemsPage({ route: '/kontakt', problems: [problem], others: [], viteClient: '/@vite/client' })
  expect(html).toContain('<html lang="pl">')
  expect(html).toContain('<script type="module" src="/@vite/client"></script>')
  expect(html).toContain('<code>content/kontakt.mdx:3:1</code>')
  expect(html).toContain('znacznik &lt;Notice&gt; nie jest zamknięty')
  expect(html).toContain('Dodaj &lt;/Notice&gt; &amp; zapisz')
  expect(html).toContain('Reguła <code>komponent</code>: opis w docs/edycja/sprawdzenie.md#komponent')
  expect(html).not.toContain('Błędy w innych plikach')
})
