import { renderToStaticMarkup } from 'react-dom/server'
import { createProcessor, run } from '@mdx-js/mdx'
import type { ReactElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { expect, test } from 'vitest'
import { withoutTrailingSlash } from '../../lib/build/siteUrl.ts'
import { MdxLink } from '../../components/ui/MdxLink.tsx'
import { Cta } from '../../components/mdx/Cta/Cta.tsx'
import { mdxOptions } from '../../lib/content/mdxCompiler.ts'

test('a page linked with a trailing slash is published at its address, the one every host serves without a redirect', () => {
  expect(renderToStaticMarkup(<MdxLink href="/o-nas/">O nas</MdxLink>)).toBe('<a href="/o-nas">O nas</a>')
  expect(renderToStaticMarkup(<MdxLink href="/szczepienia/ciaza/#rsv">RSV</MdxLink>)).toBe('<a href="/szczepienia/ciaza#rsv">RSV</a>')
  expect(renderToStaticMarkup(<Cta href="/rezerwacja/?wizyta=prep">Umów</Cta>)).toContain('href="/rezerwacja?wizyta=prep"')
})

test('the home page, the editor’s folder, files and other sites keep their form', () => {
  for (const path of ['/', '/admin/', '/images/zespol.jpg', '//example.org/a/', '#mapa', 'tel:+48221000000', '/o-nas?x=1'])
    expect(withoutTrailingSlash(path), path).toBe(path)
  expect(renderToStaticMarkup(<MdxLink href="https://example.org/a/">A</MdxLink>)).toContain('href="https://example.org/a/"')
})

test('a link that opens a new tab always carries the site’s rel: an author’s rel="opener" or target cannot weaken it', () => {
  const html = (element: ReactElement) => renderToStaticMarkup(element)
  // Another site's link: the author's rel and target lose; "nofollow" stays beside the site's.
  expect(
    html(
      <MdxLink href="https://example.org/" rel="opener" target="_self">
        A
      </MdxLink>,
    ),
  ).toBe('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">A<span class="visually-hidden"> (otwiera się w nowej karcie)</span></a>')
  expect(
    html(
      <MdxLink href="HTTPS://example.org/" rel="Opener nofollow">
        A
      </MdxLink>,
    ),
  ).toContain('rel="noopener noreferrer nofollow"')
  // A page of this site that an author opens in a new tab (or a named window) gets the rel too.
  for (const target of ['_blank', '_BLANK', 'okno']) {
    expect(
      html(
        <MdxLink href="/kontakt" target={target} rel="opener">
          K
        </MdxLink>,
      ),
      target,
    ).toContain(`target="${target}" rel="noopener noreferrer"`)
  }
  // One that stays in the tab keeps what was written.
  expect(html(<MdxLink href="/kontakt">K</MdxLink>)).toBe('<a href="/kontakt">K</a>')
  expect(
    html(
      <MdxLink href="/kontakt" target="_self">
        K
      </MdxLink>,
    ),
  ).toBe('<a href="/kontakt" target="_self">K</a>')
})

test('an <a> an author writes in a page is the site’s link too: rel="opener" is dropped, the base and the new tab’s words are added', async () => {
  const processor = createProcessor({ ...mdxOptions, outputFormat: 'function-body' })
  const code = String(
    await processor.process(
      'Zobacz <a href="https://example.org/" target="_blank" rel="opener" className="wazne">stronę</a> i <a href="/kontakt" target="_blank" rel="opener">kontakt</a>.',
    ),
  )
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url })
  const html = renderToStaticMarkup(<Content components={{ a: MdxLink }} />)
  expect(html).toBe(
    '<p>Zobacz <a class="wazne" href="https://example.org/" target="_blank" rel="noopener noreferrer">stronę<span class="visually-hidden"> (otwiera się w nowej karcie)</span></a>' +
      ' i <a href="/kontakt" target="_blank" rel="noopener noreferrer">kontakt<span class="visually-hidden"> (otwiera się w nowej karcie)</span></a>.</p>',
  )
})
