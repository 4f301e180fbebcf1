import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Lead } from '../../../renderer/Lead.tsx'

test('a lead is one paragraph; an empty line in it (the field is multi-line) starts another', () => {
  expect(renderToStaticMarkup(<Lead text="Jesteśmy przychodnią w Warszawie." />)).toBe('<p class="lead">Jesteśmy przychodnią w Warszawie.</p>')
  expect(renderToStaticMarkup(<Lead text={'Pierwszy akapit.\n\nDrugi akapit.\n'} />)).toBe(
    '<p class="lead">Pierwszy akapit.</p><p class="lead">Drugi akapit.</p>',
  )
  // Spaces on the empty line and several empty lines make no empty paragraph.
  expect(renderToStaticMarkup(<Lead text={'Pierwszy.\n  \n\n\nDrugi.'} />)).toBe('<p class="lead">Pierwszy.</p><p class="lead">Drugi.</p>')
  // A single line break stays within its paragraph, as in the page's text.
  expect(renderToStaticMarkup(<Lead text={'Jedna linia\ni druga.'} />)).toBe('<p class="lead">Jedna linia\ni druga.</p>')
})
