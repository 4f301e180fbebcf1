export interface TypedFact {
  line: number
  column: number
  text: string
  use: string
}

/**
 * Facts from content/data/clinic.yaml typed by hand in the body of an MDX page
 * (opening hours, the phone number, the e-mail), with the component to use
 * instead, so that each fact keeps one place. The frontmatter is left alone:
 * it is plain text for search engines.
 */
export function typedFacts(
  source: string,
  facts: { hours: { id: string; opens: string; closes: string }[]; phone: string; email: string },
): TypedFact[] {
  const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? ''
  const offset = frontmatter.split('\n').length - 1
  const phoneDigits = facts.phone.replace(/\D/g, '').slice(-9)
  const found: TypedFact[] = []
  source
    .slice(frontmatter.length)
    .split('\n')
    .forEach((line, index) => {
      const at = (text: string, use: string, column = line.indexOf(text) + 1) => found.push({ line: offset + index + 1, column: Math.max(column, 1), text, use })
      for (const schedule of facts.hours) {
        const range = new RegExp(`(?<![\\d:])${schedule.opens}\\s*[–-]\\s*${schedule.closes}(?![\\d:])`)
        const match = range.exec(line)
        if (match) at(match[0], `<OpeningTime id="${schedule.id}" />`, match.index + 1)
      }
      if (line.replace(/\D/g, '').includes(phoneDigits)) at(facts.phone, '<Phone />', phoneColumn(line, phoneDigits))
      if (line.includes(facts.email)) at(facts.email, '<Email />')
    })
  return found
}

/** Where the number starts in the line, however it is spaced: the first of its last nine digits. */
function phoneColumn(line: string, digits: string): number {
  const spaced = new RegExp(digits.split('').join('[\\s-]*')).exec(line)
  return (spaced?.index ?? 0) + 1
}
