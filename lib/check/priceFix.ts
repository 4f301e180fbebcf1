import type { core } from 'zod'
import { isScalar } from 'yaml'
import { price } from '../schemas/priceField.ts'
import type { Edit, Position } from './problem.ts'
import type { YamlSource } from './yamlSource.ts'

/**
 * A price as the price field takes it, when the value differs only in
 * spacing, dash or the case of "od" ("35zł", "35  zł", "35\u00a0zł", "250 - 300 zł",
 * "od160 zł", "Od 35 zł", "1 200 zł"): then the amount is certain and only its writing changes. A value
 * with anything else to decide ("35", "35,50 zł", "35 PLN") has none.
 */
export function spacedPrice(value: string): string | undefined {
  const spaced = value
    .trim()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^Od(?= ?\d)/, 'od')
    .replace(/^od ?(?=\d)/, 'od ')
    .replace(/(\d) ?[-‐‑–—] ?(?=\d)/g, '$1–')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d) ?zł$/, '$1 zł')
  return spaced !== value && price.safeParse(spaced).success ? spaced : undefined
}

/**
 * What is wrong with a price that looks nearly right, in the editor's words, for the check's line: a
 * no-break space from Excel looks exactly like a space, and the format alone does not say it.
 */
export function priceWhy(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const meant = spacedPrice(value)
  if (meant !== undefined) {
    const cause = value.includes('\u00a0')
      ? 'jest w niej twarda spacja, np. z Excela albo Worda'
      : /\d ?[-‐‑—] ?\d/.test(value)
        ? 'zakres pisze się z półpauzą „–”, nie z łącznikiem „-”'
        : /^\s*Od/.test(value)
          ? '„od” pisze się małą literą'
          : 'spacje stoją inaczej niż we wzorze'
    return `${cause}; zapisz „${meant}”`
  }
  // "120,00 zł" and "120.00": the same whole złoty, which the check can name.
  const whole = /^\s*(\d+)[,.]0{1,2}\s*(zł)?\s*$/.exec(value)
  if (whole && price.safeParse(`${whole[1]} zł`).success) return `cena jest w pełnych złotych, bez groszy; zapisz „${whole[1]} zł”`
  if (/\d[,.]\d{1,2}\s*(zł)?\s*$/.test(value)) return 'cena jest w pełnych złotych, bez groszy'
  if (/PLN|złotych|\bzl\b/i.test(value)) return 'walutę pisze się „zł”'
  if (/^\s*(od\s*)?\d+(\s*[-–]\s*\d+)?\s*$/.test(value)) {
    const withUnit = `${value.trim()} zł`
    const meant = price.safeParse(withUnit).success ? withUnit : spacedPrice(withUnit)
    return meant ? `po kwocie brakuje „zł”; zapisz „${meant}”` : 'po kwocie brakuje „zł”, np. „150 zł”'
  }
  return undefined
}

/** Whether a schema's issue is the price field's format (its pattern). */
export const isPriceIssue = (issue: core.$ZodIssue) => issue.code === 'invalid_format' && 'pattern' in issue && issue.pattern === String(pricePattern)

/** The safe fix of a price field's value written with other spacing, at `position` where the value starts (schemaProblems). */
export function priceEdit(source: YamlSource, issue: core.$ZodIssue, position: Position): Edit | undefined {
  if (!isPriceIssue(issue)) return undefined
  const node = source.document.getIn(issue.path as unknown[], true)
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined
  const meant = spacedPrice(node.value)
  if (meant === undefined) return undefined
  const old = source.text.slice(node.range[0], node.range[1])
  // A block scalar ("|") or a value written over lines is left to the editor.
  if (!['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'].includes(node.type ?? '') || old.includes('\n')) return undefined
  // Unquoted, as the browser editor writes a price (the rule uklad-edytora): "35 zł" needs no quotes in YAML.
  return { ...position, old, text: meant, says: 'poprawiono odstępy w cenie' }
}

/**
 * The edit that writes a date typed day first ('26.12.2026', `meant` from dateMeant) as the date field takes it,
 * in place, as a price's spacing is put right: an editor's trial was told 'zapisz „2026-12-26”' with no button.
 */
export function dateEdit(source: YamlSource, issue: core.$ZodIssue, position: Position, meant: string): Edit | undefined {
  const node = source.document.getIn(issue.path as unknown[], true)
  if (!isScalar(node) || !node.range || !['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'].includes(node.type ?? '')) return undefined
  const old = source.text.slice(node.range[0], node.range[1])
  if (old.includes('\n')) return undefined
  return { ...position, old, text: meant, says: `zapisano datę jako ${meant}` }
}

/** The price field's pattern as zod names it in an issue. */
const pricePattern = (() => {
  const issue = price.safeParse('').error?.issues.find((found) => found.code === 'invalid_format')
  return issue && 'pattern' in issue ? issue.pattern : undefined
})()
