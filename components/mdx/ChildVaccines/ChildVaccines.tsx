import { vaccines } from '../../../lib/data/priceData.ts'

/** Children's mandatory or recommended vaccines with a line of information each. */
export function ChildVaccines({ kind }: { kind: 'mandatory' | 'recommended' }) {
  return (
    <dl className="vaccine-list">
      {vaccines.children[kind].map((vaccine) => (
        <div key={vaccine.name}>
          <dt>{vaccine.name}</dt>
          <dd>{vaccine.info}</dd>
        </div>
      ))}
    </dl>
  )
}
