import { vaccines } from '../../../lib/data/priceData.ts'

/**
 * The mandatory vaccination calendar, from birth to the 19th year (vaccines.yaml's
 * infantCalendar, on /szczepienia/niemowleta): age, then the vaccines given at that age.
 */
export function InfantCalendar() {
  return (
    <table className="price-table calendar-table">
      <caption>Kalendarz szczepień obowiązkowych dzieci i młodzieży</caption>
      <thead>
        <tr>
          <th scope="col">Wiek dziecka</th>
          <th scope="col">Szczepienie</th>
          <th scope="col">Informacje</th>
        </tr>
      </thead>
      {vaccines.infantCalendar.map((entry) => (
        <tbody key={entry.age}>
          {entry.vaccines.map((vaccine, index) => (
            <tr key={vaccine.name}>
              {index === 0 && (
                <th scope="rowgroup" rowSpan={entry.vaccines.length} className="price-table__disease" data-label="Wiek dziecka:">
                  {entry.age}
                </th>
              )}
              <td data-label="Szczepienie">{vaccine.name}</td>
              <td data-label="Informacje">{vaccine.info}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  )
}
