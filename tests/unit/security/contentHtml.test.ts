import { describe, expect, test } from 'vitest'
import { schemeOf } from '../../../lib/security/contentHtml.ts'
import { check, newPage } from '../checkHelpers.ts'

// Content can never run code (issue 32): what a page's MDX or an image in
// public/ may hold, each attack planted in a copy of the frozen site and
// refused at its line, in Polish, with what to write instead.

const errorsOf = (...body: string[]) => check(newPage(...body)).filter((line) => !line.includes(': uwaga: '))

describe('HTML in a page', () => {
  test.each([
    ['<script>alert(1)</script>', 'script'],
    ['<script>{"alert(1)"}</script>', 'script'],
    ['<style>{"body{display:none}"}</style>', 'style'],
    ['<meta httpEquiv="refresh" content="0;url=https://example.org" />', 'meta'],
    ['<link rel="stylesheet" href="https://example.org/a.css" />', 'link'],
    ['<base href="https://example.org/" />', 'base'],
    ['<iframe src="https://example.org" />', 'iframe'],
    ['<object data="/images/prep.svg" />', 'object'],
    ['<embed src="/images/prep.svg" />', 'embed'],
    ['<form action="https://example.org"><input name="a" /></form>', 'form'],
    ['<button>Wyślij</button>', 'button'],
    ['<svg><script>{"alert(1)"}</script></svg>', 'svg'],
    ['<marquee>Tekst</marquee>', 'marquee'],
  ])('%s is refused at its line, with what to use instead', (html, element) => {
    const errors = errorsOf(html)
    expect(errors[0]).toMatch(new RegExp(`^content/nowa-strona\\.mdx:7:1: znacznik <${element}> nie jest dozwolony w treści strony\\. \\S`))
  })

  test.each([
    ['<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />', 'atrybut dangerouslySetInnerHTML w <div> wstawia na stronę kod HTML'],
    ['<span onClick="alert(1)">Tekst</span>', 'atrybut onClick w <span> uruchamia kod'],
    ['<img src="/images/prep.svg" alt="" onError="alert(1)" />', 'atrybut onError w <img> uruchamia kod'],
    ['<span style={{ display: "none" }}>Tekst</span>', 'atrybut style w <span> nie jest dozwolony'],
    ['<span data-x="1">Tekst</span>', 'atrybut data-x w <span> nie jest dozwolony'],
  ])('%s is refused', (html, message) => {
    expect(errorsOf(html)).toEqual([expect.stringContaining(`content/nowa-strona.mdx:7:1: ${message}`)])
  })

  test('text, lists, tables, headings, images and aria attributes pass', () => {
    expect(
      errorsOf(
        '<h2 id="sekcja">Sekcja</h2>',
        '',
        '<p className="lead" aria-label="Wstęp">Tekst <strong>ważny</strong> i <abbr title="Narodowy Fundusz Zdrowia">NFZ</abbr>.</p>',
        '',
        '<img src="/images/prep.svg" alt="Ilustracja" />',
      ),
    ).toEqual([])
  })
})

describe('links in a page', () => {
  test.each([
    ['[kliknij](javascript:alert(1))', 'javascript:'],
    ['<a href="javascript:alert(1)">kliknij</a>', 'javascript:'],
    ['<a href=" JavaScript:alert(1)">kliknij</a>', 'javascript:'],
    ['<a href={"javascript:alert(1)"}>kliknij</a>', 'javascript:'],
    ['[obraz](data:text/html;base64,PHNjcmlwdD4=)', 'data:'],
    ['[plik](file:///etc/passwd)', 'file:'],
  ])('%s: only https:, mailto:, tel: and site paths', (markdown, scheme) => {
    expect(errorsOf(markdown)).toEqual([expect.stringMatching(new RegExp(`^content/nowa-strona\\.mdx:7:\\d+: odnośnik „.*” zaczyna się od „${scheme}”`))])
  })

  test('http:// and //host: the https address to write', () => {
    expect(errorsOf('[WHO](http://www.who.int)')).toEqual([expect.stringContaining('prowadzi do strony bez szyfrowania (http://). Napisz https://')])
    expect(errorsOf('[WHO](//www.who.int)')).toEqual([expect.stringContaining('Napisz pełny adres: https://www.who.int')])
  })

  test('an image from another site is refused: it would load before any consent', () => {
    expect(errorsOf('![Plakat](https://example.org/plakat.png)')).toEqual([
      expect.stringContaining('obraz „https://example.org/plakat.png” pochodzi z innej strony'),
    ])
    expect(errorsOf('<img src="https://example.org/plakat.png" alt="Plakat" />')).toEqual([expect.stringContaining('pochodzi z innej strony')])
  })

  test('https, mailto, tel and the site pass', () => {
    expect(errorsOf('[WHO](https://www.who.int), [e-mail](mailto:iod@example.org), [telefon](tel:+48600100200), [cennik](/cennik)')).toEqual([])
  })

  test('schemeOf reads a scheme as a browser does: any case, spaces before, tabs inside', () => {
    expect(['javascript:x', ' JAVASCRIPT:x', 'java\tscript:x', '/cennik', '#a', 'https://x'].map(schemeOf)).toEqual([
      'javascript:',
      'javascript:',
      'javascript:',
      undefined,
      undefined,
      'https:',
    ])
  })
})

describe('an SVG image in public/', () => {
  const svg = (inner: string) => ({ 'public/images/obraz.svg': () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n${inner}\n</svg>\n` })
  test.each([
    ['<script>alert(1)</script>', 'skrypt (<script>)'],
    ['<rect width="10" height="10" onload="alert(1)"/>', 'atrybut zdarzenia onload na elemencie <rect>'],
    ['<a href="javascript:alert(1)"><rect width="10" height="10"/></a>', 'odnośnik „javascript:alert(1)”'],
    ['<foreignObject><div>x</div></foreignObject>', 'osadzony kod HTML (<foreignObject>)'],
    [
      '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="&#x6A;avascript:alert(1)"><rect width="10" height="10"/></a>',
      'odnośnik „javascript:alert(1)”',
    ],
    ['<a><set attributeName="href" to="javascript:alert(1)"/><rect width="10" height="10"/></a>', 'animację atrybutu href'],
  ])('with %s is refused at the line of the code', (inner, what) => {
    expect(check(svg(inner))).toEqual([
      expect.stringMatching(new RegExp(`^public/images/obraz\\.svg:2:\\d+: obraz SVG zawiera ${what.replace(/[()<>…„”]/g, '.')}`)),
    ])
  })

  test('a plain drawing passes', () => {
    expect(check(svg('<rect width="10" height="10" fill="#0a5"/>'))).toEqual([])
  })
})
