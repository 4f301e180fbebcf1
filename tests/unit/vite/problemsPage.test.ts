import { expect, test } from 'vitest'
import { problemsPage } from '../../../lib/vite/problemsPage.ts'

test('the problems page escapes what it shows and loads the client that reloads it', () => {
  const problem = {
    file: 'content/kontakt.mdx',
    line: 3,
    column: 1,
    rule: 'komponent',
    severity: 'error' as const,
    message: 'znacznik <Notice> nie jest zamknięty',
    fix: 'Dodaj </Notice> & zapisz',
  }
  const html = problemsPage({ route: '/kontakt', problems: [problem], others: [], viteClient: '/@vite/client' })
  expect(html).toContain('<html lang="pl">')
  expect(html).toContain('<script type="module" src="/@vite/client"></script>')
  expect(html).toContain('<code>content/kontakt.mdx:3:1</code>')
  expect(html).toContain('znacznik &lt;Notice&gt; nie jest zamknięty')
  expect(html).toContain('Dodaj &lt;/Notice&gt; &amp; zapisz')
  expect(html).toContain('Reguła <code>komponent</code>: opis w docs/edycja/sprawdzenie.md#komponent')
  expect(html).not.toContain('Błędy w innych plikach')
})
