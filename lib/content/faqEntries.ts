export interface FaqEntry {
  question: string
  answer: string
}

/**
 * Questions and answers of an FAQ page written in Markdown: each `###` heading
 * is a question, the text up to the next heading its answer. Components that
 * stand for a fact (<Phone />) become that fact; links and emphasis become text.
 */
export function faqEntries(source: string, facts: Record<string, string>): FaqEntry[] {
  const body = source.replace(/^---[\s\S]*?\n---\n/, '')
  const entries: FaqEntry[] = []
  let current: { question: string; lines: string[] } | undefined
  const finish = () => {
    if (current) entries.push({ question: current.question, answer: plainText(current.lines.join(' '), facts) })
    current = undefined
  }
  for (const line of body.split('\n')) {
    if (/^#{1,6}\s/.test(line)) {
      finish()
      const question = /^###\s+(.*)$/.exec(line)?.[1]
      if (question) current = { question: question.trim(), lines: [] }
    } else current?.lines.push(line)
  }
  finish()
  return entries.filter((entry) => entry.answer !== '')
}

function plainText(markdown: string, facts: Record<string, string>): string {
  return markdown
    .replace(/<(\w+)\s*\/>/g, (_tag, name: string) => facts[name] ?? '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*[-\d.]+\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}
