import { holdsSample } from '../../data/samples.ts'
import { siteDataFiles } from '../load/loadData.ts'
import { perSite } from '../perSite.ts'
import { at } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'

/**
 * samples.yaml: each sample names a file of content/ that exists, and its
 * value still stands there. A value that is gone was replaced by the real
 * one: the entry no longer counts, and the editor is reminded to remove it.
 */
export const samplesFound = perSite(['przyklad-bez-pliku', 'dane-przykladowe'], (site: Site, _today, found) => {
  const data = site.data['samples.yaml'] as { samples?: ({ file?: unknown; value?: unknown } | null)[] } | undefined
  const file = site.dataFiles.find((candidate) => candidate.name === 'samples.yaml')
  if (!data || !file || !Array.isArray(data.samples)) return
  const texts = new Map<string, string>([
    ...site.pages.map((page) => [page.file, page.text] as const),
    ...site.dataFiles.map((entry) => [entry.file, entry.text] as const),
  ])
  const source = parseYamlSource(file.text)
  data.samples.forEach((sample, index) => {
    if (typeof sample?.file !== 'string' || typeof sample.value !== 'string') return
    const text = texts.get(sample.file)
    // A data file the site reads, renamed or deleted, has its own line already (the rule plik-danych).
    if (text === undefined && siteDataFiles().some((name) => sample.file === `content/data/${name}`)) return
    if (text === undefined) {
      found['przyklad-bez-pliku'].push(
        at(
          file.file,
          source.positionAt(['samples', index, 'file']),
          `plik ${sample.file} nie istnieje`,
          'Popraw ścieżkę pliku, np. content/data/clinic.yaml, albo usuń tę pozycję',
        ),
      )
    } else if (!holdsSample(sample.file, text, sample.value) && !hasFieldProblem(site, sample.file)) {
      found['dane-przykladowe'].push(
        at(
          file.file,
          source.positionAt(['samples', index, 'value']),
          `przykładowej wartości „${sample.value}” nie ma już w pliku ${sample.file}`,
          'Jeśli wpisano tam prawdziwą wartość, usuń tę pozycję; jeśli wartość tylko poprawiono, przepisz ją tutaj tak, jak stoi w pliku',
        ),
      )
    }
  })
})

/** A sample value mistyped while it was being replaced (an e-mail without its domain) has its line already: one mistake, one line. */
const hasFieldProblem = (site: Site, file: string) => [...site.invalidFields].some((key) => key.startsWith(`${file}#`))
