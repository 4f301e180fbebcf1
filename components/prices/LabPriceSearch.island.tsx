import { useEffect, useMemo, useState } from 'react'
import { displayPhone, telHref } from '../../lib/data/format.ts'
import type { LabCategory } from '../../lib/schemas/servicesSchema.ts'
import { createLabSearch, type LabTest } from '../../lib/search/labSearch.ts'
import { pluralPl } from '../../lib/search/pluralPl.ts'

export interface LabPriceSearchProps {
  categories: LabCategory[]
  phone: string
}

const TESTS: [string, string, string] = ['badanie', 'badania', 'badań']

/**
 * The laboratory price table with search and category filter. The build renders
 * the full table (all a visitor without JavaScript needs); the controls appear
 * once the island is live.
 */
export default function LabPriceSearch({ categories, phone }: LabPriceSearchProps) {
  const [hydrated, setHydrated] = useState(false)
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  useEffect(() => setHydrated(true), [])

  const search = useMemo(
    () => createLabSearch(categories.flatMap((group) => group.items.map((item) => ({ ...item, category: group.title })))),
    [categories],
  )
  const results = search.search(query, category)
  const groups = groupByCategory(results)
  const total = categories.reduce((sum, group) => sum + group.items.length, 0)
  const filtered = query.trim() !== '' || category !== null

  return (
    <div className="lab-search">
      <div className="lab-search__controls" hidden={!hydrated}>
        <label className="field__label" htmlFor="szukaj-badania">
          Wyszukaj badanie
        </label>
        <div className="lab-search__box">
          <input
            id="szukaj-badania"
            type="search"
            placeholder="Szukaj badania..."
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query !== '' && (
            <button type="button" className="lab-search__clear" aria-label="Wyczyść wyszukiwanie" onClick={() => setQuery('')}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
        <div className="lab-search__categories" role="group" aria-label="Kategorie badań">
          <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
            Wszystkie
          </button>
          {categories.map((group) => (
            <button key={group.title} type="button" aria-pressed={category === group.title} onClick={() => setCategory(group.title)}>
              {group.title}
            </button>
          ))}
        </div>
        <p className="lab-search__count" role="status">
          {filtered ? `Znaleziono ${results.length} ${pluralPl(results.length, TESTS)}.` : `Wszystkie badania: ${total}.`}
        </p>
      </div>
      {results.length === 0 ? (
        <p className="lab-search__empty">
          Nie znaleźliśmy badania pasującego do wyszukiwania. Zadzwoń pod numer <a href={telHref(phone)}>{displayPhone(phone)}</a>: powiemy, czy je
          wykonujemy.
        </p>
      ) : (
        <table className="lab-table">
          <caption>Cennik badań laboratoryjnych</caption>
          <thead>
            <tr>
              <th scope="col">Badanie</th>
              <th scope="col">Cena</th>
            </tr>
          </thead>
          {groups.map(([title, tests]) => (
            <tbody key={title}>
              <tr>
                <th scope="colgroup" colSpan={2} className="lab-table__category">
                  {title}
                </th>
              </tr>
              {tests.map((test) => (
                <tr key={test.name}>
                  <td>{test.name}</td>
                  <td className="price-table__price">{test.price}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </div>
  )
}

/** Groups in the order their first result appears, so the best matches stay on top. */
function groupByCategory(results: LabTest[]): [string, LabTest[]][] {
  const groups = new Map<string, LabTest[]>()
  for (const test of results) groups.set(test.category, [...(groups.get(test.category) ?? []), test])
  return [...groups]
}
