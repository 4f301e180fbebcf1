import { history } from '../../../lib/data/aboutData.ts'

/** The clinic's history as a timeline (content/data/history.yaml). */
export function Milestones() {
  return (
    <ol className="timeline">
      {history.milestones.map((milestone) => (
        <li key={milestone.year} className="timeline__item">
          <p className="timeline__year">{milestone.year}</p>
          <h3 className="timeline__title">{milestone.title}</h3>
          <p>{milestone.description}</p>
        </li>
      ))}
    </ol>
  )
}
