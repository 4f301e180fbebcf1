// A clinic's first year with the site, played on a copy of the project
// (issue 26): every sample value replaced by the clinic's own, prices of
// several kinds changed, one set of hours moved, a lab test, a person and a FAQ
// question added, sentences rewritten. Then, as the pull-request check and the
// deploy workflow would: `npm run check` must accept it, the content gate
// `npm run test:content` and the whole `npm test` must both pass on it (the gate
// is what a pull request changing content alone runs, so it must agree with
// the whole suite), and the built pages must show every new value, the booking
// form's times included.
//
// Run: npm run test:year (CI runs it once, after npm test); `-- --check-only` stops after the check. Exits 1 with the
// reason on the first thing that does not hold.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { pageFile, pageRoute } from '../../lib/build/pageFile.ts'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { copyProject } from '../projectCopy.ts'
import { formatDataFile } from '../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { yearConfirmed, yearEdits, yearValues } from './yearEdits.ts'

const { root, remove } = copyProject('clinic-year-')
const keep = process.argv.includes('--keep')

function fail(message: string): never {
  console.error(`Rok przychodni: ${message}`)
  console.error(`Kopia projektu: ${root}`)
  process.exit(1)
}

/** Applies one edit as an editor would make it; an edit that finds nothing to change is the script's own mistake. */
function applyEdits(): void {
  for (const { file, from, to, all } of yearEdits) {
    const path = join(root, file)
    const text = readFileSync(path, 'utf8')
    if (!text.includes(from)) fail(`w pliku ${file} nie ma tekstu do zmiany: ${JSON.stringify(from)}`)
    writeFileSync(path, all ? text.replaceAll(from, to) : text.replace(from, to))
  }
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Every built HTML page of the test build, as one text per page. */
function builtPages(): Map<string, string> {
  const client = join(root, 'dist/test/client')
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
  return new Map(files.flatMap((file) => pageRoute(file) ?? []).map((route) => [route, readFileSync(join(client, pageFile(route)), 'utf8')]))
}

/** The booking form's props as the page carries them for its island. */
function bookingTimes(html: string): Record<string, string> {
  const props = /data-island="forms\/BookingForm" data-props="([^"]+)"/.exec(html)
  if (!props) fail('na stronie /rezerwacja nie ma formularza rezerwacji z jego ustawieniami')
  const json = props[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>')
  const { visitTypes } = JSON.parse(json) as { visitTypes: { value: string; opens: string; closes: string }[] }
  return Object.fromEntries(visitTypes.map((type) => [type.value, `${type.opens}–${type.closes}`]))
}

try {
  applyEdits()
  // As the README tells the clinic: the check names each sample already replaced; every one must be.
  const samplesFile = join(root, 'content/data/samples.yaml')
  // The samples the clinic confirms leave the list first, as an editor deletes them in its form.
  const listed = parse(readFileSync(samplesFile, 'utf8')) as { samples: { label: string }[] }
  const samples = listed.samples.filter((sample) => !yearConfirmed.includes(sample.label))
  for (const label of yearConfirmed)
    if (!listed.samples.some((sample) => sample.label === label)) fail(`w samples.yaml nie ma pozycji „${label}” do potwierdzenia`)
  writeFileSync(samplesFile, formatDataFile(stringify({ samples }), dataSchemas['samples.yaml']!)!)
  const replaced = run('npm', ['run', '--silent', 'check'])
    .output.split('\n')
    .filter((line) => line.startsWith('content/data/samples.yaml:') && line.includes('uwaga: '))
  if (replaced.length !== samples.length)
    fail(`nie każda przykładowa wartość została zastąpiona (${replaced.length} z ${samples.length} zgłoszonych jako zastąpione)`)
  writeFileSync(samplesFile, 'samples: []\n')

  const check = run('npm', ['run', '--silent', 'check'])
  console.log(check.output.trim().split('\n').at(-1))
  if (check.status !== 0 || !/błędy: 0, uwagi: 0/.test(check.output)) fail(`npm run check nie przyjął zmian:\n${check.output}`)

  // `npm run test:year -- --check-only`: the edits and the check alone, a minute instead of a whole npm test.
  if (process.argv.includes('--check-only')) console.log('Rok przychodni: zmiany przyjęte przez npm run check (bez npm test).')
  else {
    console.log('Rok przychodni: npm run test:content na kopii z edycjami…')
    const gate = run('npm', ['run', 'test:content'])
    console.log('Rok przychodni: npm test na tej samej kopii…')
    const test = run('npm', ['test'])
    // Both on the same copy, both must pass: a gate that refuses what npm test accepts, or passes what it refuses, says so.
    if (gate.status !== 0 || test.status !== 0) {
      const verdict = (status: number | null) => (status === 0 ? 'przechodzi' : 'nie przechodzi')
      fail(
        `npm run test:content ${verdict(gate.status)}, npm test ${verdict(test.status)}:\n` +
          (gate.status !== 0 ? `${gate.output.slice(-20_000)}\n` : '') +
          (test.status !== 0 ? test.output.slice(-20_000) : ''),
      )
    }

    const pages = builtPages()
    const all = [...pages.values()].join('\n')
    const missing = yearValues.filter(({ page, text }) => !(page ? (pages.get(page) ?? '') : all).includes(text))
    if (missing.length)
      fail(`na zbudowanych stronach brakuje: ${missing.map(({ page, text }) => `${JSON.stringify(text)}${page ? ` (${page})` : ''}`).join(', ')}`)
    const times = bookingTimes(pages.get('/rezerwacja') ?? '')
    if (times.vaccination !== '16:00–19:30' || times.travel !== '16:00–19:30')
      fail(`formularz rezerwacji nie wziął nowych godzin punktu szczepień: ${JSON.stringify(times)}`)
    // Each run's closing line carries its time; CI runs this on Node 24 as that Node's whole npm test (.ci/run).
    const closing = (output: string) => output.trimEnd().split('\n').at(-1)
    console.log(
      `Rok przychodni (Node ${process.version}): zmiany przyjęte: ${yearEdits.length}, npm run test:content i npm test przechodzą, nowe wartości na stronach: ${yearValues.length}, godziny w formularzu: ${JSON.stringify(times)}.\n` +
        `  ${closing(gate.output)}\n  ${closing(test.output)}`,
    )
  }
} finally {
  if (!keep) remove()
}
