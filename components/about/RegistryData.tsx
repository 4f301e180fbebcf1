import { formatDate } from '../../lib/data/format.ts'
import { clinic } from '../../lib/data/siteData.ts'

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

/** Who may sign on the foundation's behalf. */
export function Representation() {
  return <p className="representation">{clinic.registry.signature}</p>
}

/** The management board or the foundation council: name, role, since when. */
export function BoardMembers({ group }: { group: 'board' | 'council' }) {
  const members = clinic.registry[group]
  return (
    <table className="price-table">
      <caption>{group === 'board' ? 'Zarząd fundacji' : 'Rada fundacji'}</caption>
      <thead>
        <tr>
          <th scope="col">Imię i nazwisko</th>
          <th scope="col">Funkcja</th>
          <th scope="col">Od</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.name}>
            <th scope="row">{member.name}</th>
            <td data-label="Funkcja">{member.role}</td>
            <td data-label="Od">
              <time dateTime={member.date}>{formatDate(member.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The foundation's name inside a sentence, e.g. in the legal texts. */
export function FoundationName() {
  return <>{clinic.foundation}</>
}
