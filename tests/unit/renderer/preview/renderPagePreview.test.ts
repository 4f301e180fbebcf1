import { describe, expect, it } from 'vitest'
import { refusedAttributeLine, refusedElementLine } from '../../../../lib/check/rules/html.ts'
import { componentNameLine } from '../../../../lib/check/rules/komponent.ts'
import { pagePreview } from '../../../../renderer/preview/renderPagePreview.tsx'

// The editor's preview renders a page's text as the editor types it, in /admin/, before any check or build had a say:
// only what the content check allows reaches the page, and what it refuses shows as the check's own line.
// (The browser test tests/e2e/adminPreview.test.ts types the same into the editor.)

const render = (body: string) => pagePreview({ title: 'Próba' }, body, [])
/** The text of the page's notices: what the check says of each thing it refuses. */
const notices = (html: string) =>
  [
    ...html.matchAll(/<(?:div|span) class="preview-refused" data-rule="([^"]+)" role="note"><strong>Sprawdzenie treści:<\/strong> ([^<]*)<\/(?:div|span)>/g),
  ].map(([, rule, text]) => `${text!.replaceAll('&lt;', '<').replaceAll('&gt;', '>')}`.replace(/ \[[^\]]+\]$/, ` [${rule}]`))
const line = (found: { message: string; fix: string } | undefined, rule: string) => `${found!.message}. ${found!.fix} [${rule}]`

/** What would run or load in the frame if it reached the page: elements, handlers, raw HTML, other schemes. */
const live = /<(iframe|script|svg|math|object|embed|form|meta|base|link|style|frame)\b|\son\w+=|srcdoc|javascript:|data:text/i

