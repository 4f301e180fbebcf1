/**
 * Named lists of ids that one data file defines and another data file's field
 * refers to. Such a field carries `references: '<name>'` in its `.meta()`, so
 * the browser editor can offer the ids as a select list instead of free text.
 */
export interface IdSource {
  /** The data file in content/data/ that defines the ids, e.g. 'clinic.yaml'. */
  file: string
  /** Where the list of entries is in that file, e.g. ['hours']. */
  path: readonly string[]
  /** The field of each entry that holds the id, e.g. 'id'. */
  key: string
  /** The Polish name of the list, for the editor. */
  label: string
}

/**
 * Empty on purpose: no field of a data file refers to an id defined in another
 * data file. The ids that the files define (hours, visit types, price tables,
 * categories and ids, intervals, topics, team members) are referred to by the
 * pages' components (<OpeningTime id>, <VaccinePriceTable table>, <Price id>...)
 * and by placeholders inside texts ({godziny:ID}), which `npm run check` checks
 * (lib/check/componentProps.ts, lib/check/checks/placeholders.ts). The only
 * cross-file name in a data field, navigation.yaml's `external` (an address of
 * clinic.yaml), is a fixed list of names already (z.enum). Add a source here
 * when a data field starts to refer to another file's ids, e.g.
 * `hours: { file: 'clinic.yaml', path: ['hours'], key: 'id', label: 'Godziny' }`.
 */
export const idSources: Record<string, IdSource> = {}

export type IdSourceName = keyof typeof idSources
