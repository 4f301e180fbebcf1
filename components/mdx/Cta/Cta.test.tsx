import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Cta } from './Cta.tsx'

test("the reusable call to action defaults to 'Umów szczepienie' on /kontakt", () => {
  expect(renderToStaticMarkup(<Cta />)).toBe('<a class="cta cta--primary" href="/kontakt">Umów szczepienie</a>')
})

test.each(['primary', 'secondary', 'white'] as const)('variant %s', (variant) => {
  expect(
    renderToStaticMarkup(
      <Cta href="/rezerwacja" variant={variant}>
        Umów konsultację
      </Cta>,
    ),
  ).toBe(`<a class="cta cta--${variant}" href="/rezerwacja">Umów konsultację</a>`)
})