describe('the preview of a page’s text', () => {
  it('shows the check’s line in place of each element it refuses, and renders none of them', () => {
    const refused: [string, string][] = [
      ['<iframe srcDoc="<script src=\'/images/x.js\'></script>" />', 'iframe'],
      ['<script>{"parent.__pwned=1"}</script>', 'script'],
      ['<svg><script>{"parent.__pwned=1"}</script></svg>', 'svg'],
      ['<svg:script>parent.__pwned=1</svg:script>', 'svg:script'],
      ['<math><mi>x</mi></math>', 'math'],
      ['<object data="/images/x.svg" />', 'object'],
      ['<embed src="/images/x.svg" />', 'embed'],
      ['<form action="javascript:parent.__pwned=1"><p>x</p></form>', 'form'],
      ['<meta httpEquiv="refresh" content="0;url=javascript:parent.__pwned=1" />', 'meta'],
      ['<base href="https://example.org/" />', 'base'],
      ['<link rel="import" href="/images/x.html" />', 'link'],
    ]
    for (const [body, name] of refused) {
      const { html } = render(`Tekst przed.\n\n${body}\n\nTekst po.`)
      expect(notices(html), body).toEqual([line(refusedElementLine(name), 'html')])
      expect(html, body).not.toMatch(live)
      expect(html, body).toContain('<p>Tekst po.</p>')
    }
  })

  it('shows the list of a page’s sections that <PageSections /> makes, and still refuses a <nav> the page writes', () => {
    const { html } = render('<PageSections />\n\n## Pierwsza\n\nTekst.\n\n## Druga\n\nTekst.')
    expect(notices(html)).toEqual([])
    expect(html).toMatch(/<nav class="page-sections"[^>]*>.*<a href="#pierwsza">Pierwsza<\/a>.*<a href="#druga">Druga<\/a>/)
    expect(notices(render('<nav><p>x</p></nav>').html)).toEqual([line(refusedElementLine('nav'), 'html')])
  })

  it('shows the check’s line in place of a name that is no component, in capitals or not', () => {
    for (const name of ['IFRAME', 'Iframe', 'Script', 'Foo.Bar']) {
      const { html } = render(`<${name} srcDoc="<script>parent.__pwned=1</script>" />`)
      expect(notices(html), name).toEqual([line(componentNameLine(name), 'komponent')])
      expect(html, name).not.toMatch(live)
    }
    expect(notices(render('Zadzwoń: <phone />').html)).toEqual([line(componentNameLine('phone'), 'komponent')])
  })

  it('drops the attributes the check refuses before anything evaluates them: raw HTML, handlers, style, srcSet, spreads, code', () => {
    const cases = [
      '<div dangerouslySetInnerHTML={{__html: "<img src=x onerror=parent.__pwned=1>"}} />',
      '<img src="/images/x.png" onError="parent.__pwned=1" alt="x" />',
      '<img src="/images/x.png" ONERROR="parent.__pwned=1" alt="x" />',
      '<img src="/images/x.png" srcSet="javascript:parent.__pwned=1 1x" alt="x" />',
      '<p style={{background: "url(javascript:parent.__pwned=1)"}}>x</p>',
      '<p {...{onClick: "parent.__pwned=1", dangerouslySetInnerHTML: {__html: "<script>parent.__pwned=1</script>"}}}>x</p>',
      '<a href={"java" + "script:parent.__pwned=1"}>x</a>',
      '<Notice title="Uwaga" dangerouslySetInnerHTML={{__html: "<img src=x onerror=parent.__pwned=1>"}} onClick="parent.__pwned=1">treść</Notice>',
    ]
    for (const body of cases) {
      const { html } = render(body)
      expect(html, body).not.toMatch(live)
      expect(html, body).not.toMatch(/onerror|__pwned|dangerously/i)
    }
    // What the check takes stays: the image's address and description, the notice's title and text.
    expect(render(cases[1]!).html).toContain('<img src="/images/x.png" alt="x"/>')
    expect(render(cases.at(-1)!).html).toMatch(/<aside class="notice" aria-label="Uwaga">.*treść<\/aside>/)
    expect(refusedAttributeLine('div', 'dangerouslySetInnerHTML', false)).toBeDefined()
  })

  it('drops an address with a scheme the site does not link to, however it is spelled, in a tag or in Markdown', () => {
    for (const href of ['javascript:parent.__pwned=1', 'java&#x09;script:parent.__pwned=1', 'JAVASCRIPT:parent.__pwned=1', 'data:text/html,x']) {
      expect(render(`<a href="${href}">x</a>`).html, href).not.toMatch(live)
      expect(render(`<Cta href="${href}">x</Cta>`).html, href).not.toMatch(live)
    }
    expect(render('[x](javascript:parent.__pwned=1) i ![y](javascript:parent.__pwned=2)').html).not.toMatch(live)
  })

  it('shows the check’s line in place of code in braces, and renders nothing of an import or export line', () => {
    const { html } = render('Tekst {"<img src=x onerror=parent.__pwned=1>"} dalej.\n\n{parent.__pwned = 1}\n\nexport const x = 1\n\nKoniec.')
    expect(notices(html).map((text) => text.slice(-5))).toEqual(['[kod]', '[kod]'])
    expect(html).not.toMatch(/<img|export/)
    expect(html).toContain('<p>Koniec.</p>')
  })

  it('an address is judged as the browser reads it: entities, a tab, capitals and a reference to a definition', () => {
    for (const body of [
      '<a href="&#106;avascript:parent.__pwned=1">x</a>',
      '<a href="javascript&colon;parent.__pwned=1">x</a>',
      '<a href="java&#x09;script:parent.__pwned=1">x</a>',
      '[x][r]\n\n[r]: JavaScript:parent.__pwned=1',
    ]) {
      expect(render(body).html, body).not.toMatch(/javascript/i)
    }
  })

  it('the build’s guard’s message, when it refuses the text, comes with the page', () => {
    const { html, stop } = render('<iframe srcDoc="x" />')
    expect((stop as Error).message).toMatch(/<iframe>/)
    expect(notices(html)).toHaveLength(1)
    expect(render('Zwykły **tekst**.').stop).toBeUndefined()
  })

  it('renders Markdown as the site does: a table’s alignment, a task list, a link', () => {
    const { html } = render('| Badanie | Cena |\n| :-- | --: |\n| TSH | 35 zł |\n\n- [x] skierowanie\n\n[Cennik](/cennik)')
    expect(html).toContain('<td style="text-align:left">TSH</td><td style="text-align:right">35 zł</td>')
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/>')
    expect(html).toContain('<a href="/cennik">Cennik</a>')
  })
})
