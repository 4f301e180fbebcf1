import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { InlineMarkdown } from '../../../components/ui/InlineMarkdown.tsx'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { schemeOf } from '../../../lib/security/contentHtml.ts'
import { lineOf, siteWith, TODAY } from '../checkHelpers.ts'

// Markdown in data files goes through the pages' scheme allow-list (issue 40:
// a notice's [link](javascript:…) was shown on every page). A data file is not
// compiled like a page, so the renderer refuses it too.

/** Addresses a link must never lead to, as someone might type them to slip past a check. */
const refused = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '<java\tscript:alert(1)>',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&colon;alert(1)',
  'http://example.org',
  'HTTP://example.org',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '<\u0001javascript:alert(1)>',
  ' javascript:alert(1)',
]

const notice = (text: string) => ({
  'content/data/notices.yaml': () => `notices:\n  - text: ${JSON.stringify(text)}\n    lastDay: '2026-12-31'\n    pages:\n      - wszystkie\n`,
})

describe('a notice’s link with a refused scheme is an error at the notice’s line (odnosnik)', () => {
  test.each(refused.map((url) => [JSON.stringify(url), url] as const))('%s', (_, url) => {
    const problems = runChecks(siteWith(notice(`Przychodnia jest nieczynna. [Szczegóły](${url})`)), TODAY)
    expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.severity} [${problem.rule}]`)).toContain(
      'content/data/notices.yaml:2 error [odnosnik]',
    )
  })

  test('as an autolink, and as a reference with its definition (another rule’s line for the spot, excused or lowered, does not hide it)', () => {
    for (const text of ['Szczegóły: <javascript:alert(1)>', 'Szczegóły: [tutaj][a]\n\n[a]: javascript:alert(1)']) {
      const excused = {
        'content/data/notices.yaml': () =>
          `notices:\n  # sprawdzenie: pomiń komunikat – dwa akapity są tu potrzebne\n  - text: ${JSON.stringify(text)}\n    lastDay: '2026-12-31'\n    pages:\n      - wszystkie\n`,
      }
      expect(runChecks(siteWith(notice(text)), TODAY).map((problem) => `${problem.line} ${problem.severity}`)).toContain('2 error')
      for (const problems of [
        runChecks(siteWith(excused), TODAY).map((problem) => ({ ...problem, line: problem.line - 1 })),
        runChecks(siteWith({ ...notice(text), 'content/sprawdzenie.yaml': () => 'reguły:\n  komunikat: uwaga\n' }), TODAY),
      ])
        expect(problems.map((problem) => `${problem.line} [${problem.rule}] ${problem.message}`)).toContainEqual(
          expect.stringMatching(/^2 \[odnosnik\] odnośnik „javascript:alert\(1\)” zaczyna się od „javascript:”/),
        )
    }
  })

  test('https, mailto, tel and this site’s paths are fine', () => {
    const text = 'Zmiana godzin: [kontakt](/kontakt), [mapa](https://example.org), [e-mail](mailto:a@example.org), [telefon](tel:+48221000000).'
    expect(runChecks(siteWith(notice(text)), TODAY).filter((problem) => problem.rule === 'odnosnik')).toEqual([])
  })

  test('in a YAML block scalar, at the field’s line', () => {
    const edits = {
      'content/data/notices.yaml': () =>
        "notices:\n  - text: |-\n      Przychodnia jest nieczynna.\n      [Szczegóły](JAVASCRIPT:alert(1))\n    lastDay: '2026-12-31'\n    pages:\n      - wszystkie\n",
    }
    expect(runChecks(siteWith(edits), TODAY).map((problem) => `${problem.line} [${problem.rule}]`)).toContain('2 [odnosnik]')
  })
})

test('an FAQ answer’s link with a refused scheme is an error at the answer’s line', () => {
  const file = 'content/data/faq.yaml'
  const line = lineOf(file, 'answer: Na pierwszą wizytę przyjdź')
  for (const url of ['javascript:alert(1)', '<java\tscript:alert(1)>', 'data:text/html,x', 'http://example.org', '<\u0001javascript:alert(1)>']) {
    const edits = { [file]: (text: string) => text.replace(/answer: Na pierwszą wizytę.*\n/, `answer: ${JSON.stringify(`Zobacz [tutaj](${url}).`)}\n`) }
    expect(
      runChecks(siteWith(edits), TODAY).map((problem) => `${problem.line} ${problem.severity} [${problem.rule}]`),
      url,
    ).toContain(`${line} error [odnosnik]`)
  }
})

test('the scheme is read as a browser reads it: control characters and spaces before it, tabs and new lines inside it', () => {
  expect(schemeOf('\u0001javascript:alert(1)')).toBe('javascript:')
  expect(schemeOf('\u0000 \u001fJava\tScr\nipt:alert(1)')).toBe('javascript:')
  expect(schemeOf('/kontakt#godziny')).toBeUndefined()
})

test('the notice’s renderer shows a refused link as its words, and keeps the allowed ones', () => {
  for (const url of refused.filter((url) => !url.startsWith('&'))) {
    const html = renderToStaticMarkup(<InlineMarkdown text={`Nieczynne. [Szczegóły](${url})`} />)
    expect(html, url).not.toContain('<a')
    expect(html, url).toContain('Szczegóły')
  }
  expect(renderToStaticMarkup(<InlineMarkdown text="[Szczegóły](&#106;avascript:alert(1))" />)).not.toContain('<a')
  expect(renderToStaticMarkup(<InlineMarkdown text="<javascript:alert(1)>" />)).not.toContain('<a')
  expect(renderToStaticMarkup(<InlineMarkdown text="[Kontakt](/kontakt) i [mapa](https://example.org)" />)).toContain('<a href="/kontakt">Kontakt</a>')
})
