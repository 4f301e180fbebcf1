import { componentEntry } from '../../content/componentRegistry.ts'

/**
 * What a place of a data file's preview is, in the editors' words (issue 43: the
 * preview's headings showed the tag, `<Hours only={["pobrania"]} />`): the
 * first clause of its component's description without the data file's name,
 * e.g. „Cennik badań laboratoryjnych z wyszukiwarką” for `<LabPriceTable />`,
 * „Godziny otwarcia” for `<Hours … />`.
 */
export function placeName(source: string): string {
  const name = /^<([A-Z][A-Za-z]*)/.exec(source.trim())?.[1]
  const description = name ? componentEntry(name)?.description : undefined
  if (!description) return 'Fragment treści'
  const words = description
    .replace(/\s+z `[^`]*`/g, '')
    .split(/[:;.(]|, np\b/)[0]!
    .replace(/\s*`[^`]*`/g, '')
    .trim()
  return words || 'Fragment treści'
}

/** Polish enumeration: „A”, „A i B”, „A, B i C”. */
export function listPl(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} i ${items.at(-1)}`
}
