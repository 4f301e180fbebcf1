import { parse } from 'yaml'
import type { ZodType } from 'zod'
import { formPath } from '../../check/formPath.ts'
import { remainingSamples } from '../../data/samples.ts'
import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { samplesSchema } from '../../schemas/samplesSchema.ts'
import { unwrap } from '../cmsFields.ts'

/** Where a sample value stands in the browser editor: the entry's address and the field that holds it. */
export interface SamplePlace {
  /** The entry's address in the editor, e.g. '/collections/dane/entries/clinic' (a Sveltia CMS hash route). */
  route: string
  /** The field in the CMS's own terms (its key path), e.g. 'members.3.name'; 'body' for a page's text. */
  keyPath: string
  /** The field in the form's words, e.g. 'Dane placówki › Telefon' or 'Strona „O nas” › Treść strony'. */
  where: string
  /** The sample value as samples.yaml gives it. */
  value: string
}

/** One line of samples.yaml's list (its label, once) with every place that still holds one of its values. */
export interface SampleItem {
  label: string
  places: SamplePlace[]
}

/** The files the list is read from: the site's pages and data files by their paths from the project's root. */
export interface SampleFiles {
  pages: readonly { file: string; text: string }[]
  dataFiles: readonly { file: string; name: string; text: string }[]
}

/** What the list needs of the editor's configuration: its collection of data files and each data file's schema. */
export interface SampleForms {
  dataCollection: string
  dataSchemas: Record<string, ZodType>
  /** A folder of pages → its collection in the editor (lib/cms/cmsConfig.ts pageCollectionName). */
  pageCollection: (folder: string) => string
}

type Path = (string | number)[]

/** The first scalar of `value` (in the file's order) whose text holds `sample`, with its path: where the worker types over it. */
function scalarPath(value: unknown, sample: string, path: Path = []): Path | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = scalarPath(item, sample, [...path, index])
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = scalarPath(item, sample, [...path, key])
      if (found) return found
    }
    return undefined
  }
  return value !== null && value !== undefined && String(value).includes(sample) ? path : undefined
}

const parsed = (text: string): unknown => {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** A page's frontmatter (between its '---' lines) and the page's title. */
function frontmatterOf(text: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1]
  const data = block === undefined ? undefined : parsed(block)
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

/** Where `value` stands in a page: a field of its frontmatter that holds it, else its text. */
function pagePlace(file: string, text: string, value: string, forms: SampleForms): SamplePlace {
  const frontmatter = frontmatterOf(text)
  const path = scalarPath(frontmatter, value)
  const folder = file.slice(0, file.lastIndexOf('/'))
  const slug = file.slice(folder.length + 1).replace(/\.mdx$/, '')
  const page = typeof frontmatter.title === 'string' ? `Strona „${frontmatter.title}”` : `Strona ${slug}`
  const field = path ? formPath(frontmatterSchema, path, frontmatter)?.split(' › ').slice(1).join(' › ') : 'Treść strony'
  return {
    route: `/collections/${forms.pageCollection(folder)}/entries/${slug}`,
    keyPath: path ? path.join('.') : 'body',
    where: field ? `${page} › ${field}` : page,
    value,
  }
}

/** Where `value` stands in a data file: the first field that holds it, named as the form names it. */
function dataPlace(name: string, text: string, value: string, forms: SampleForms): SamplePlace {
  const data = parsed(text)
  const path = scalarPath(data, value) ?? []
  const schema = forms.dataSchemas[name]
  const title = schema ? unwrap(schema).meta.title : undefined
  return {
    route: `/collections/${forms.dataCollection}/entries/${name.replace(/\.ya?ml$/, '')}`,
    keyPath: path.join('.'),
    where: (schema && path.length > 0 ? formPath(schema, path, data) : undefined) ?? title ?? name,
    value,
  }
}

/**
 * The samples still on the site (samples.yaml's entries whose value still
 * stands in their file, lib/data/samples.ts, as the site's notice counts
 * them), one line per label in samples.yaml's order, each with the fields
 * that hold its values: what the editor's first screen lists (issue 43). An
 * entry whose value was replaced drops out; a label whose values are all
 * replaced, too. `samples` is samples.yaml's text (or its form's values).
 */
export function samplePlaces(samples: string | unknown, files: SampleFiles, forms: SampleForms): SampleItem[] {
  const listed = samplesSchema.shape.samples.element
  const data = typeof samples === 'string' ? parsed(samples) : samples
  const entries = ((data as { samples?: unknown } | undefined)?.samples ?? []) as unknown[]
  // Entries the form holds half typed (a new one, empty) are left out: the check speaks of them.
  const valid = (Array.isArray(entries) ? entries : []).flatMap((entry) => {
    const sample = listed.safeParse(entry)
    return sample.success ? [sample.data] : []
  })
  const texts = new Map<string, string>([...files.pages, ...files.dataFiles].map((file) => [file.file, file.text]))
  const items = new Map<string, SampleItem>()
  for (const sample of remainingSamples(valid, (file) => texts.get(file))) {
    const text = texts.get(sample.file)!
    const name = sample.file.startsWith('content/data/') ? sample.file.slice('content/data/'.length) : undefined
    const place = name ? dataPlace(name, text, sample.value, forms) : pagePlace(sample.file, text, sample.value, forms)
    const item = items.get(sample.label) ?? { label: sample.label, places: [] }
    items.set(sample.label, item)
    if (!item.places.some((other) => other.route === place.route && other.keyPath === place.keyPath)) item.places.push(place)
  }
  return [...items.values()]
}
