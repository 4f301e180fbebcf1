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
  /** The field of each entry the editor knows it by, e.g. a person's name. */
  display: string
}

/**
 * The data fields that refer to another file's ids: the hours in clinic.yaml
 * name who sees patients in them (team.yaml) and which visit types of the
 * booking form they offer (forms.yaml); a visit type of the booking form may
 * name the hours it is requested in (clinic.yaml). `npm run check` checks each such
 * value (lib/check/rules/odwolanie.ts). The ids pages refer to (hours,
 * price tables, intervals, topics...) are checked through the pages'
 * components (lib/content/componentRegistry.ts) and the placeholders inside texts
 * ({godziny:ID}, lib/check/rules/znacznik-danych.ts).
 */
export const idSources: Record<string, IdSource> = {
  team: { file: 'team.yaml', path: ['members'], key: 'id', label: 'Zespół', display: 'name' },
  visitTypes: { file: 'forms.yaml', path: ['bookingForm', 'visitTypes'], key: 'value', label: 'Rodzaje wizyt', display: 'label' },
  hours: { file: 'clinic.yaml', path: ['hours'], key: 'id', label: 'Godziny', display: 'label' },
}
