import { formatDate } from '../../../lib/data/format.ts'
import { clinic } from '../../../lib/data/siteData.ts'

/** The foundation's registry data as a table of label and value. */
export function RegistryData() {
  const { registry, address } = clinic
  const rows: [string, string][] = [
    ['Nazwa', registry.name],
    ['Forma prawna', registry.legalForm],
    ['Numer KRS', registry.krs],
    ['NIP', registry.nip],
    ['REGON', registry.regon],
    ['Status VAT', registry.vatStatus],
    ['Numer rachunku bankowego', registry.bankAccount],
    ['Bank', registry.bank],
    ['Adres siedziby', `${address.street}, ${address.postalCode} ${address.city}`],
    ['Data rejestracji', formatDate(registry.registrationDate)],
    ['Sąd rejestrowy', registry.court],
    ['Przedmiot działalności', registry.activity],
  ]
  return (
    <table className="price-table price-table--summary registry-table">
      <caption>Dane rejestrowe fundacji</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
