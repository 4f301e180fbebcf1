import { priceList } from '../../../lib/data/priceData.ts'

/** The green box: what costs nothing extra when vaccinated during a visit. */
export function IncludedWithVaccination() {
  const { title, items } = priceList.includedWithVaccination
  return (
    <aside className="notice notice--green" aria-labelledby="bez-doplat">
      <p className="notice__title" id="bez-doplat">
        {title}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  )
}
