import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import { nearest } from '../nearest.ts'
import { referringFields } from './odwolanie.ts'
import type { Rule } from '../rule.ts'
import { remembered } from '../remembered.ts'

/**
 * The lists whose ids other files use: where the list is (a `*` steps into
 * every item of a list), the field holding the id, the id source of
 * lib/schemas/idSources.ts that data files refer to it by, the components'
 * props and the text placeholder that name its ids in pages and texts.
 */
const idLists: { file: string; path: string[]; key: string; source?: string; props: [string, string][]; placeholder?: string }[] = [
  {
    file: 'clinic.yaml',
    path: ['hours'],
    key: 'id',
    source: 'hours',
    props: [
      ['Hours', 'only'],
      ['OpeningTime', 'id'],
    ],
    placeholder: 'godziny',
  },
  { file: 'team.yaml', path: ['members'], key: 'id', source: 'team', props: [['Staff', 'ids']] },
  {
    file: 'forms.yaml',
    path: ['bookingForm', 'visitTypes'],
    key: 'value',
    source: 'visitTypes',
    props: [
      ['VisitLength', 'type'],
      ['VisitNote', 'type'],
    ],
  },
  { file: 'priceList.yaml', path: ['categories'], key: 'id', props: [['PriceItems', 'category']] },
  {
    file: 'priceList.yaml',
    path: ['categories', '*', 'items'],
    key: 'id',
    props: [
      ['Price', 'id'],
      ['PriceBasis', 'id'],
    ],
  },
  {
    file: 'vaccinePrices.yaml',
    path: ['tables'],
    key: 'id',
    props: [
      ['VaccinePriceTable', 'table'],
      ['VaccinePriceSummary', 'table'],
    ],
  },
  { file: 'vaccines.yaml', path: ['intervals'], key: 'id', props: [['Interval', 'id']] },
  { file: 'patientInfo.yaml', path: ['topics'], key: 'id', props: [['PatientInfo', 'topic']] },
]

/** Every item of the list at `path`, with its path in the file. */
function itemsAt(value: unknown, path: string[], at: (string | number)[] = []): { item: Record<string, unknown>; path: (string | number)[] }[] {
  if (path.length === 0) return Array.isArray(value) ? value.map((item, index) => ({ item: item as Record<string, unknown>, path: [...at, index] })) : []
  const [step, ...rest] = path
  if (step === '*') return Array.isArray(value) ? value.flatMap((item, index) => itemsAt(item, rest, [...at, index])) : []
  return itemsAt((value as Record<string, unknown> | null)?.[step!], rest, [...at, step!])
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length
/** "file:line" places by file, then line. */
const inOrder = (places: string[]) => [...new Set(places)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))

/** Where the ids of a list are used in pages and texts: id → ["content/kontakt.mdx:12", …]. */
function usesInTexts(site: Site, list: (typeof idLists)[number]): Map<string, string[]> {
  const uses = new Map<string, string[]>()
  const add = (id: string, where: string) => uses.set(id, [...(uses.get(id) ?? []), where])
  const texts = [...site.pages.map(({ file, text }) => ({ file, text })), ...site.dataFiles.map(({ file, text }) => ({ file, text }))]
  for (const { file, text } of texts) for (const [id, where] of usesInText(file, text, list)) add(id, where)
  return uses
}

/** The ids of a list one text uses, each with its place, in the order written. */
const usesInText = remembered(
  (file: string, text: string, list: (typeof idLists)[number]) => {
    const found: [id: string, where: string][] = []
    for (const [component, prop] of list.props) {
      for (const match of text.matchAll(new RegExp(`<${component}\\b[^>]*?\\b${prop}=(?:"([^"]*)"|\\{\\[([^\\]]*)\\]\\})`, 'g'))) {
        const ids = match[1] !== undefined ? [match[1]] : [...match[2]!.matchAll(/["']([^"']+)["']/g)].map((quoted) => quoted[1]!)
        for (const id of ids) found.push([id, `${file}:${lineOf(text, match.index)}`])
      }
    }
    if (list.placeholder)
      for (const match of text.matchAll(new RegExp(`\\{${list.placeholder}:([^}\\s]+)\\}`, 'g')))
        found.push([match[1]!, `${file}:${lineOf(text, match.index)}`])
    return found
  },
  // Every page and data file is read for every list on every check; most are unchanged since the last.
  (file, text, list) => ({ text, also: `${idLists.indexOf(list)}\n${file}` }),
)

