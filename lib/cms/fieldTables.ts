import type { ZodType } from 'zod'
import { githubAnchor } from '../docs/githubAnchor.ts'
import { anyChoices, objectFields, unwrap, type CmsField } from './cmsFields.ts'

/**
 * docs/edycja/pola.md, the editors' field tables, written from the same
 * schemas and the same labels and hints as the browser editor's forms, so the
 * guide, the forms and the check cannot drift apart. `npm run docs:fields`
 * writes the file; a unit test fails when it is stale. The check's messages
 * about a field link to its file's table (fieldsDoc).
 */
export const FIELDS_DOC = 'docs/edycja/pola.md'

const PAGES_TITLE = 'Strony (`content/**/*.mdx`): pola na początku pliku'

const dataTitle = (name: string, schema: ZodType) => `${unwrap(schema).meta.title ?? name} (\`content/data/${name}\`)`

/** Where the table of `file`'s fields is: a page's (`.mdx`) or a data file's, `schema` being its schema. */
export function fieldsDoc(file: string, schema: ZodType): string {
  const title = file.endsWith('.mdx') ? PAGES_TITLE : dataTitle(file.split('/').pop()!, schema)
  return `${FIELDS_DOC}#${githubAnchor(title)}`
}

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

/** The whole of docs/edycja/pola.md: one table for the pages' fields and one per data file. */
export function fieldTables(dataSchemas: Record<string, ZodType>, frontmatterSchema: ZodType): string {
  const tables: [title: string, fields: CmsField[]][] = [
    [PAGES_TITLE, objectFields(frontmatterSchema, anyChoices, 'frontmatter')],
    ...Object.entries(dataSchemas).map(([name, schema]): [string, CmsField[]] => [dataTitle(name, schema), objectFields(schema, anyChoices, name)]),
  ]
  const table = ([title, fields]: [string, CmsField[]]) =>
    [`## ${title}`, '', '| Pole w formularzu | Nazwa w pliku | Podpowiedź |', '|---|---|---|', ...rows(fields), ''].join('\n')
  return [
    '# Pola formularzy',
    '',
    '<!-- Ten plik powstaje ze schematów w lib/schemas/ (npm run docs:fields). Nie zmieniaj go ręcznie: zmiana zniknie. -->',
    '',
    'Część przewodnika [Jak edytować stronę](README.md).',
    '',
    'Te same etykiety i podpowiedzi widzisz w edytorze pod polami; sprawdzenie używa tych samych',
    'reguł. W kolumnie „Nazwa w pliku” jest nazwa pola w pliku (dla zmian przez GitHub).',
    '',
    ...tables.map(([title]) => `- [${title}](#${githubAnchor(title)})`),
    '',
    ...tables.map(table),
  ].join('\n')
}
