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
  text.replace(/&#x([0-9a-f]+);?|&#(\d+);?/gi, (_, hex: string | undefined, decimal: string | undefined) => String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)))

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
        at(file, positionOf(text, index), `obraz SVG zawiera ${what}, który uruchomiłby kod po otwarciu obrazu`, 'Zapisz obraz ponownie bez skryptów (np. wyeksportuj go z programu graficznego jako zwykły SVG) albo użyj pliku PNG lub JPG'),
      )
    }
  }
  return problems
}

export const svgSkrypt: Rule = {
  id: 'svg-skrypt',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: checkSvgFiles,
}