/**
 * An id changed in the file that defines it while other files still use the
 * old one: reported at the line of the changed id, naming where the old one is
 * used. The check reads no history, so a changed id is recognised as an id
 * nothing uses, beside an unknown id that something uses (the nearest one
 * when several ids are unused). The places that use the unknown id are
 * reported by the other checks as well.
 */
function checkRenamedIds(site: Site): Finding[] {
  const problems: Finding[] = []
  for (const list of idLists) {
    const data = site.data[list.file]
    const file = site.dataFiles.find((candidate) => candidate.name === list.file)
    if (data === undefined || !file) continue
    const defined = itemsAt(data, list.path).filter(({ item }) => typeof item?.[list.key] === 'string')
    const ids = defined.map(({ item }) => item[list.key] as string)
    const uses = usesInTexts(site, list)
    for (const referring of referringFields.filter((field) => field.source === list.source)) {
      const referringFile = site.dataFiles.find((candidate) => candidate.name === referring.file)
      if (!referringFile || site.data[referring.file] === undefined) continue
      const yaml = parseYamlSource(referringFile.text)
      for (const { path, value } of referring.values(site.data[referring.file])) {
        if (typeof value === 'string') uses.set(value, [...(uses.get(value) ?? []), `${referringFile.file}:${yaml.positionAt(path).line}`])
      }
    }
    const unknown = [...uses.keys()].filter((id) => !ids.includes(id))
    const unused = ids.filter((id) => !uses.has(id))
    if (unknown.length === 0 || unused.length === 0) continue
    const yaml = parseYamlSource(file.text)
    for (const old of unknown) {
      const renamed = unused.length === 1 && unknown.length === 1 ? unused[0] : nearest(old, unused)
      if (!renamed) continue
      const { path } = defined.find(({ item }) => item[list.key] === renamed)!
      problems.push(
        at(
          file.file,
          yaml.positionAt([...path, list.key]),
          `kod „${renamed}” nie jest nigdzie używany, a nieznany kod „${old}” jest używany w: ${inOrder(uses.get(old)!).join(', ')}`,
          `Jeśli zmieniono tu „${old}” na „${renamed}”, przywróć „${old}” (kod zmienia się tylko razem ze wszystkimi tymi miejscami); jeśli „${old}” jest tam literówką, popraw ją tam`,
        ),
      )
    }
  }
  return problems
}

export const zmianaId: Rule = {
  id: 'zmiana-id',
  severity: 'error',
  description: 'Kod (id) pozycji zmieniony w pliku danych, choć strony albo inne pliki nadal używają starego kodu.',
  why: 'Strony i inne pliki wskazują pozycję jej kodem, np. `<Price id="porada-podroznicza" />` albo `{godziny:infolinia}`. Gdy kod zmieni się tylko w jednym miejscu, te odwołania przestają działać i strona się nie zbuduje.',
  fix: 'Przywróć dawny kod: to, co widzą pacjenci, zmienia się w polach nazwy i opisu, a kod zostaje ten sam. Jeśli kod naprawdę trzeba zmienić, zmień go też we wszystkich miejscach, które wymienia komunikat.',
  examples: {
    ok: [
      {
        file: 'content/data/priceList.yaml',
        replaces: '        name: Porada lekarska przed podróżą (medycyna podróży, profilaktyka malarii)',
        text: '        name: Porada przed podróżą (medycyna podróży, profilaktyka malarii)',
      },
    ],
    notOk: [
      { file: 'content/data/team.yaml', replaces: '  - id: lekarz-konsultacje', text: '  - id: anna-przykladowa' },
      { file: 'content/data/priceList.yaml', replaces: '      - id: porada-podroznicza', text: '      - id: porada-przed-podroza' },
      { file: 'content/data/clinic.yaml', replaces: '  - id: konsultacje', text: '  - id: konsultacje-lekarskie' },
    ],
  },
  run: checkRenamedIds,
}
