import { pageBody } from './splitFrontmatter.ts'

/** What a component stands for in plain text: a fixed text (<Phone />) or one made from its props (<OpeningTime id="..." />). */
export type Fact = string | ((props: Record<string, string[]>) => string)

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * Questions and answers of an FAQ page written in Markdown: each `###` heading
 * is a question, the text up to the next heading its answer. Components that
 * stand for a fact (<Phone />, <OpeningTime id="infolinia" />, <Hours />)
 * become that fact; other components drop out; links and emphasis become text.
 */
export function faqEntries(source: string, facts: Record<string, Fact>): FaqEntry[] {
  const body = pageBody(source)
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

function plainText(markdown: string, facts: Record<string, Fact>): string {
  return markdown
    .replace(/<([A-Z]\w*)((?:\s+\w+=(?:"[^"]*"|\{[^}]*\}))*)\s*\/>/g, (_tag, name: string, attributes: string) => {
      const fact = facts[name]
      return typeof fact === 'function' ? fact(propsOf(attributes)) : (fact ?? '')
    })
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*[-\d.]+\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `id="a" only={['b', 'c']}` → { id: ['a'], only: ['b', 'c'] }: every quoted value of each prop. */
function propsOf(attributes: string): Record<string, string[]> {
  const props: Record<string, string[]> = {}
  for (const [, name, value] of attributes.matchAll(/(\w+)=("[^"]*"|\{[^}]*\})/g)) {
    props[name!] = [...value!.matchAll(/(["'])(.*?)\1/g)].map((match) => match[2]!)
  }
  return props
}
