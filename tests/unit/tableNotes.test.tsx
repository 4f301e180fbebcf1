import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { tableNotes } from '../../components/prices/tableNotes.ts'
import { VaccinePriceTable } from '../../components/mdx/VaccinePriceTable/VaccinePriceTable.tsx'
import { vaccinePrices } from '../../lib/data/priceData.ts'

// Issue 42: a note typed once in vaccinePrices.yaml (the PSO sentence, a programme's
// note) that several rows of a table carry is said once under the table, naming
// the vaccines it concerns, and each of those rows (a card on a phone) points at
// it. Expected values come from the frozen site's vaccinePrices.yaml.

const typedOnce = [vaccinePrices.psoNote, ...(vaccinePrices.programmes ?? []).map((programme) => programme.note)].filter((text): text is string =>
  Boolean(text),
)
const carries = (variant: { pso?: boolean; programme?: string }, text: string) =>
  (variant.pso && text === vaccinePrices.psoNote) ||
  vaccinePrices.programmes?.some((programme) => programme.id === variant.programme && programme.note === text)
const count = (html: string, text: string) => html.split(text).length - 1

test.each(vaccinePrices.tables.map((table) => [table.id, table] as const))(
  'table "%s": a note several rows share is said once, each row points at it',
  (id, table) => {
    const variants = table.rows.flatMap((row) => row.variants)
    const html = renderToStaticMarkup(<VaccinePriceTable table={id} />)
    for (const text of typedOnce) {
      const rows = variants.filter((variant) => carries(variant, text))
      expect(count(html, text), text).toBe(Math.min(rows.length, 1))
      if (rows.length < 2) continue
      // "Dotyczy szczepionek A i B." as a sentence of its own, then the note (issue 44: no capital after a colon).
      const note = /<li id="([^"]+)"><strong>(Dotyczy [^<]*\.)<\/strong> ([^<]*)<\/li>/g
      const said = [...html.matchAll(note)].find((match) => match[3] === text)!
      for (const variant of rows) expect(said[2]).toContain(variant.name)
      // Every row that carries it links to it, and no other row does.
      const cells = [...html.matchAll(/<td data-label="Szczepionka">([^<]*)<.*?<td data-label="Uwagi">(.*?)<\/td>/g)]
      for (const [, name, cell] of cells) expect(cell!.includes(`href="#${said[1]}"`), name).toBe(rows.some((variant) => variant.name === name))
    }
  },
)

test('the frozen site has a table where a note repeated on several rows (so the test above tests something)', () => {
  const shared = vaccinePrices.tables.filter((table) => tableNotes(table.rows.flatMap((row) => row.variants)).notes.length > 0)
  expect(shared.length).toBeGreaterThan(0)
})

test('a note one row has stays in its row; rows keep their own notes; numbers follow the order of the rows', () => {
  const programme = vaccinePrices.programmes![0]!
  const { rows, notes } = tableNotes([
    { name: 'A', programme: programme.id, notes: 'Własna uwaga A.' },
    { name: 'B', pso: true },
    { name: 'C', pso: true, programme: programme.id },
    { name: 'D', notes: 'Własna uwaga D.' },
  ])
  expect(notes).toEqual([
    { number: 1, text: programme.note, names: ['A', 'C'] },
    { number: 2, text: vaccinePrices.psoNote, names: ['B', 'C'] },
  ])
  expect(rows).toEqual([
    { text: 'Własna uwaga A.', refs: [1] },
    { text: '', refs: [2] },
    { text: '', refs: [1, 2] },
    { text: 'Własna uwaga D.', refs: [] },
  ])
  expect(tableNotes([{ name: 'A', pso: true, notes: 'Doustna.' }, { name: 'B' }])).toEqual({
    rows: [
      { text: `${vaccinePrices.psoNote} Doustna.`, refs: [] },
      { text: '', refs: [] },
    ],
    notes: [],
  })
})
