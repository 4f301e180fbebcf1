/**
 * The team members an MDX page shows: <Specialist id="x" />, <Staff ids={["x", "y"]} />,
 * or everyone with <TeamList />.
 */
export function peopleOnPage(source: string, allIds: readonly string[]): string[] {
  if (/<TeamList\s*\/>/.test(source)) return [...allIds]
  const ids = [
    ...[...source.matchAll(/<Specialist\s+id="([^"]+)"/g)].map((match) => match[1]!),
    ...[...source.matchAll(/<Staff\s+ids=\{\[([^\]]*)\]\}/g)].flatMap((match) => [...match[1]!.matchAll(/"([^"]+)"/g)].map((id) => id[1]!)),
  ]
  return [...new Set(ids)].filter((id) => allIds.includes(id))
}
