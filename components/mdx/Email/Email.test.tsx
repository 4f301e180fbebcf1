import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { clinic } from '../../../lib/data/siteData.ts'
import { Email } from './Email.tsx'

test("the clinic's address, which may wrap only after its '@' and before a dot (it broke as 'przychodnia.exampl / e')", () => {
  const html = renderToStaticMarkup(<Email />)
  expect(html).toMatch(new RegExp(`^<a href="mailto:${clinic.email.replace(/\./g, '\\.')}">.*</a>$`))
  const text = html.replace(/^<a [^>]*>|<\/a>$/g, '')
  // The same address read out or copied; a break allowed at each of those places and nowhere else.
  expect(text.replaceAll('<wbr/>', '')).toBe(clinic.email)
  const expected = clinic.email.replace(/@/, '@<wbr/>').replace(/(?<!^)\./g, '<wbr/>.')
  expect(text).toBe(expected)
  expect(text).toContain('@<wbr/>')
})
