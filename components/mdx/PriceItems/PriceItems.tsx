import { lookup, priceCategories } from '../../../lib/data/priceData.ts'
import { priceItemAnchor } from '../../../lib/content/rowAnchors.ts'

/** A category of content/data/priceList.yaml as a two-column table. */
export function PriceItems({ category }: { category: string }) {
  const { title, items } = lookup(priceCategories, category, 'Kategoria cennika')
  return (
    <table className="price-table price-table--summary">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Usługa</th>
          <th scope="col">Cena</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name} id={priceItemAnchor(item)}>
            <th scope="row">
              {item.name}
              {item.priceBasis && <span className="price-table__note">{item.priceBasis}</span>}
              {item.note && <span className="price-table__note">{item.note}</span>}
            </th>
            <td data-label="Cena" className="price-table__price">
              {item.price}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
