import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { cmsPolishStrings } from '../../lib/cms/cmsLocale.ts'

/**
 * Tells English on the editor's screen: the CMS's own English strings (its
 * en-US.json) that its Polish strings, as /admin/ serves them, translate
 * differently, and English words a form must not show whatever their source
 * (a label of our own, a string the CMS builds without its locale files).
 */
const cmsFolder = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..')

function flat(strings: Record<string, unknown>, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? [...flat(value as Record<string, unknown>, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, String(value)] as const],
    ),
  )
}

/** The Polish interface strings by key, as /admin/ serves them (e.g. polish.get('save') is 'Zapisz'). */
export const polish = flat(cmsPolishStrings(join(cmsFolder, 'locales/pl.json'), 'lib/cms/locales/pl'))
/** The CMS's English strings by key, which it shows for any key its Polish strings lack. */
export const english = flat(JSON.parse(readFileSync(join(cmsFolder, 'locales/en-US.json'), 'utf8')))

/** The literal parts of a MessageFormat 2 string: its variants' texts around placeholders and markup. */
function literalParts(message: string): string[] {
  const bodies = message.startsWith('.') ? [...message.matchAll(/\{\{([\s\S]*?)\}\}(?=\s|$)/g)].map((match) => match[1]!) : [message]
  return bodies
    .flatMap((body) => body.split(/\{\$[^}]*\}|<[^>]*>|\\[{}]/))
    .map(normalize)
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= 3)
}

/** One text as the eye reads it: no bidi isolates around the CMS's values, one space between words, no quotes around it. */
export const normalize = (text: string) =>
  text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[“”„"'(]+|[“”"')]+$/g, '')
    .trim()

const polishParts = new Set([...polish.values()].flatMap(literalParts))
/** English texts of the CMS whose Polish differs ('Show Errors', 'List Item Options', 'Slug'…), without the words both languages share (Menu, Link, Status). */
const englishParts = [
  ...new Set(
    [...english]
      .filter(([key, text]) => polish.get(key) !== text)
      .flatMap(([, text]) => literalParts(text))
      .filter((part) => !polishParts.has(part)),
  ),
]
const multiWord = englishParts.filter((part) => part.includes(' '))
const singleWord = new Set(englishParts.filter((part) => !part.includes(' ')))

/** Interface words in English that no Polish label uses, wherever they come from. */
const englishWords = [
  'Add',
  'Remove',
  'Delete',
  'Save',
  'Cancel',
  'Edit',
  'Show',
  'Hide',
  'Select',
  'Options',
  'Option',
  'Item',
  'Items',
  'Slug',
  'Contents',
  'Entry',
  'Entries',
  'Field',
  'Fields',
  'Error',
  'Errors',
  'Required',
  'Value',
  'Loading',
  'Search',
  'Upload',
  'Preview',
  'Publish',
  'Draft',
  'Collection',
  'Collections',
  'Assets',
  'Settings',
  'Help',
  'Back',
  'None',
  'Expand',
  'Collapse',
  'Reorder',
  'Duplicate',
  'Insert',
  'Clear',
]
const wordPattern = new RegExp(`(?<!\\p{L})(${englishWords.join('|')})(?!\\p{L})`, 'iu')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const phrasePattern = new RegExp(`(?<!\\p{L})(${multiWord.map(escape).join('|')})(?!\\p{L})`, 'u')

/** Each text that is or holds English, with what gave it away: 'Show Errors ← Show Errors'. */
export function englishIn(texts: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const raw of texts) {
    const text = normalize(raw)
    if (!text) continue
    const hit = singleWord.has(text.replace(/[.…:]+$/, '')) ? text : (phrasePattern.exec(text)?.[1] ?? wordPattern.exec(text)?.[1])
    if (hit) found.add(`${text} ← ${hit}`)
  }
  return [...found]
}

/** The number of English strings looked for (a test asserts the list is not empty by mistake). */
export const englishStringCount = englishParts.length
