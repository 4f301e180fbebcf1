import { vaccines } from '../../../lib/data/priceData.ts'

/** Pregnancy vaccines: name, when in pregnancy, benefits, and whether fully refunded. */
export function PregnancyVaccines() {
  return (
    <table className="price-table">
      <caption>Szczepienia zalecane w ciąży</caption>
      <thead>
        <tr>
          <th scope="col">Szczepienie</th>
          <th scope="col">Kiedy</th>
          <th scope="col">Korzyści</th>
        </tr>
      </thead>
      <tbody>
        {vaccines.pregnancy.map((vaccine) => (
          <tr key={vaccine.name}>
            <th scope="row">
              {vaccine.name}
              {vaccine.refunded && <span className="badge">w pełni refundowane</span>}
            </th>
            <td data-label="Kiedy">{vaccine.timing}</td>
            <td data-label="Korzyści">{vaccine.benefits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
