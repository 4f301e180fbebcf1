import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { withoutTrailingSlash } from '../../lib/build/siteUrl.ts'
import { MdxLink } from '../../components/ui/MdxLink.tsx'
import { Cta } from '../../components/ui/Cta.tsx'

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
