// Benchmark (not a test): time per query of the laboratory price search on a
// generated 1,000-row catalogue. One frame at 60 Hz is 16.7 ms.
import { performance } from 'node:perf_hooks'
import { readDataFile } from '../lib/data/readDataFile.ts'
import { labTestsSchema } from '../lib/schemas/labTestsSchema.ts'
import { createLabSearch, type LabTest } from '../lib/search/labSearch.ts'

const ROWS = 1000
const RUNS = 200
const queries = ['tsh', 'morfologja', 'zelazo', 'witamina d', 'ca 125', 'przeciwciała', 'x', '']

const { categories } = readDataFile(process.cwd(), 'labTests.yaml', labTestsSchema)
const real = categories.flatMap((group) => group.items.map((item) => ({ ...item, category: group.title })))
// Real names, then numbered variants of them, up to 1,000 rows.
const catalogue: LabTest[] = Array.from({ length: ROWS }, (_, index) => {
  const base = real[index % real.length]!
  return index < real.length ? base : { ...base, name: `${base.name} (panel ${Math.floor(index / real.length)})` }
})

const startBuild = performance.now()
const search = createLabSearch(catalogue)
const buildMs = performance.now() - startBuild

console.log(`Katalog: ${catalogue.length} badań; przygotowanie indeksu: ${buildMs.toFixed(2)} ms`)
console.log(`${'zapytanie'.padEnd(16) + 'wyniki'.padStart(8)}  ms/zapytanie (średnio, mediana, max)`)
const all: number[] = []
for (const query of queries) {
  const times: number[] = []
  let count = 0
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    count = search.search(query, null).length
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  all.push(...times)
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length
  console.log(
    `${JSON.stringify(query).padEnd(16)}${String(count).padStart(8)}  ${mean.toFixed(3)}  ${times[RUNS / 2]!.toFixed(3)}  ${times.at(-1)!.toFixed(3)}`,
  )
}
all.sort((a, b) => a - b)
console.log(
  `Wszystkie zapytania: mediana ${all[all.length / 2]!.toFixed(3)} ms, 99. percentyl ${all[Math.floor(all.length * 0.99)]!.toFixed(3)} ms (klatka: 16.7 ms).`,
)
