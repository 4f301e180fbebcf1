import { lookup, priceCategories, priceItem, priceList } from '../../lib/data/priceData.ts'
import { priceItemAnchor } from '../../lib/content/rowAnchors.ts'

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

/** One price inside a sentence: <Price id="porada-podroznicza" /> -> "200 zł". */
export function Price({ id }: { id: string }) {
  return <span className="price">{priceItem(id).price}</span>
}

/** What decides a price given as a range or "od": <PriceBasis id="konsultacja-lekarska" /> in a sentence. */
export function PriceBasis({ id }: { id: string }) {
  const { priceBasis } = priceItem(id)
  if (!priceBasis) throw new Error(`Cena "${id}" w content/data/priceList.yaml nie ma pola priceBasis (od czego zależy cena)`)
  return <>{priceBasis}</>
}

/** The green box: what costs nothing extra when vaccinated during a visit. */
export function IncludedWithVaccination() {
  const { title, items } = priceList.includedWithVaccination
  return (
    <aside className="notice notice--green" aria-labelledby="bez-doplat">
      <p className="notice__title" id="bez-doplat">
        {title}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  )
}
