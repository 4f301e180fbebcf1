import { lookup, vaccinePrices, vaccineTables } from '../../lib/data/priceData.ts'

/**
 * A vaccine price table from content/data/vaccinePrices.yaml, e.g.
 * <VaccinePriceTable table="podroze" />. One row per product, grouped by disease
 * (the disease is a row header spanning its products). On phones each row
 * becomes a small card (see .price-table in components.css).
 */
export function VaccinePriceTable({ table }: { table: string }) {
  const { caption, rows } = lookup(vaccineTables, table, 'Tabela cen')
  const showDuration = rows.some((row) => row.variants.some((variant) => variant.duration))
  const showInfo = rows.some((row) => row.variants.some((variant) => variant.additionalInfo))
  return (
    <table className="price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Szczepienie przeciw</th>
          <th scope="col">Szczepionka</th>
          <th scope="col">Liczba dawek</th>
          {showDuration && <th scope="col">Czas ochrony</th>}
          {showInfo && <th scope="col">Informacje</th>}
          <th scope="col">Cena</th>
          <th scope="col">Uwagi</th>
        </tr>
      </thead>
      {rows.map((row) => (
        <tbody key={row.disease}>
          {row.variants.map((variant, index) => (
            <tr key={variant.name}>
              {index === 0 && (
                <th scope="rowgroup" rowSpan={row.variants.length} className="price-table__disease">
                  {row.disease}
                </th>
              )}
              <td data-label="Szczepionka">
                {variant.name}
                {variant.unavailable && <span className="badge badge--warning">{variant.unavailable}</span>}
              </td>
              <td data-label="Liczba dawek">{variant.doses}</td>
              {showDuration && <td data-label="Czas ochrony">{variant.duration ?? '–'}</td>}
              {showInfo && <td data-label="Informacje">{variant.additionalInfo ?? '–'}</td>}
              <td data-label="Cena" className="price-table__price">
                {variant.price}
              </td>
              <td data-label="Uwagi">{[variant.pso && vaccinePrices.psoNote, variant.notes].filter(Boolean).join(' ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  )
}
