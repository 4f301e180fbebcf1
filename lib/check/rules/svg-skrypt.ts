import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { at, positionOf, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/**
 * What would make an image run code when it is opened on its own (on GitHub
 * Pages no policy header protects a file opened directly): a <script>, an
 * event attribute (onload=…), a javascript: address, or a <foreignObject>,
 * which can carry HTML with all of those.
 */
const activeParts: { pattern: RegExp; what: string }[] = [
  { pattern: /<script\b/gi, what: 'skrypt (<script>)' },
  { pattern: /\son[a-z]+\s*=/gi, what: 'atrybut zdarzenia (on…=)' },
  { pattern: /javascript:/gi, what: 'adres javascript:' },
  { pattern: /<foreignObject\b/gi, what: 'osadzony kod HTML (<foreignObject>)' },
]

/** The text with numeric character references (&#106; &#x6A;) turned into their characters. */
const decodeReferences = (text: string) =>
  text.replace(/&#x([0-9a-f]+);?|&#(\d+);?/gi, (_, hex: string | undefined, decimal: string | undefined) =>
    String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
  )

/**
 * An SVG image in public/ (uploaded in the browser editor or committed) that
 * holds code is refused at the line of the code, so it is never published.
 */
function checkSvgFiles(site: Site): Finding[] {
  const problems: Finding[] = []
  for (const path of site.publicFiles) {
    if (!/\.svg$/i.test(path)) continue
    const file = `public${path}`
    const text = readFileSync(join(site.root, file), 'utf8')
    // "&#x6A;avascript:" is "javascript:" to the browser: look at the text with character references read.
    const decoded = decodeReferences(text)
    for (const { pattern, what } of activeParts) {
      const match = pattern.exec(text) ?? pattern.exec(decoded)
      pattern.lastIndex = 0
      if (!match) continue
      // In the decoded text the offset can differ: then the first reference names the place.
      const index = match.input === text ? match.index : Math.max(0, text.indexOf('&#'))
      problems.push(
        at(
          file,
          positionOf(text, index),
          `obraz SVG zawiera ${what}, który uruchomiłby kod po otwarciu obrazu`,
          'Zapisz obraz ponownie bez skryptów (np. wyeksportuj go z programu graficznego jako zwykły SVG) albo użyj pliku PNG lub JPG',
        ),
      )
    }
  }
  return problems
}

export const svgSkrypt: Rule = {
  id: 'svg-skrypt',
  severity: 'error',
  locked: true,
  description: 'Obraz SVG w folderze `public` z kodem: skryptem, atrybutem zdarzenia (np. `onload`), adresem `javascript:` albo osadzonym HTML.',
  why: 'Kod w obrazie uruchomiłby się u każdego, kto otworzy obraz, i mógłby np. podmienić treść strony albo przechwycić to, co pacjent wpisuje. Dlatego taki obraz nie może trafić na stronę.',
  fix: 'Wyeksportuj obraz z programu graficznego jeszcze raz jako zwykły SVG, bez skryptów i elementów interaktywnych, albo zapisz go jako PNG lub JPG i dodaj w miejsce starego.',
  notInPreview: 'czyta pliki SVG z folderu public, których podgląd w edytorze nie ma',
  examples: {
    ok: [
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n  <text x="10" y="55">Wejście od ulicy</text>\n</svg>\n',
      },
    ],
    notOk: [
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n  <script>alert("Zapraszamy")</script>\n</svg>\n',
        line: 3,
      },
      {
        file: 'public/images/plan-parteru.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" onload="init()">\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n',
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <a href="javascript:void(0)">\n    <text x="10" y="55">Rejestracja</text>\n  </a>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <foreignObject width="200" height="100">\n    <p xmlns="http://www.w3.org/1999/xhtml">Wejście od ulicy</p>\n  </foreignObject>\n</svg>\n',
        line: 2,
      },
    ],
  },
  run: checkSvgFiles,
}
