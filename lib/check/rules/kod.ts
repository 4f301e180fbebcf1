import type { Root } from 'mdast'
import type { Program } from 'estree'
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { visitNodes } from '../treeNodes.ts'
import { isComment, isLiteralProgram } from '../../content/literalValue.ts'
import { explainMdxError } from '../mdxErrors.ts'
import { positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding, type Position } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource } from '../site.ts'

/**
 * Code an editor did not mean: MDX compiles "{uwaga}" in a sentence, or
 * only={pobrania} in a tag, and the build then fails on a name that does not
 * exist (or, for {1-2}, prints -1). Only literals ("tekst", 2, ["a", "b"]) and
 * comments in braces are content; import and export lines are code too.
 */
function checkCode(page: PageSource, tree: Root): Finding[] {
  const problems: Finding[] = []
  visitNodes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'], (node) => {
    const expression = node as MdxFlowExpression | MdxTextExpression | MdxjsEsm
    if (expression.type === 'mdxjsEsm') {
      const { message, fix } = explainMdxError('Could not parse import/exports with acorn')
      problems.push(at(page.file, positionOfNode(expression), message, fix))
    } else if (!isComment(expression.data?.estree)) {
      // Text is text: only a comment may stand in braces (a literal {"…"} too is code to the build's guard, lib/content/remarkContentGuard.ts).
      const { message, fix } = explainMdxError('Could not parse expression with acorn')
      problems.push(at(page.file, positionOfNode(expression), `„{${expression.value}}”: ${message}`, fix))
    } else {
      problems.push(...pragmaProblems(page.file, positionOfNode(expression), expression.data?.estree))
    }
  })
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    for (const attribute of element.attributes) {
      const code =
        attribute.type === 'mdxJsxExpressionAttribute' ? attribute : typeof attribute.value === 'object' && attribute.value ? attribute.value : undefined
      if (!code) continue
      if (isLiteralProgram(code.data?.estree)) {
        problems.push(...pragmaProblems(page.file, positionOfNode(element), code.data?.estree))
        continue
      }
      const name = attribute.type === 'mdxJsxAttribute' ? `atrybutu ${attribute.name} ` : ''
      problems.push(
        at(
          page.file,
          positionOfNode(element),
          `wartość ${name}w <${element.name ?? ''}> nie jest tekstem w cudzysłowie ani listą: „{${code.value}}” jest kodem`,
          'Ujmij wartość w cudzysłów, np. id="infolinia", a listę zapisz tak: only={["pobrania", "szczepienia"]}',
        ),
      )
    }
  })
  return problems
}

/**
 * `npm run check` parses each page and checks its tree, but does not generate
 * its JavaScript (the build does, once; lib/content/mdxCompiler.ts): that stage
 * was a sixth of the check's time. On a page that parses, it fails only on what
 * the check reports anyway (a block of fields that is not YAML, yaml-skladnia; code
 * in braces, import and export, checkCode), and on a comment holding a word the
 * compiler reads as an instruction: "@jsx", "@jsxRuntime", "@jsxImportSource",
 * "@jsxFrag". tests/unit/check/runChecks.test.ts holds the compiler to that list; anything
 * new would still stop the build and the preview with the check's kind of line
 * (compileProblem through checkPlugin's guard).
 */
function pragmaProblems(file: string, where: Position, program: Program | null | undefined): Finding[] {
  for (const comment of program?.comments ?? []) {
    // The pattern of estree-util-build-jsx, which reads these words.
    const pragma = /@(jsx|jsxFrag|jsxImportSource|jsxRuntime)\s+\S/.exec(comment.value)
    if (pragma) {
      return [
        at(
          file,
          where,
          `komentarz zawiera „@${pragma[1]}”: kompilator MDX czyta to słowo jako polecenie i strona się nie zbuduje`,
          `Usuń „@” przed „${pragma[1]}” albo przeredaguj komentarz`,
        ),
      ]
    }
  }
  return []
}

export const kod: Rule = {
  id: 'kod',
  severity: 'error',
  locked: true,
  description: 'Tekst w nawiasach klamrowych `{…}`, który plik MDX czyta jako kod: w zdaniu, w wartości atrybutu znacznika albo w komentarzu ze słowem „@jsx”.',
  why: 'Strona z takim kodem się nie zbuduje, bo słowa w nawiasach (np. `{uwaga}`) są dla niej nazwami, których nie ma, albo pokaże coś innego, niż napisano: `{1-2}` to odejmowanie i na stronie pojawi się -1. Zmiana z tym błędem nie trafi na stronę.',
  fix: 'W zdaniu zamień nawiasy klamrowe na okrągłe albo napisz `\\{` i `\\}`. Wartość atrybutu ujmij w cudzysłów (`id="infolinia"`), a listę zapisz tak: `only={["pobrania"]}`; w komentarzu `{/* … */}` usuń „@” przed „jsx”.',
  examples: {
    ok: [
      { text: 'Uwaga: na pobranie krwi przyjdź na czczo.' },
      { text: 'Wynik badania jest gotowy po 1–2 dniach roboczych.' },
      { text: 'Godziny pobrań:\n\n<Hours only={["pobrania"]} />' },
      { text: '{/* Do potwierdzenia przez przychodnię: godziny w soboty */}' },
    ],
    notOk: [
      { text: '{Uwaga} na pobranie krwi przyjdź na czczo.' },
      { text: 'Wynik badania jest gotowy po {1-2} dniach roboczych.' },
      { text: 'Godziny pobrań:\n\n<Hours only={pobrania} />', line: 3 },
      { text: '{/* Notatka od programisty: @jsxImportSource preact */}' },
    ],
  },
  run: (site) => [...site.pages, ...site.texts].flatMap((page) => (page.tree ? checkCode(page, page.tree) : [])),
}
