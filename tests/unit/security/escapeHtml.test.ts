import { expect, test } from 'vitest'
import { escapeHtml } from '../../../lib/security/escapeHtml.ts'

test('the characters that end a text or a quoted attribute are written as entities, others kept', () => {
  expect(escapeHtml(`<img src=x onerror="a('b')"> & ł`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; ł')
  expect(escapeHtml('&amp;')).toBe('&amp;amp;')
})
