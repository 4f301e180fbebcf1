import { typicalMinutes } from '../build/typicalMinutes.ts'

const plural = new Intl.PluralRules('pl')

/** "około 2 minut", "około minuty": how long something usually takes (około takes the genitive). */
export function aboutMinutes(minutes: number): string {
  return minutes === 1 ? 'około minuty' : `około ${minutes} minut`
}

/** "za około 3 minuty", "za około 5 minut", "za około minutę": when something will happen (za takes the accusative). */
export function inAboutMinutes(minutes: number): string {
  if (minutes === 1) return 'za około minutę'
  return `za około ${minutes} ${plural.select(minutes) === 'few' ? 'minuty' : 'minut'}`
}

/**
 * The phrases the editor's Polish strings (lib/cms/locales/pl/) name by
 * `%name%`, so the typical times are written once, in
 * lib/build/typicalMinutes.ts, and nowhere in the strings themselves.
 */
export const waitPhrases: Record<string, string> = {
  checkContent: aboutMinutes(typicalMinutes.contentCheck),
  checkFull: aboutMinutes(typicalMinutes.fullCheck),
  publish: inAboutMinutes(typicalMinutes.publish),
}

/** The text with each `%name%` replaced by its phrase; a name with no phrase is an error, not a gap on the board. */
export function fillWaits(text: string): string {
  return text.replace(/%(\w+)%/g, (_, name: string) => {
    const phrase = waitPhrases[name]
    if (phrase === undefined) throw new Error(`%${name}%: no such wait phrase (lib/cms/waitPhrases.ts has ${Object.keys(waitPhrases).join(', ')})`)
    return phrase
  })
}
