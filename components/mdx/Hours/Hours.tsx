import { withBase } from '../../../lib/build/siteUrl'
import { receives, scheduleDays, scheduleStaff, visitLengths } from '../../../lib/data/clinicFacts'
import { team } from '../../../lib/data/serviceData'
import { clinic, forms } from '../../../lib/data/siteData'

/**
 * Every opening-hours schedule as a definition list; `only` picks some by id.
 * Under the days and hours: how long a visit takes (forms.yaml's lengths for
 * the booking form's types, or the schedule's own) and who sees patients then
 * (team.yaml), each linked to their card on /zespol.
 */
export function Hours({ only }: { only?: string[] }) {
  const schedules = only ? clinic.hours.filter((schedule) => only.includes(schedule.id)) : clinic.hours
  return (
    <dl className="hours">
      {schedules.map((schedule) => {
        const lengths = visitLengths(schedule, forms.bookingForm.visitTypes)
        const staff = scheduleStaff(schedule, team.members)
        return (
          <div key={schedule.id} className="hours__row">
            <dt>{schedule.label}</dt>
            <dd>
              {scheduleDays(schedule)}
              {schedule.note && <span className="hours__note"> ({schedule.note})</span>}
              {lengths && <span className="hours__detail">Czas wizyty: {lengths}</span>}
              {staff.length > 0 && (
                <span className="hours__detail">
                  {receives(staff.length)}:{' '}
                  {staff.map((member, index) => (
                    <span key={member.id}>
                      {index > 0 && ', '}
                      <a href={withBase(`/zespol#${member.id}`)}>{member.name}</a>
                    </span>
                  ))}
                </span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
