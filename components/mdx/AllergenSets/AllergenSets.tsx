import { allergy } from '../../../lib/data/priceData.ts'
import { allergenSetAnchor } from '../../../lib/content/rowAnchors.ts'

/** Allergen sets (code, name, allergens, price) from content/data/allergy.yaml. */
export function AllergenSets() {
  return (
    <table className="price-table">
      <caption>Zestawy alergenów</caption>
      <thead>
        <tr>
          <th scope="col">Kod</th>
          <th scope="col">Zestaw</th>
          <th scope="col">Alergeny</th>
          <th scope="col">Cena</th>
        </tr>
      </thead>
      <tbody>
        {allergy.allergenSets.map((set) => (
          <tr key={set.code} id={allergenSetAnchor(set.code)}>
            <td data-label="Kod">{set.code}</td>
            <th scope="row">{set.name}</th>
            <td data-label="Alergeny">{set.items.join(', ')}</td>
            <td data-label="Cena" className="price-table__price">
              {set.price}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
