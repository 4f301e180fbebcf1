/**
 * The check's words for a value that is not one of a select list's choices, after „pole „…””: the
 * form shows the list's names, and a file holds the ids, which are given for whoever edits it by hand.
 * `list` says which list, with its names when the schema knows them ('z listy: Szczepienia, …').
 */
export function choiceError(ids: readonly string[], list: string): string {
  return `ma mieć wartość ${list} (w pliku: ${ids.join(', ')})`
}
