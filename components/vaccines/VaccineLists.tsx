import type { ReactNode } from 'react'
import { travelVaccinePrice } from '../../lib/data/travelVaccinePrice.ts'
import { vaccines } from '../../lib/data/priceData.ts'

/**
 * The vaccines available for travellers, as a multi-column list, each with the price
 * of one dose read from vaccinePrices.yaml (whichever table lists it), so a traveller
 * need not combine the travel, children's and adults' tables (issue 44).
 */
export function TravelVaccines() {
  return (
    <ul className="columns-list">
      {vaccines.travelAvailable.map((name) => (
        <li key={name}>
          {name}: <span className="travel-vaccine__price">{travelVaccinePrice(name)}</span>
        </li>
      ))}
    </ul>
  )
}

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

/** A checklist: wraps a Markdown numbered list and styles it with ticks. */
export function Checklist({ children }: { children: ReactNode }) {
  return <div className="checklist">{children}</div>
}

/** How a vaccine fully refunded in pregnancy is had, step by step, and what is paid at the clinic (vaccines.yaml). */
export function RefundSteps() {
  const refund = vaccines.refundInPregnancy
  if (!refund) throw new Error('content/data/vaccines.yaml nie ma pola refundInPregnancy (kroki przy szczepionce refundowanej w ciąży)')
  return (
    <>
      <ol className="refund-steps">
        <li>{refund.prescription}</li>
        {refund.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{refund.paidHere}</p>
    </>
  )
}
