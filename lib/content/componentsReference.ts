import { githubAnchor } from '../docs/githubAnchor.ts'
import { componentNames, componentRegistry, propsOf, type ComponentEntry } from './componentRegistry.ts'

// docs/edycja/znaczniki.md, the editors' reference of the components a page
// may use, written from the registry (`npm run docs:components`; a unit test
// fails when the file on disk differs). No data is read: values that come from
// the data files are described, not listed, so the file does not change with every price.

export const COMPONENTS_DOC = 'docs/edycja/znaczniki.md'

/** Where a component is described: its heading in the reference (the heading is its name). */
export const componentDocLink = (name: string) => `${COMPONENTS_DOC}#${githubAnchor(name)}`

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function attributesTable(entry: ComponentEntry): string {
  const props = Object.entries(propsOf(entry.props({})))
  if (props.length === 0) return 'Bez atrybutów.'
  const rows = props.map(([name, prop]) => {
    const named = prop.values?.every((value) => prop.description?.includes(`\`${value}\``))
    const values = prop.values && !named ? ` Wartości: ${prop.values.map((value) => `\`${value}\``).join(', ')}.` : ''
    const kind = prop.list ? ` Lista, np. \`${name}={["…", "…"]}\`.` : ''
    return `| \`${name}\` | ${prop.required ? 'tak' : 'nie'} | ${escapeCell(`${prop.description ?? ''}${values}${kind}`)} |`
  })
  return ['| Atrybut | Wymagany | Co podać |', '| --- | --- | --- |', ...rows].join('\n')
}

function section(name: string, entry: ComponentEntry): string {
  return [`## ${name}`, entry.description, attributesTable(entry), `Przykład:\n\n\`\`\`mdx\n${entry.example}\n\`\`\``].join('\n\n')
}

/** The whole file. */
export function componentsReference(): string {
  const sections = [...componentNames].sort((a, b) => a.localeCompare(b, 'en')).map((name) => section(name, componentRegistry[name]))
  return `${[
    '# Znaczniki stron',
    '<!-- Plik generowany: npm run docs:components (z lib/content/componentRegistry.ts). Nie edytuj go ręcznie. -->',
    'Znaczniki (komponenty) wstawiają na stronę dane z plików danych: telefon, godziny, ceny, listy szczepień. ' +
      'W pliku strony (`.mdx`) piszemy je tak jak w przykładach: nazwa zaczyna się wielką literą, wartości atrybutów są w cudzysłowie, ' +
      'a lista wartości w nawiasach, np. `ids={["…", "…"]}`. Znacznik z treścią w środku ma znacznik zamykający, np. `<Notice>…</Notice>`. ' +
      '`npm run check` i podgląd w edytorze sprawdzają nazwę każdego znacznika, jego atrybuty i to, czy podana wartość jest w plikach danych.',
    ...sections,
  ].join('\n\n')}\n`
}
