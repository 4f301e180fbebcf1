import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { withFaqQuestions } from '../../../lib/content/faqQuestions.ts'
import { listFiles } from '../../../lib/content/listFiles.ts'
import { mdxDevProcessor, mdxProcessor } from '../../../lib/content/mdxCompiler.ts'
import type { FaqQuestion } from '../../../lib/schemas/faqSchema.ts'
import { frozenFile } from '../../frozenSite.ts'
import { check, newPage } from '../checkHelpers.ts'

// The build's MDX compile refuses code in content by itself (lib/content/remarkContentGuard.ts),
// whatever the content check was told: these tests compile planted pages with no check at all.

const fields = ['---', 'title: Strona próbna', 'description: "Strona próbna: ma poprawne pola i jeden podstęp w tekście."', 'group: uslugi', '---', '']

/** Compiles a page as the build does; returns the compiled module. */
const compile = (text: string, processor = mdxProcessor) => String(processor.processSync(new VFile({ path: 'content/proba.mdx', value: text })).value)

/** The guard's refusal of `text` placed at line 7 of a page: its line and column, reason and fix. */
function refusal(text: string, processor = mdxProcessor): { line: number; reason: string; note: string } {
  try {
    compile([...fields, text, ''].join('\n'), processor)
  } catch (error) {
    const message = error as { line?: number; reason?: string; note?: string; source?: string }
    expect(message.source, String(error)).toBe('clinic-content-guard')
    return { line: message.line ?? 0, reason: message.reason ?? '', note: message.note ?? '' }
  }
  throw new Error(`compiled: ${text}`)
}

const tricks: [string, RegExp][] = [
  ["export const x = process.getBuiltinModule('node:fs').writeFileSync('/tmp/x', 'y')", /„export”/],
  ["import fs from 'node:fs'", /„import”/],
  ['Tekst {process.exit()} dalej.', /„\{process\.exit\(\)\}”/],
  ['Tekst {"literał"} dalej.', /otwiera kod/],
  ['<Phone {...x} />', /„\{\.\.\.x\}” w <Phone>/],
  ['<Cta href={`${x}`}>Umów</Cta>', /atrybutu href w <Cta>.*jest kodem/],
  ['<Cta href={"javascript:alert(1)"}>Umów</Cta>', /„javascript:”/],
  ['<div onClick={() => fetch("/")}>Tekst</div>', /atrybut onClick w <div>/],
  ['<img src="x.png" alt="" onError="alert(1)" />', /atrybut onError w <img>/],
  ['<span dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />', /atrybut dangerouslySetInnerHTML/],
  ['<span style={{ color: "red" }}>Tekst</span>', /atrybut style w <span>/],
  ['<iframe srcDoc="<script src=\'/images/x.js\'></script>" />', /znacznik <iframe>/],
  ['<p srcDoc="x">Tekst</p>', /atrybut srcDoc w <p>/],
  ['<script>{"alert(1)"}</script>', /znacznik <script>/],
  ['<script src="/images/widget.js"></script>', /znacznik <script>/],
  ['<Script src="/images/widget.js" />', /nie ma komponentu <Script>/],
  ['<svg><script>alert(1)</script></svg>', /znacznik <svg>/],
  ['<svg:script>alert(1)</svg:script>', /znacznik <svg:script>/],
  ['<a.b />', /znacznik <a\.b>/],
  ['<a href={"javascript:alert(1)"}>Tekst</a>', /„javascript:”/],
  ['<a href="java\tscript:alert(1)">Tekst</a>', /„javascript:”/],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="" />', /„data:”/],
  ['[Tekst](javascript:alert(1))', /„javascript:”/],
  ['<Phone dangerouslySetInnerHTML={{ __html: "x" }} />', /<Phone> nie ma atrybutu dangerouslySetInnerHTML/],
  ['<Hours only={[x]} />', /jest kodem/],
  ['<Hours only="szczepienia" />', /atrybutu only w <Hours>/],
  ['<OpeningTime id={["infolinia"]} />', /atrybutu id w <OpeningTime>/],
  ['<span title={["a"]}>Tekst</span>', /atrybutu title w <span> nie jest tekstem ani liczbą/],
  ['{/* @jsxImportSource ../../public/images */}', /@jsxImportSource/],
  ['<Notice title={/* @jsxRuntime classic */ "Uwaga"}>Tekst</Notice>', /@jsxRuntime/],
]

