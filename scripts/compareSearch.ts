// Compares the two search libraries considered for the site search (issue 45)
// on the issue's queries, on the frozen test site: MiniSearch with the Polish
// stemmer (lib/search/siteSearch.ts, what the site uses) and fuse.js (already
// used by the lab price search) on the same records, normalised the same way.
// Prints each library's first result per query, whether it is the expected
// one, and the time per query. `npx tsx scripts/compareSearch.ts [site folder]`
import { performance } from 'node:perf_hooks'
import Fuse from 'fuse.js'
import { loadSite } from '../lib/check/load/loadSite.ts'
import { normalise } from '../lib/search/normalise.ts'
import { searchIndexData } from '../lib/search/siteRecords.ts'
import { createSiteSearch } from '../lib/search/siteSearch.ts'

const root = process.argv[2] ?? 'tests/fixtures/site'
const data = searchIndexData(loadSite(root))

/** The issue's queries and what a patient expects first. */
const QUERIES: [string, RegExp][] = [
  ['szczepionka na kleszcze', /kleszczow/i],
  ['ile kosztuje HPV', /HPV/],
  ['żółta febra', /żółtej gorączce/],
  ['zolta febra', /żółtej gorączce/],
  ['morfologia', /^Morfologia/],
  ['morfolgia', /^Morfologia/],
  ['czy mogę się szczepić z katarem', /katar|chorob/i],
  ['parking', /parking/i],
  ['grypę', /gryp/i],
  ['szczepienia', /szczepie/i],
  ['kleszczowe', /kleszczow/i],
  ['żółtaczka', /WZW/],
  ['cholesterol', /cholesterol|lipidogram/i],
]

let started = performance.now()
const mini = createSiteSearch(data)
const miniBuild = performance.now() - started
started = performance.now()
const fuse = new Fuse(
  data.records.map((record) => ({ record, title: normalise(record.title), text: normalise(record.text) })),
  { keys: [{ name: 'title', weight: 2 }, 'text'], threshold: 0.35, ignoreLocation: true, minMatchCharLength: 3, includeScore: true },
)
const fuseBuild = performance.now() - started

const engines = {
  MiniSearch: (query: string) => mini.search(query, 1)[0]?.record,
  'fuse.js': (query: string) => fuse.search(normalise(query), { limit: 1 })[0]?.item.record,
}
console.log(`${data.records.length} rekordów. Budowa indeksu: MiniSearch ${miniBuild.toFixed(0)} ms, fuse.js ${fuseBuild.toFixed(0)} ms.\n`)
for (const [name, first] of Object.entries(engines)) {
  let right = 0
  const times: number[] = []
  console.log(name)
  for (const [query, expected] of QUERIES) {
    const start = performance.now()
    const record = first(query)
    times.push(performance.now() - start)
    const ok = record !== undefined && expected.test(`${record.title} ${record.text}`)
    if (ok) right++
    console.log(`  ${ok ? '✓' : '✗'} ${query.padEnd(34)} → ${record ? `[${record.kind}] ${record.title}` : '(nic)'}`)
  }
  times.sort((a, b) => a - b)
  console.log(`  trafne pierwsze wyniki: ${right}/${QUERIES.length}; mediana ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms na zapytanie\n`)
}
