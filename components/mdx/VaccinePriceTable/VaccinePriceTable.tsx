import { formatDate } from '../../../lib/data/format.ts'
import { buildDate, noticeIsCurrent } from '../../../lib/data/notices.ts'
import { lookup, vaccinePrices, vaccineTables } from '../../../lib/data/priceData.ts'
import { headingId } from '../../../lib/content/headingId.ts'
import { vaccineRowAnchor } from '../../../lib/content/rowAnchors.ts'
import { polishList, type RowNote, tableNotes } from '../../prices/tableNotes.ts'

/** The notes of one product: the programme's sentences (PSO, a national programme) typed once in the file, then its own. */
export function variantNotes(variant: { pso?: boolean; programme?: string; notes?: string }): string {
  const programme = vaccinePrices.programmes?.find((candidate) => candidate.id === variant.programme)
  return [variant.pso && vaccinePrices.psoNote, programme?.note, variant.notes].filter(Boolean).join(' ')
}

/**
 * A vaccine price table from content/data/vaccinePrices.yaml, e.g.
 * <VaccinePriceTable table="podroze" />. One row per product, grouped by disease
 * (the disease is a row header spanning its products). On phones each row
 * becomes a small card (see .price-table in components.css). `only` keeps the
 * rows of some diseases (as written in the file, e.g. only={["grypie"]}) and
 * `caption` then names the smaller table.
 */
export function VaccinePriceTable({ table, only, caption }: { table: string; only?: string[]; caption?: string }) {
  const found = lookup(vaccineTables, table, 'Tabela cen')
  const rows = only ? found.rows.filter((row) => only.includes(row.disease)) : found.rows
  if (only && rows.length !== only.length) {
    const missing = only.filter((disease) => !found.rows.some((row) => row.disease === disease))
    throw new Error(`Tabela cen "${table}" nie ma wierszy: ${missing.join(', ')}; są: ${found.rows.map((row) => row.disease).join(', ')}`)
  }
  const today = buildDate()
  const showDuration = rows.some((row) => row.variants.some((variant) => variant.duration))
  const showInfo = rows.some((row) => row.variants.some((variant) => variant.additionalInfo))
  const variants = rows.flatMap((row) => row.variants)
  const sharedNote = sharedValue(variants.map(variantNotes))
  const notes = tableNotes(variants)
  const noteId = (number: number) => `${headingId(`uwagi ${caption ?? found.caption}`)}-${number}`
  return (
    <>
      <table className="price-table">
        <caption>{caption ?? found.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Szczepienie przeciw</th>
            <th scope="col">Szczepionka</th>
            <th scope="col">Liczba dawek</th>
            {showDuration && <th scope="col">Czas ochrony</th>}
            {showInfo && <th scope="col">Informacje</th>}
            <th scope="col">Cena</th>
            {!sharedNote && <th scope="col">Uwagi</th>}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.disease}>
            {row.variants.map((variant, index) => (
              <tr key={variant.name} id={vaccineRowAnchor(table, row.disease, variant.name)}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={row.variants.length} className="price-table__disease" data-label="Szczepienie przeciw">
                    {row.disease}
                  </th>
                )}
                <td data-label="Szczepionka">
                  {variant.name}
                  {variant.unavailableUntil && noticeIsCurrent(variant.unavailableUntil, today) && (
                    <span className="badge badge--warning">niedostępna do {formatDate(variant.unavailableUntil)}</span>
                  )}
                </td>
                <td data-label="Liczba dawek">{variant.doses}</td>
                {showDuration && <td data-label="Czas ochrony">{variant.duration ?? '–'}</td>}
                {showInfo && <td data-label="Informacje">{variant.additionalInfo ?? '–'}</td>}
                <td data-label="Cena" className="price-table__price">
                  {variant.price}
                </td>
                {!sharedNote && (
                  <td data-label="Uwagi">
                    <RowNoteCell note={notes.rows[variants.indexOf(variant)]!} noteId={noteId} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {sharedNote && <p className="price-table__shared-note">Uwagi do wszystkich szczepionek w tabeli: {sharedNote}</p>}
      {!sharedNote && notes.notes.length > 0 && (
        <ol className="price-table__notes">
          {notes.notes.map((note) => (
            <li key={note.number} id={noteId(note.number)}>
              {/* A sentence of its own, so the note after it starts with a capital letter correctly (issue 44). */}
              <strong>
                {note.names.length === variants.length ? 'Dotyczy wszystkich szczepionek w tabeli.' : `Dotyczy szczepionek ${polishList(note.names)}.`}
              </strong>{' '}
              {note.text}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

/**
 * A row's 'Uwagi': its own note, then 'Zob. uwagę 1 pod tabelą.' for each shared
 * note that concerns it, linked to it. One element: a card's cell is a grid of
 * its label and one value, and loose text beside a link would make three.
 */
function RowNoteCell({ note, noteId }: { note: RowNote; noteId: (number: number) => string }) {
  if (!note.text && note.refs.length === 0) return '–'
  return (
    <span>
      {note.text}
      {note.refs.length > 0 && (
        <>
          {note.text && ' '}
          Zob.{' '}
          {note.refs.map((number, index) => (
            <span key={number}>
              {index > 0 && ' i '}
              <a href={`#${noteId(number)}`}>uwagę {number}</a>
            </span>
          ))}{' '}
          pod tabelą.
        </>
      )}
    </span>
  )
}

/**
 * The note every row of a table has, to be said once under it rather than in
 * each card; undefined when a row's note differs, is empty, or there is one row.
 */
export function sharedValue(values: string[]): string | undefined {
  const [first] = values
  return values.length > 1 && first && values.every((value) => value === first) ? first : undefined
}
