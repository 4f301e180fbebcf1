import { expect, test } from 'vitest'
import { executableInlineScripts } from '../../../lib/build/inlineScripts.ts'

test('the build tells a script that runs from JSON data blocks and scripts loaded by src', () => {
  const html = '<script type="application/ld+json">{}</script><script src="/a.js"></script><script>alert(1)</script><script type="module">x()</script>'
  expect(executableInlineScripts(html).map((script) => script.body)).toEqual(['alert(1)', 'x()'])
})
