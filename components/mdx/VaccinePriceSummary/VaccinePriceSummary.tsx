import { lookup, vaccineTables } from '../../../lib/data/priceData.ts'

/** "od 150 zł" -> 150, "250–300 zł" -> 250: the lowest amount a price text names. */
export function lowestAmount(price: string): number {
  return Number(/\d+/.exec(price)![0])
}

/**
 * The simplified table: each disease with the lowest price of its products,
 * read from the same rows as <VaccinePriceTable>.
 */
export function VaccinePriceSummary({ table }: { table: string }) {
  const { caption, rows } = lookup(vaccineTables, table, 'Tabela cen')
  return (
    <table className="price-table price-table--summary">
      <caption>{caption}: w skrócie</caption>
      <thead>
        <tr>
          <th scope="col">Szczepienie przeciw</th>
          <th scope="col">Cena za dawkę</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const prices = row.variants.map((variant) => variant.price)
          const lowest = Math.min(...prices.map(lowestAmount))
          const single = new Set(prices).size === 1 && !prices[0]!.includes('–')
          return (
            <tr key={row.disease}>
              <th scope="row">{row.disease}</th>
              <td data-label="Cena za dawkę" className="price-table__price">
                {single ? prices[0] : `od ${lowest} zł`}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
