import { allergy } from '../../../lib/data/priceData.ts'
import { allergyPanelAnchor } from '../../../lib/content/rowAnchors.ts'

/** Allergy panels (name, allergens, price). */
export function AllergyPanels() {
  return (
    <table className="price-table">
      <caption>Panele alergiczne</caption>
      <thead>
        <tr>
          <th scope="col">Panel</th>
          <th scope="col">Alergeny</th>
          <th scope="col">Cena</th>
        </tr>
      </thead>
      <tbody>
        {allergy.panels.map((panel) => (
          <tr key={panel.name} id={allergyPanelAnchor(panel.name)}>
            <th scope="row">{panel.name}</th>
            <td data-label="Alergeny">{panel.items.join(', ')}</td>
            <td data-label="Cena" className="price-table__price">
              {panel.price}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