describe('the build compile refuses code in a page, at its line, with no check', () => {
  test.each(tricks)('%s', (text, reason) => {
    const found = refusal(text)
    expect(found.line).toBe(7)
    expect(found.reason).toMatch(reason)
    expect(found.note).not.toBe('')
  })

  test('the dev server and the preview compile with the same guard', () => {
    expect(refusal('Tekst {process.exit()} dalej.', mdxDevProcessor).line).toBe(7)
  })

  test("nothing of a refused page reaches the compiled module: the process is not asked to exit, no 'node:fs'", () => {
    // The guard throws before any JavaScript is generated.
    expect(() => compile([...fields, "export const x = process.getBuiltinModule('node:fs')", ''].join('\n'))).toThrow()
  })

  test('the fields are data: a YAML tag in them is refused at its line', () => {
    for (const value of ['!!binary aGVsbG8=', '!!js/function "function () {}"', '!local x', '!!set { a, b }']) {
      const text = ['---', 'title: Strona próbna', `description: ${value}`, 'group: uslugi', '---', '', 'Tekst.', ''].join('\n')
      let line = 0
      expect(() => {
        try {
          compile(text)
        } catch (error) {
          line = (error as { line: number }).line
          throw error
        }
      }, value).toThrow(/znacznik typu YAML/)
      expect(line, value).toBe(3)
    }
  })

  test('the fields become the module’s `frontmatter` as literals only', () => {
    const code = compile(
      ['---', 'title: "Tytuł\\u2028</script>${x}`"', "description: '${process.exit()}'", 'group: uslugi', '---', '', 'Tekst.', ''].join('\n'),
    )
    const exported = /export const frontmatter = ([\s\S]*?);\n/.exec(code)?.[1] ?? ''
    // Plain data: it reads as JSON, so no part of it is code.
    expect(JSON.parse(exported)).toEqual({ title: 'Tytuł\u2028</script>${x}`', description: '${process.exit()}', group: 'uslugi' })
  })

  test('a FAQ answer is compiled through the same guard', () => {
    const page = [...fields, '<FaqQuestions category="wizyty" />', ''].join('\n')
    const planted = (entry: Partial<FaqQuestion>) =>
      withFaqQuestions(page, [{ category: 'wizyty', question: 'Jak się umówić?', answer: 'Telefonicznie.', ...entry } as FaqQuestion])
    for (const text of [
      planted({ answer: "Telefonicznie.\n\nexport const x = process.getBuiltinModule('node:fs')" }),
      planted({ answer: '<script src="/images/x.js"></script>' }),
    ]) {
      expect(() => compile(text), text).toThrow(expect.objectContaining({ source: 'clinic-content-guard' }))
    }
  })
})

describe('what pages may hold still compiles', () => {
  test('every page of the frozen test site', () => {
    const pages = listFiles(frozenFile('content')).filter((file) => file.endsWith('.mdx'))
    expect(pages.length).toBeGreaterThan(10)
    for (const file of pages) expect(() => compile(readFileSync(file, 'utf8')), file).not.toThrow()
  })

  test('literal attributes, comments, allowed elements, links with allowed schemes, fragments', () => {
    const text = [
      ...fields,
      '{/* Notatka: sprawdzić ceny; adres kontakt@jsx.pl */}',
      '',
      '<Hours only={["pobrania", "szczepienia"]} />',
      '',
      '<Notice title={"Ważne"}>Tekst [z odnośnikiem](https://example.org) i [telefonem](tel:+48221000000).</Notice>',
      '',
      '<abbr title="Narodowy Fundusz Zdrowia">NFZ</abbr> <a href="/kontakt" target="_blank" rel="opener">kontakt</a> <img src="/images/x.png" alt="" width={120} />',
      '',
      '<>Fragment</>',
      '',
    ].join('\n')
    expect(() => compile(text)).not.toThrow()
  })
})

test('the content check reports every trick too, with its own words, before the build compiles', () => {
  for (const [text] of tricks) {
    const lines = check(newPage(text)).filter((line) => line.startsWith('content/nowa-strona.mdx:') && !line.includes(': uwaga: '))
    expect(lines, text).not.toEqual([])
  }
})
