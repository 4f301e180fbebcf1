/** A fix of a field's value: the whole value before it and after it. */
export interface ValueFix {
  from: string
  to: string
}

/**
 * Several fixes of one value, each made from the same value (`from`), as one: each one's change is the stretch
 * where its `from` and `to` differ, and the stretches are made together, the last first. A list pasted from Word
 * has one line of the check per bullet; an editor's trial pressed 'Popraw' once for each, the preview joining the
 * remaining bullets into one item meanwhile. Undefined when the fixes start from different values or their
 * stretches meet: then each is made alone.
 */
export function combinedFix(fixes: readonly ValueFix[]): ValueFix | undefined {
  const from = fixes[0]?.from
  if (from === undefined || fixes.some((fix) => fix.from !== from)) return undefined
  const stretches = fixes
    .map(({ to }) => {
      let start = 0
      while (start < from.length && start < to.length && from[start] === to[start]) start++
      let end = 0
      while (end < from.length - start && end < to.length - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++
      return { start, stop: from.length - end, text: to.slice(start, to.length - end) }
    })
    .sort((a, b) => b.start - a.start)
  let to = from
  let limit = from.length
  for (const { start, stop, text } of stretches) {
    if (stop > limit) return undefined
    to = to.slice(0, start) + text + to.slice(stop)
    limit = start
  }
  return { from, to }
}
