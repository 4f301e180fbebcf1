import { frontmatterPattern } from '../../content/splitFrontmatter.ts'
import { handTypedHours } from './handTypedHours.ts'

export interface HandTypedFact {
  line: number
  column: number
  text: string
  use: string
  /** The data file the fact lives in. */
  source: 'clinic.yaml' | 'vaccines.yaml' | 'priceList.yaml'
  /** Hours clinic.yaml (or a price priceList.yaml) does not have (yet): they have to be added there first. */
  missing?: true
}

/** The schedules of clinic.yaml that typed hours repeat: the same range, or for one end ("do 19:00") that end. */
export function schedulesOf<T extends { id: string; opens: string; closes: string }>(
  hours: { opens?: string; closes?: string; text: string },
  schedules: readonly T[],
): T[] {
  if (hours.opens) return schedules.filter((schedule) => schedule.opens === hours.opens && schedule.closes === hours.closes)
  const time = /(\d{1,2})[:.](\d\d)/.exec(hours.text)
  const typed = time ? `${Number(time[1])}:${time[2]}` : ''
  return schedules.filter((schedule) => (/^od/i.test(hours.text) ? schedule.opens : schedule.closes) === typed)
}

/**
 * Facts from content/data/clinic.yaml typed by hand in the body of an MDX page
 * (opening hours in any form Polish people write them, lib/check/find/handTypedHours.ts;
 * the phone number, the e-mail, the parking, the recommended intervals of
 * vaccines.yaml, and a price, which priceList.yaml holds), with the component
 * to use instead, so that each fact keeps
 * one place. The frontmatter is left to the check (lib/check/find/handTyped.ts):
 * components do not work there.
 */
export function handTypedFacts(
  source: string,
  facts: {
    hours: { id: string; opens: string; closes: string }[]
    phone: string
    email: string
    /** clinic.yaml's parking, typed as "10 samochodów" or "10 miejsc". */
    parking?: { spaces: number }
    /** vaccines.yaml's intervals by id, e.g. { 'po-antybiotyku': '7–14 dni' }. */
    intervals?: Record<string, string>
    /** priceList.yaml's prices by the id of their item, e.g. { 'porada-podroznicza': '200 zł' }. */
    prices?: Record<string, string>
  },
): HandTypedFact[] {
  const frontmatter = frontmatterPattern.exec(source)?.[0] ?? ''
  const offset = frontmatter.split('\n').length - 1
  const phoneDigits = facts.phone.replace(/\D/g, '').slice(-9)
  const parkingPattern = facts.parking && new RegExp(`(?<![\\d])${facts.parking.spaces} (samochod|miejsc)\\p{L}*`, 'u')
  const intervals = intervalIds(facts.intervals ?? {})
  const found: HandTypedFact[] = []
  source
    .slice(frontmatter.length)
    .split('\n')
    .forEach((line, index) => {
      const at = (text: string, use: string, column = line.indexOf(text) + 1, source: HandTypedFact['source'] = 'clinic.yaml') =>
        found.push({ line: offset + index + 1, column: Math.max(column, 1), text, use, source })
      for (const hours of handTypedHours(line)) {
        const ids = schedulesOf(hours, facts.hours).map((schedule) => schedule.id)
        if (ids.length > 0) at(hours.text, ids.map((id) => `<OpeningTime id="${id}" />`).join(' albo '), hours.index + 1)
        else
          found.push({
            line: offset + index + 1,
            column: hours.index + 1,
            text: hours.text,
            use: '<OpeningTime id="…" />',
            source: 'clinic.yaml',
            missing: true,
          })
      }
      if (/\d/.test(line) && line.replace(/\D/g, '').includes(phoneDigits)) {
        // Quoted as typed, not as clinic.yaml has it: an editor's trial searched its text for '+48 22…', which it had not written.
        const typed = phoneTyped(line, phoneDigits)
        at(typed?.text ?? facts.phone, '<Phone />', typed ? typed.index + 1 : 1)
      }
      if (line.includes(facts.email)) at(facts.email, '<Email />')
      const parking = parkingPattern?.exec(line)
      if (parking) at(parking[0], '<Parking />', parking.index + 1)
      for (const [value, ids] of intervals) {
        const index = line.indexOf(value)
        if (index >= 0) at(value, ids.map((id) => `<Interval id="${id}" />`).join(' albo '), index + 1, 'vaccines.yaml')
      }
      // No page's text holds a price: one typed there stays behind when the price list changes.
      for (const price of handTypedPrices(line)) {
        const ids = Object.entries(facts.prices ?? {}).flatMap(([id, listed]) => (priceKey(listed) === priceKey(price[0]) ? [id] : []))
        if (ids.length > 0) at(price[0], ids.map((id) => `<Price id="${id}" />`).join(' albo '), price.index + 1, 'priceList.yaml')
        else found.push({ line: offset + index + 1, column: price.index + 1, text: price[0], use: '<Price id="…" />', source: 'priceList.yaml', missing: true })
      }
    })
  return found
}

/**
 * "200 zł", "1 200 zł", "200,00 zł", "200 złotych", "200 PLN", "200zł", and as priceList.yaml
 * writes a range or a floor, "250–300 zł" and "od 160 zł" (a time, a date or a dose is no price).
 */
const typedPrice =
  /(?<![\p{L}\d.,:])(?:od[ \u00a0]+)?(?:\d+[ \u00a0]?[–-][ \u00a0]?)?(?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,]\d{2})?[ \u00a0]?(?:zł|złotych|PLN)(?!\p{L})/giu

/** The prices typed in a line of text. */
export const handTypedPrices = (line: string) => line.matchAll(typedPrice)

/** A price as one text whatever its spacing, dash, grosze or currency word: "1 200,00 złotych" and "1200 zł" are one price. */
const priceKey = (price: string) =>
  price
    .toLowerCase()
    .replace(/złotych|pln/g, 'zł')
    .replace(/[.,]00(?=\s*zł)/g, '')
    .replace(/-/g, '–')
    .replace(/[\s\u00a0]/g, '')

/** The number as the line has it, however it is spaced, with the country's +48 if it was typed, and where it starts. */
function phoneTyped(line: string, digits: string): { text: string; index: number } | undefined {
  const spaced = new RegExp(`(?:\\(?\\+?48\\)?[\\s-]*)?${digits.split('').join('[\\s-]*')}`).exec(line)
  return spaced ? { text: spaced[0], index: spaced.index } : undefined
}

/** Each interval's text with the ids that have it ("7–14 dni" is both after an antibiotic and the shortest before travel). */
function intervalIds(intervals: Record<string, string>): Map<string, string[]> {
  const byValue = new Map<string, string[]>()
  for (const [id, value] of Object.entries(intervals)) byValue.set(value, [...(byValue.get(value) ?? []), id])
  return byValue
}
