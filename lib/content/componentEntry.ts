import { z } from 'zod'

/**
 * The shape of an editors' component's registry entry (components/mdx/<Name>/<Name>.entry.ts) and the helpers
 * its attribute schemas are written with. Plain data and zod, no React: the check imports the entries in Node
 * and in the browser editor, without the site's components.
 */
export interface ComponentEntry {
  /** What the component shows, in Polish, for editors. */
  description: string
  /** How a page writes it. */
  example: string
  /**
   * Its attributes. The values an attribute takes come from the data files
   * (`data`), so a new price id or table is known at once; with no data (the
   * generated docs) such an attribute is plain text with its description.
   */
  props: (data: SiteData) => z.ZodObject
  /** The ids the component renders, for links to #anchors. */
  anchors?: (props: Record<string, string[]>, data: SiteData) => string[]
  /** The data file those ids come from: while it has a problem, links to the page's anchors are not checked. */
  anchorsFrom?: string
}

/** The parsed data files by name (only those that parse), e.g. data['clinic.yaml']. */
export type SiteData = Record<string, unknown>

export const get = (data: SiteData, file: string, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data[file])
export const keysOf = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value) : [])
export const idsOf = (value: unknown) => (Array.isArray(value) ? value.map((item) => String((item as { id?: unknown })?.id)) : [])
export const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [])

/**
 * One of `values`; any text when there are none (no data, or its file is broken:
 * that file has its own message). The list is kept as given, repeats and all,
 * for the check's message "Dostępne: …".
 */
export const oneOf = (values: readonly string[], description: string) =>
  values.length > 0 ? z.enum(values as [string, ...string[]]).meta({ description, values: [...values] }) : z.string().meta({ description })
/** One of a fixed list of values, typed as such for the components that take it. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z.enum(values).meta({ description, values: [...values] })
/** A list of values written as ids={["a", "b"]}. */
export const listOfOne = (values: readonly string[], description: string) => z.array(oneOf(values, description)).meta({ description })
/** An address inside the site or outside it. */
export const link = (description: string) => z.string().meta({ description, link: true })
export const plain = (description: string) => z.string().meta({ description })

export const noProps = () => z.strictObject({})
export const variant = () =>
  choice(
    ['primary', 'secondary', 'white'],
    'Wygląd przycisku: `primary` (wypełniony kolorem przychodni, domyślny), `secondary` (biały z obramowaniem) albo `white` (biały, na kolorowe tło).',
  ).optional()
export const teamIds = (data: SiteData) => idsOf(get(data, 'team.yaml', 'members'))
export const hourIds = (data: SiteData) => idsOf(get(data, 'clinic.yaml', 'hours'))
export const vaccineTables = (data: SiteData) => idsOf(get(data, 'vaccinePrices.yaml', 'tables'))
export const visitTypes = (data: SiteData, has: (type: Record<string, unknown>) => boolean = () => true) =>
  listOf(get(data, 'forms.yaml', 'bookingForm', 'visitTypes'))
    .filter((type) => has((type ?? {}) as Record<string, unknown>))
    .map((type) => String((type as { value?: unknown })?.value))
/** The ids of priceList.yaml's items (those that `has`, when given). */
export const priceItemIds = (data: SiteData, has: (item: Record<string, unknown>) => boolean = () => true) =>
  listOf(get(data, 'priceList.yaml', 'categories')).flatMap((category) =>
    listOf((category as { items?: unknown })?.items)
      .filter((item): item is Record<string, unknown> => typeof (item as { id?: unknown })?.id === 'string' && has(item as Record<string, unknown>))
      .map((item) => String(item.id)),
  )
export const personAnchors = (ids: string[] | undefined) => (ids ?? []).map((id) => `osoba-${id}`)
