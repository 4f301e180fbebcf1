import { describe, expect, it } from 'vitest'
import { previewElement, previewProps } from '../../../../lib/cms/preview/previewProps.ts'

// The editor's preview hands React only what this filter returns (renderer/preview/renderPagePreview.tsx):
// whatever a page's text holds, nothing that runs code, inserts HTML or loads a page reaches the DOM.

const code = '<img src=x onerror=parent.__pwned=1>'

describe('the props an element of a page’s text may take to React in the preview', () => {
  it('never raw HTML, srcdoc, style, a ref or an event handler, in any case of letters, not even for a component', () => {
    const props = {
      children: 'tekst',
      dangerouslySetInnerHTML: { __html: code },
      DANGEROUSLYSETINNERHTML: { __html: code },
      srcDoc: code,
      srcdoc: code,
      SRCDOC: code,
      style: { background: 'url(javascript:alert(1))' },
      ref: 'x',
      onError: 'parent.__pwned=1',
      onerror: 'parent.__pwned=1',
      ONCLICK: 'parent.__pwned=1',
      onMouseOver: () => undefined,
      formAction: 'javascript:alert(1)',
      is: 'x-evil',
    }
    expect(previewProps('div', props)).toEqual({ children: 'tekst' })
    // A link in Markdown is drawn by the site's MdxLink: it gets an HTML element's props.
    expect(previewProps('a', props)).toEqual({ children: 'tekst' })
    expect(previewProps('Notice', props)).toEqual({ children: 'tekst' })
  })

  it('an HTML element keeps the allow-list’s attributes (aria-… and data-… too) with plain values, and drops the rest', () => {
    const props = {
      className: 'wazne',
      id: 'sekcja',
      title: 'Tytuł',
      'aria-label': 'Etykieta',
      'data-footnote-ref': true,
      srcSet: '/x.png 1x',
      action: 'https://example.org',
      content: '0;url=https://example.org',
      httpEquiv: 'refresh',
      xlinkHref: '/x',
      'xlink:href': '/x',
      lang: { toString: () => 'pl' },
      dir: ['rtl'],
    }
    expect(previewProps('span', props)).toEqual({ className: 'wazne', id: 'sekcja', title: 'Tytuł', 'aria-label': 'Etykieta', 'data-footnote-ref': true })
  })

  it('addresses only of the site, https:, mailto: and tel:, however the scheme is spelled', () => {
    const refused = [
      'javascript:parent.__pwned=1',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' \njavascript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'http://example.org',
    ]
    for (const href of refused) {
      expect(previewProps('a', { href, children: 'x' }), href).toEqual({ children: 'x' })
      expect(previewProps('Cta', { href, children: 'x' }), href).toEqual({ children: 'x' })
      expect(previewProps('img', { src: href, alt: 'x' }), href).toEqual({ alt: 'x' })
      expect(previewProps('blockquote', { cite: href }), href).toEqual({})
    }
    for (const href of ['/kontakt', '#godziny', 'https://pacjent.gov.pl', 'mailto:rejestracja@example.org', 'tel:+48221234567', 'cennik']) {
      expect(previewProps('a', { href }), href).toEqual({ href })
    }
    // A list or any other value that React would turn into a text is no address.
    expect(previewProps('a', { href: ['javascript:alert(1)'] })).toEqual({})
  })

  it('a component keeps only the props its registry entry declares (lists too); a name that is no component, none', () => {
    expect(previewProps('Hours', { only: ['pobrania'], id: 'x', title: 'y', children: 'z' })).toEqual({ only: ['pobrania'], children: 'z' })
    expect(previewProps('Cta', { href: '/rezerwacja', variant: 'secondary', className: 'x' })).toEqual({ href: '/rezerwacja', variant: 'secondary' })
    expect(previewProps('Iframe', { srcDoc: 'x', src: '/x' })).toEqual({})
  })

  it('Markdown’s own: a column’s alignment as the site’s text-align (no other style), a task list’s box that cannot be ticked', () => {
    expect(previewProps('td', { align: 'right', children: '35 zł' })).toEqual({ style: { textAlign: 'right' }, children: '35 zł' })
    expect(previewProps('th', { align: 'center', style: { color: 'red' } })).toEqual({ style: { textAlign: 'center' } })
    expect(previewProps('td', { align: 'justify' })).toEqual({})
    expect(previewProps('p', { align: 'right' })).toEqual({})
    expect(previewProps('input', { type: 'text', checked: true, disabled: false, name: 'x', value: 'y' })).toEqual({
      type: 'checkbox',
      checked: true,
      disabled: true,
    })
  })

  it('an HTML element of the allow-list, or what Markdown makes of its own; nothing that runs, embeds or loads', () => {
    for (const type of ['p', 'a', 'img', 'table', 'td', 'details', 'h1', 'pre', 'input']) expect(previewElement(type), type).toBe(true)
    const refused = [
      'script',
      'iframe',
      'IFRAME',
      'Iframe',
      'svg',
      'svg:script',
      'math',
      'object',
      'embed',
      'form',
      'meta',
      'base',
      'link',
      'style',
      'frame',
      'template',
    ]
    for (const type of refused) expect(previewElement(type), type).toBe(false)
  })
})
