import { formatDate } from '../../../lib/data/format.ts'
import { clinic } from '../../../lib/data/siteData.ts'

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
