import type { ListItem, Paragraph } from 'mdast'
import { isScalar, Scalar, visit as visitYaml } from 'yaml'
import { firstWords } from '../firstWords.ts'
import { visitNodes } from '../treeNodes.ts'
import { rememberedFor } from '../remembered.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource, type YamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

/** The first words of a text, for a message. */
const excerpt = (text: string) => firstWords(text, 6)

/**
 * The messages name lines by their words, not their numbers: in the browser editor a FAQ answer's
 * box has a few lines, while the file it is saved in (faq.yaml) has hundreds, and a page's box starts
 * below its fields. The check's own place (file:line:column, the editor's field and line) says where.
 *
 * Lines that the parser quietly joins to the line above, which an editor
 * almost never means: a list item that lost its "- " (in a page's list, or in
 * a data file's list) reads as the end of the item before it. The browser
 * editor writes every value on one line, and a page's list items on their own
 * lines, so such a line is a slip: a warning at it, with both ways to fix it.
 */
function checkContinuations(site: Site): Finding[] {
  const problems: Finding[] = []
  // Data files and pages' fields: a plain value (no quotes) that runs on over two lines.
  const yamlFiles = [
    ...site.dataFiles.flatMap(({ file, name, text }) => (site.data[name] === undefined ? [] : [{ file, source: parseYamlSource(text), offset: 0 }])),
    ...site.pages.flatMap((page) => (page.fields && page.fields.errors.length === 0 ? [{ file: page.file, source: page.fields, offset: 1 }] : [])),
  ]
  for (const { file, source, offset } of yamlFiles) problems.push(...yamlContinuations(source, file, offset))
  // Pages: a line of a list item's paragraph that is not indented under the item.
  for (const page of [...site.pages, ...site.texts]) {
    if (!page.tree) continue
    const lines = page.text.split('\n')
    visitNodes(page.tree, 'listItem', (item: ListItem) => {
      const paragraph = item.children[0]
      if (paragraph?.type !== 'paragraph' || !paragraph.position || !item.position) return
      const content = paragraph.position.start.column - 1
      for (let line = paragraph.position.start.line + 1; line <= paragraph.position.end.line; line++) {
        const text = lines[line - 1] ?? ''
        const indent = text.length - text.trimStart().length
        if (indent >= content) continue
        const marker = markerOf(item, paragraph, lines)
        problems.push(
          at(
            page.file,
            { line, column: indent + 1 },
            `linia „${excerpt(text)}” dokleja się do punktu listy nad nią („${excerpt(lines[paragraph.position.start.line - 1]!.slice(content))}”)`,
            `Jeśli to osobny punkt, zacznij linię od „${marker}”; jeśli dalszy ciąg punktu, dopisz go na końcu linii powyżej`,
          ),
        )
        break
      }
    })
  }
  return problems
}

/** How the item after `item` starts: "- ", or "2. " after "1. ". */
function markerOf(item: ListItem, paragraph: Paragraph, lines: string[]): string {
  const start = item.position!.start
  const written = (lines[start.line - 1] ?? '').slice(start.column - 1, paragraph.position!.start.column - 1).trim()
  const number = /^(\d+)([.)])$/.exec(written)
  return number ? `${Number(number[1]) + 1}${number[2]} ` : `${written || '-'} `
}

// A parsed YAML text is kept while the text is unchanged (lib/check/yamlSource.ts): its lines are found once.
const yamlContinuations = rememberedFor(
  (source: YamlSource, file: string, offset: number) => continuationsIn(file, source, offset),
  (file, offset) => `${offset}\n${file}`,
)

function continuationsIn(file: string, source: YamlSource, offset: number): Finding[] {
  const problems: Finding[] = []
  visitYaml(source.document, {
    Scalar(_key, node: Scalar) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return
      const written = source.text.slice(node.range[0], node.range[1])
      const newline = written.indexOf('\n')
      if (newline === -1) return
      const first = lineOfOffset(source.text, node.range[0])
      const nextLine = written.slice(newline + 1)
      const column = nextLine.length - nextLine.trimStart().length + 1
      problems.push(
        at(
          file,
          { line: first + 1 + offset, column },
          `linia „${excerpt(nextLine.split('\n', 1)[0]!)}” jest dalszym ciągiem wartości z linii powyżej i zostanie z nią połączona („${excerpt(String(node.value))}”)`,
          'Jeśli to osobna pozycja listy, zacznij ją od „- ”; jeśli dalszy ciąg tekstu, dopisz go na końcu linii powyżej',
        ),
      )
    },
  })
  return problems
}

const lineOfOffset = (text: string, offset: number) => text.slice(0, offset).split('\n').length

export const liniaDoklejona: Rule = {
  id: 'linia-doklejona',
  severity: 'warning',
  description: 'Linia, która zgubiła znak punktu listy (`- ` albo numer) i dokleja się do punktu nad nią, na stronie albo w pliku danych.',
  why: 'Taka linia nie pokaże się jako osobny punkt: strona połączy ją z punktem nad nią w jedno zdanie, np. „dowód osobisty książeczkę szczepień”. Pacjent zobaczy listę inną, niż napisano.',
  fix: 'Jeśli to osobny punkt, zacznij linię od `- ` (w liście numerowanej od kolejnego numeru, np. `2. `). Jeśli to dalszy ciąg punktu, dopisz go na końcu linii powyżej.',
  examples: {
    ok: [
      { text: 'Zabierz ze sobą:\n\n- dowód osobisty,\n- książeczkę szczepień.' },
      { text: '1. Zadzwoń do rejestracji.\n2. Potwierdź termin wizyty.' },
      {
        text: '      - badanie funkcjonalne i plan terapii\n      - konsultacja fizjoterapeutyczna',
        file: 'content/data/services.yaml',
        replaces: '      - badanie funkcjonalne i plan terapii',
      },
    ],
    notOk: [
      { text: 'Zabierz ze sobą:\n\n- dowód osobisty,\nksiążeczkę szczepień.', line: 4 },
      { text: '1. Zadzwoń do rejestracji.\nPotwierdź termin wizyty.', line: 2 },
      {
        text: '      - badanie funkcjonalne i plan terapii\n        konsultacja fizjoterapeutyczna',
        file: 'content/data/services.yaml',
        replaces: '      - badanie funkcjonalne i plan terapii',
        line: 2,
      },
    ],
  },
  run: checkContinuations,
}
