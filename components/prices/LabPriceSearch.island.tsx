import { useEffect, useMemo, useRef, useState } from 'react'
import { displayPhone, telHref } from '../../lib/data/format.ts'
import type { LabCategory } from '../../lib/schemas/labTestsSchema.ts'
import type { Synonym } from '../../lib/schemas/synonymsSchema.ts'
import { createLabSearch, type LabTest } from '../../lib/search/labSearch.ts'
import { pluralPl } from '../../lib/data/pluralPl.ts'
import { labTestAnchor } from '../../lib/content/rowAnchors.ts'

export interface LabPriceSearchProps {
  categories: LabCategory[]
  /** content/data/synonyms.yaml's pairs: 'cukier' finds the glucose tests here as on /szukaj. */
  synonyms: Synonym[]
  phone: string
  /** The site search's page (/szukaj under the site's base), offered when nothing is found. A prop, not an
   *  import: importing its module put the site search's own code into the islands' shared chunk (9 KB more at first use). */
  siteSearch: string
}

const TESTS: [string, string, string] = ['badanie', 'badania', 'badań']

/**
 * The laboratory price table with search and category filter. The build renders
 * the full table and the controls in their place, so hydration moves nothing;
 * without JavaScript the controls are hidden (public/noscript.css) and the
 * complete table is all a visitor needs. What was typed into the box before
 * the island came alive is searched for at once.
 */
export default function LabPriceSearch({ categories, synonyms, phone, siteSearch }: LabPriceSearchProps) {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  const box = useRef<HTMLInputElement>(null)
  const choices = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    setQuery(box.current?.value ?? '')
    setCategory(choices.current?.querySelector<HTMLInputElement>('input:checked')?.value || null)
  }, [])

  const search = useMemo(
    () =>
      createLabSearch(
        categories.flatMap((group) => group.items.map((item) => ({ ...item, category: group.title }))),
        synonyms,
      ),
    [categories, synonyms],
  )
  const results = search.search(query, category)
  const groups = groupByCategory(results)
  const total = categories.reduce((sum, group) => sum + group.items.length, 0)
  const wanted = query.trim()
  const filtered = wanted !== '' || category !== null
  // Nothing in the category chosen, but something in the others: a phone trial chose 'Badania kału', typed 'tsh'
  // and read that the clinic may not do it, with TSH a row away in 'Tarczyca'.
  const elsewhere = results.length === 0 && category !== null && wanted !== '' ? search.search(query, null).length : 0

  return (
    <div className="lab-search">
      <div className="lab-search__controls needs-script">
        <label className="field__label" htmlFor="szukaj-badania">
          Wyszukaj badanie
        </label>
        <div className="lab-search__box">
          <input
            ref={box}
            id="szukaj-badania"
            type="search"
            placeholder="Szukaj badania..."
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query !== '' && (
            <button
              type="button"
              className="lab-search__clear"
              aria-label="Wyczyść wyszukiwanie"
              onClick={() => {
                setQuery('')
                // The button goes with the text: the focus stays where the next search is typed, not on the page's body.
                box.current?.focus()
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
        {/* Radios, not buttons: the choice lives in the page, so a category
            picked before the island is live is still picked after it. */}
        <fieldset className="lab-search__categories" ref={choices}>
          <legend className="visually-hidden">Kategorie badań</legend>
          {[null, ...categories.map((group) => group.title)].map((title) => (
            <label key={title ?? ''} className="lab-search__category">
              <input
                type="radio"
                name="kategoria-badan"
                value={title ?? ''}
                checked={category === title}
                onChange={(event) => {
                  setCategory(title)
                  // On a phone the chips are one row that scrolls sideways: the browser brings a focused radio into
                  // view only when it is wholly out of it, and every other chip chosen with the arrow keys stayed cut.
                  event.currentTarget.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }}
              />
              <span>{title ?? 'Wszystkie'}</span>
            </label>
          ))}
        </fieldset>
        {/* With nothing found the message below says so in full: the count stays for screen readers only. */}
        <p className={results.length === 0 ? 'lab-search__count visually-hidden' : 'lab-search__count'} role="status">
          {filtered ? `Znaleziono ${results.length} ${pluralPl(results.length, TESTS)}.` : `Wszystkie badania: ${total}.`}
        </p>
      </div>
      {elsewhere > 0 ? (
        <p className="lab-search__empty">
          W kategorii „{category}” nie ma badania pasującego do „{wanted}”.{' '}
          <button
            type="button"
            className="lab-search__everywhere"
            onClick={() => {
              setCategory(null)
              box.current?.focus()
              // On a phone the chips scroll sideways: 'Wszystkie', now chosen, is brought into their view.
              choices.current?.querySelector('label')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
            }}
          >
            Pokaż {elsewhere} {pluralPl(elsewhere, TESTS)} ze wszystkich kategorii
          </button>
        </p>
      ) : results.length === 0 ? (
        <p className="lab-search__empty">
          Nie znaleźliśmy badania pasującego do wyszukiwania.{' '}
          {wanted === '' ? (
            'Zadzwoń'
          ) : (
            <>
              {/* The site's search knows other names and typos ('alat' finds ALT, 'glukze' glucose): one tap away. */}
              <a href={`${siteSearch}?q=${encodeURIComponent(wanted)}`}>Szukaj „{wanted}” na całej stronie</a> albo zadzwoń
            </>
          )}{' '}
          pod numer <a href={telHref(phone)}>{displayPhone(phone)}</a>: powiemy, czy je wykonujemy.
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
                <tr key={test.name} id={labTestAnchor(test.name)}>
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
