import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { clinic, errorPages } from '../../lib/data/siteData.ts'
import { telHref } from '../../lib/data/format.ts'
import { ErrorPage } from '../../renderer/ErrorPage.tsx'

test.each([
  [true, errorPages.notFound],
  [false, errorPages.error],
])('the error page (not found: %s) is in Polish, with the phone number and a way back', (notFound, text) => {
  const html = renderToStaticMarkup(<ErrorPage notFound={notFound} />)
  expect(html).toContain(`<h1>${text.title}</h1>`)
  expect(html).toContain(text.lead)
  expect(html).toContain(`href="${telHref(clinic.phone.number)}"`)
  expect(html).toContain(`href="/">${errorPages.backHome}</a>`)
})
