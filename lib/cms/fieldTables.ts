import type { ZodType } from 'zod'
import { anyChoices, objectFields, unwrap, type CmsField } from './cmsFields.ts'

/**
 * The field tables of docs/EDITING.md ('Pola formularzy'), written from the
 * same schemas and the same labels and hints as the browser editor's forms, so
 * the guide, the forms and the check cannot drift apart. `npm run docs:fields`
 * rewrites the part between the markers; a unit test fails when it is stale.
 */
export const FIELD_TABLES_START = '<!-- pola-formularzy: początek (npm run docs:fields) -->'
export const FIELD_TABLES_END = '<!-- pola-formularzy: koniec -->'

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function rows(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const required = field.required === false ? '' : ' (wymagane)'
    const list = field.widget === 'list' ? ' – lista' : ''
    const row = `| ${cell(field.label)}${list}${required} | \`${path}\` | ${cell([field.hint, choicesText(field)].filter(Boolean).join(' '))} |`
    return [row, ...rows((field.fields as CmsField[] | undefined) ?? [], path)]
  })
}

/** A fixed choice's labels with the codes the file stores, for whoever edits the file itself. */
function choicesText(field: CmsField): string {
  if (field.widget !== 'select') return ''
  const options = ((field.options as unknown[] | undefined) ?? []).filter((option): option is { label: string; value: string } => typeof option === 'object')
  return options.length ? `Do wyboru: ${options.map(({ label, value }) => `${label} (\`${value}\`)`).join(', ')}.` : ''
}

/** One table per data file and one for the pages' fields. */
export function fieldTables(dataSchemas: Record<string, ZodType>, frontmatterSchema: ZodType): string {
  const table = (title: string, fields: CmsField[]) =>
    [`#### ${title}`, '', '| Pole w formularzu | Nazwa w pliku | Podpowiedź |', '|---|---|---|', ...rows(fields), ''].join('\n')
  return [
    table('Strony (`content/**/*.mdx`): pola na początku pliku', objectFields(frontmatterSchema, anyChoices, 'frontmatter')),
    ...Object.entries(dataSchemas).map(([name, schema]) => table(`${unwrap(schema).meta.title ?? name} (\`content/data/${name}\`)`, objectFields(schema, anyChoices, name))),
  ].join('\n')
}

/** `doc` with its field tables replaced by `tables`. */
export function withFieldTables(doc: string, tables: string): string {
  const start = doc.indexOf(FIELD_TABLES_START)
  const end = doc.indexOf(FIELD_TABLES_END)
  if (start === -1 || end === -1) throw new Error(`docs/EDITING.md: markers ${FIELD_TABLES_START} / ${FIELD_TABLES_END} not found`)
  return `${doc.slice(0, start + FIELD_TABLES_START.length)}\n\n${tables}\n${doc.slice(end)}`
}
