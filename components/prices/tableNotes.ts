import { vaccinePrices } from '../../lib/data/priceData.ts'

interface NoteVariant {
  name: string
  pso?: boolean
  programme?: string
  notes?: string
}

/** A note said once under a table, with the products it concerns and its number (from 1). */
export interface TableNote {
  number: number
  text: string
  names: string[]
}

/** What one row of the table shows in its 'Uwagi' cell: its own note and the numbers of the notes under the table that concern it. */
export interface RowNote {
  text: string
  refs: number[]
}

/**
 * The notes typed once in vaccinePrices.yaml (the PSO sentence, a programme's
 * note) that two or more rows of one table carry are said once under the table,
 * numbered, with the products they concern, and each of those rows points at its
 * number (issue 42: the PSO note filled six cards of the children's table). A
 * row's own `notes` stay in its row, as does a programme note only one row has.
 */
export function tableNotes(variants: readonly NoteVariant[]): { rows: RowNote[]; notes: TableNote[] } {
  const typedOnce = variants.map((variant) => {
    const programme = vaccinePrices.programmes?.find((candidate) => candidate.id === variant.programme)
    return [variant.pso ? vaccinePrices.psoNote : undefined, programme?.note].filter((text): text is string => Boolean(text))
  })
  const notes: TableNote[] = []
  typedOnce.forEach((texts, index) => {
    for (const text of texts) {
      if (typedOnce.filter((other) => other.includes(text)).length < 2) continue
      const note = notes.find((candidate) => candidate.text === text)
      if (note) note.names.push(variants[index]!.name)
      else notes.push({ number: notes.length + 1, text, names: [variants[index]!.name] })
    }
  })
  const rows = variants.map((variant, index) => {
    const refs = notes.filter((note) => typedOnce[index]!.includes(note.text)).map((note) => note.number)
    const inline = typedOnce[index]!.filter((text) => !notes.some((note) => note.text === text))
    return { text: [...inline, variant.notes].filter(Boolean).join(' '), refs }
  })
  return { rows, notes }
}

/** "Hexacima, Rotarix i RotaTeq": names as a Polish list. */
export const polishList = (names: readonly string[]) => new Intl.ListFormat('pl', { type: 'conjunction' }).format(names)
