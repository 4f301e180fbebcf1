import { afterEach, expect, test } from 'vitest'
import { problemLine } from '../../../../lib/check/renderErrors.ts'
import type { Problem } from '../../../../lib/check/problem.ts'
import { nameFilesBy } from '../../../../lib/cms/preview/formProblems.ts'
import { escapeHtml } from '../../../../lib/security/escapeHtml.ts'
import { problemsHtml } from '../../../../renderer/preview/problemsHtml.ts'

const link: Problem = {
  file: 'content/o-nas.mdx',
  line: 60,
  column: 8,
  rule: 'odnosnik',
  severity: 'error',
  message: 'strona /cenik nie istnieje',
  fix: 'Czy chodziło o /cennik? Opis w docs/edycja/sprawdzenie.md#odnosnik',
}
const component: Problem = { ...link, line: 61, rule: 'komponent', severity: 'warning', message: 'znacznik <Price id="nie-ma" /> & cena', fix: 'Popraw id' }

afterEach(() => nameFilesBy(() => undefined))

test('a line says where it is in the form, in the editors’ words, not the file’s line or a path', () => {
  const html = problemsHtml([{ problem: link, where: 'Treść strony › wiersz 51 („Zobacz [cennik](/cenik).”)' }])
  expect(html).toContain('<h2>Sprawdzenie treści: 1 problem</h2>')
  expect(html).toContain('<p><strong>Błąd</strong> (Treść strony › wiersz 51 („Zobacz [cennik](/cenik).”))</p>')
  expect(html).toContain('<p><strong>strona /cenik nie istnieje</strong></p>')
  expect(html).toContain('Jak poprawić: Czy chodziło o /cennik? Opis w przewodniku dla redakcji')
  expect(html).toContain('Reguła „odnosnik”, opisana w przewodniku dla redakcji („Reguły sprawdzenia treści”).')
  // What a developer searches for stays in the attribute; nothing of it is in the text the editor reads.
  expect(html).toContain(`data-problem="${escapeHtml(problemLine(link))}"`)
  const text = html.replace(/<[^>]*>/g, '')
  expect(text).not.toContain('content/o-nas.mdx')
  expect(text).not.toContain('docs/edycja')
  expect(text).not.toContain(':60:')
})

test('a warning is said as one, counted with the errors, and its text is escaped', () => {
  const html = problemsHtml([
    { problem: link, where: 'Treść strony › wiersz 51' },
    { problem: component, where: 'Treść strony › wiersz 52' },
  ])
  expect(html).toContain('Sprawdzenie treści: 2 problemy')
  expect(html).toContain('data-severity="warning"><p><strong>Uwaga</strong> (Treść strony › wiersz 52)</p>')
  expect(html).toContain('znacznik &lt;Price id=&quot;nie-ma&quot; /&gt; &amp; cena')
  expect(html).not.toContain('<Price')
})

test('a line in a field has the button that opens it, named by the place; the build’s stop has none', () => {
  const line = { problem: link, where: 'Treść strony › wiersz 51', keyPath: 'body' }
  expect(problemsHtml([{ problem: link, where: 'Wprowadzenie' }, line])).toContain(
    '<p><strong>Błąd</strong> (Treść strony › wiersz 51) <button type="button" data-show-field="1" aria-label="Pokaż pole: Treść strony › wiersz 51">Pokaż pole</button></p>',
  )
  // Only lines a field holds: the first has no key path.
  expect(problemsHtml([{ problem: link, where: 'Wprowadzenie' }, line]).match(/<button/g)).toHaveLength(1)
  const stop = problemsHtml([line], { stop: true })
  expect(stop).not.toContain('<button')
  expect(stop).not.toContain('<h2>')
})

test('a line no field holds names its page by its title', () => {
  nameFilesBy((file) => (file === 'content/o-nas.mdx' ? { page: 'O nas' } : undefined))
  const html = problemsHtml([{ problem: link, where: '' }])
  expect(html).toContain('<p><strong>Błąd</strong> („O nas”)</p>')
  expect(problemsHtml([])).toBe('')
})

test('a message that names its field as the file does says the place once, by the form’s name', () => {
  const price: Problem = {
    ...link,
    rule: 'pola-danych',
    message: 'pole „Badania laboratoryjne › Tarczyca › TSH › Cena” ma być dodatnią ceną w formacie "NN zł"',
    fix: 'Popraw wartość tego pola',
  }
  const html = problemsHtml([{ problem: price, where: 'Badania laboratoryjne › Tarczyca › TSH › Cena', keyPath: 'categories.0.items.0.price' }])
  expect(html).toContain('<p><strong>ma być dodatnią ceną w formacie &quot;NN zł&quot;</strong></p>')
  // In the text the editor reads, once (the check's own line stays in data-problem).
  expect(html.replace(/<[^>]*>/g, '').match(/TSH › Cena/g)).toHaveLength(1)
  // With no field to name beside it, the message keeps its own.
  expect(problemsHtml([{ problem: price, where: '' }])).toContain('<strong>pole „Badania laboratoryjne › Tarczyca › TSH › Cena” ma być')
})
