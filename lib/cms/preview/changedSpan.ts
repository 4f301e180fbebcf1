/**
 * Where `after` differs from `before`: from the first character that differs to just after the last, as offsets
 * in `after` (the same offset twice when text was only removed). 'Popraw' puts the cursor at `end` and shows that
 * line (formProblems.ts): the editor goes on where the fix was made, not at the text's first line.
 */
export function changedSpan(before: string, after: string): { start: number; end: number } {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let same = 0
  // The common end never reaches into the common start: 'aa' → 'aaa' is one 'a' added at offset 2.
  while (same < before.length - start && same < after.length - start && before[before.length - 1 - same] === after[after.length - 1 - same]) same++
  return { start, end: after.length - same }
}
