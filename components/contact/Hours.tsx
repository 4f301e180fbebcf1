import { scheduleDays } from '../../lib/data/clinicFacts'
import { clinic } from '../../lib/data/siteData'

/** Every opening-hours schedule as a definition list; `only` picks some by id. */
export function Hours({ only }: { only?: string[] }) {
  const schedules = only ? clinic.hours.filter((schedule) => only.includes(schedule.id)) : clinic.hours
  return (
    <dl className="hours">
      {schedules.map((schedule) => (
        <div key={schedule.id} className="hours__row">
          <dt>{schedule.label}</dt>
          <dd>
            {scheduleDays(schedule)}
            {schedule.note && <span className="hours__note"> ({schedule.note})</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
