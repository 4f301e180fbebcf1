import type { Program } from 'estree'
import type { Definition, Image, Link, Root, Yaml } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { isDocument, parseDocument, visit as visitYaml } from 'yaml'
import type { z } from 'zod'
import { allowedAttributes, allowedElements, allowedSchemes, schemeOf } from '../security/contentHtml.ts'
import { componentEntry, propsOf } from './componentRegistry.ts'
import { isComment, isLiteralProgram, literalValue } from './literalValue.ts'

/** Where a node stands in the page (unist's Position, through mdast: the dependency rules resolve no bare 'unist'). */
type Position = NonNullable<Root['position']>
type Node = { position?: Position }

/**
 * The build's own guard against code in content, run first among the MDX
 * compiler's plugins (lib/content/mdxCompiler.ts), before anything of a page
 * becomes JavaScript: for the build, the dev server, the check's compile and
 * the editor's preview alike. The content check (`npm run check`) reports the
 * same things first, in friendlier words (the rules kod, html, komponent,
 * mdx-skladnia, odnosnik); but its rules can be switched off or excused, and a
 * page's module runs in Node while the pages are prerendered. So, whatever the
 * check was told, a page may hold only:
 * - no import or export line (the pipeline's own `export const frontmatter` is
 *   added after this guard, from the fields' YAML, as data: a tag such as
 *   `!!js/function` or `!!binary` in the fields is refused here);
 * - `{…}` in the text only as a comment `{/* … *\/}`;
 * - HTML elements and attributes of the allow-list (lib/security/contentHtml.ts),
 *   and components of the registry (lib/content/componentRegistry.ts) with the
 *   attributes they take, each value a literal (lib/content/literalValue.ts), no
 *   spread `{...x}`;
 * - addresses (links, images, href, src) with an allowed scheme only;
 * - no comment the JSX compiler reads as an instruction (`@jsxImportSource x`
 *   would import a module named by the page).
 * Anything else stops the compile with a VFileMessage at its line, in Polish.
 */
export function remarkContentGuard() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      switch (node.type) {
        case 'yaml':
          return checkFields(node, file)
        case 'mdxjsEsm':
          return refuse(
            file,
            node,
            'linia zaczyna się od słowa „import” albo „export”, które w pliku MDX otwiera kod, a treść strony nie może uruchamiać kodu',
            'Zacznij to zdanie inaczej albo wielką literą („Import szczepionek…”)',
          )
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (!isComment(node.data?.estree)) {
            return refuse(
              file,
              node,
              `„{${node.value}}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst`,
              'Użyj nawiasu okrągłego albo napisz \\{ i \\}; komentarz zapisz tak: {/* treść */}',
            )
          }
          return checkPragma(file, node, node.data?.estree)
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return checkElement(file, node)
        case 'link':
        case 'image':
        case 'definition':
          return checkAddress(file, node, (node as Link | Image | Definition).url)
        default:
          return undefined
      }
    })
  }
}

/** Where a guard's message comes from (VFileMessage's `source`), for lib/check/mdxErrors.ts to print it as it is. */
export const contentGuardSource = 'clinic-content-guard'

/** Stops the compile at `node` with `reason` and, as the message's note, what to do instead. */
function refuse(file: VFile, node: { position?: Position }, reason: string, fix: string): never {
  const message = file.message(reason, { place: node.position, source: contentGuardSource, ruleId: 'kod-w-tresci' })
  message.fatal = true
  message.note = fix
  throw message
}

/** The page's fields: data only. The yaml package turns explicit tags into Buffers, Sets or Dates; none of them is a field. */
function checkFields(node: Yaml, file: VFile): void {
  const document = parseDocument(node.value)
  if (!isDocument(document)) return
  visitYaml(document, {
    Node(_key, item) {
      if (!item.tag) return
      const at = node.position && item.range ? fieldsPosition(node, item.range[0]) : node.position
      refuse(
        file,
        { position: at },
        `pole strony ma znacznik typu YAML „${item.tag.replace('tag:yaml.org,2002:', '!!')}”, a pola strony to tylko tekst, liczby i listy`,
        'Usuń znacznik zaczynający się od „!” i wpisz samą wartość, np. title: "Szczepienia"',
      )
    },
  })
}

/** The position in the page of an offset in its block of fields (which starts the line after the first `---`). */
function fieldsPosition(node: Yaml, offset: number): Position {
  const before = node.value.slice(0, offset).split('\n')
  const point = { line: (node.position?.start.line ?? 1) + before.length, column: before.at(-1)!.length + 1 }
  return { start: point, end: point }
}

/** estree-util-build-jsx's own pattern: a comment with these words sets how (and from where) the page's JSX is built. */
const pragma = /@(jsx|jsxFrag|jsxImportSource|jsxRuntime)\s+\S/

function checkPragma(file: VFile, node: Node, program: Program | null | undefined): void {
  for (const comment of program?.comments ?? []) {
    const found = pragma.exec(comment.value)
    if (found) {
      refuse(
        file,
        node,
        `komentarz zawiera „@${found[1]}”: kompilator MDX czyta to słowo jako polecenie`,
        `Usuń „@” przed „${found[1]}” albo przeredaguj komentarz`,
      )
    }
  }
}

/** Addresses may use the schemes of lib/security/contentHtml.ts only: "javascript:", "data:" and the like never reach a page. */
function checkAddress(file: VFile, node: Node, url: unknown): void {
  if (typeof url !== 'string') return
  const scheme = schemeOf(url)
  if (scheme && !allowedSchemes.includes(scheme)) {
    refuse(
      file,
      node,
      `adres „${url}” zaczyna się od „${scheme}”, a strona przyjmuje tylko adresy https://, mailto: i tel: oraz ścieżki tej strony`,
      'Napisz adres strony (https://…), adres e-mail (mailto:…), numer telefonu (tel:…) albo ścieżkę tej strony (/…)',
    )
  }
}

/** Attributes that hold an address, on the elements of the allow-list. */
const addressAttributes = new Set(['href', 'src', 'cite'])

function checkElement(file: VFile, element: MdxJsxFlowElement | MdxJsxTextElement): void {
  const name = element.name
  if (name === null) return // a fragment <>…</>: no attributes, only its children, which are checked on their own
  const tag = `<${name}>`
  if (/^[a-z]/.test(name)) {
    if (!allowedElements.has(name)) {
      refuse(
        file,
        element,
        `znacznik ${tag} nie jest dozwolony w treści strony`,
        'Usuń go. W treści można używać zwykłych znaczników tekstu, list, tabel i obrazów oraz komponentów z docs/edycja/znaczniki.md',
      )
    }
    for (const attribute of element.attributes) {
      const attributeName = attributeNameOf(file, element, attribute)
      if (!allowedAttributes.has(attributeName) && !attributeName.startsWith('aria-')) {
        refuse(
          file,
          element,
          `atrybut ${attributeName} w ${tag} nie jest dozwolony w treści strony`,
          `Usuń go. Dozwolone atrybuty: ${[...allowedAttributes].join(', ')} i aria-…`,
        )
      }
      const value = attributeValue(file, element, attribute as MdxJsxAttribute)
      if (value !== null && typeof value === 'object') {
        refuse(file, element, `wartość atrybutu ${attributeName} w ${tag} nie jest tekstem ani liczbą`, `Ujmij wartość w cudzysłów, np. ${attributeName}="…"`)
      }
      if (addressAttributes.has(attributeName)) checkAddress(file, element, value)
    }
    return
  }
  const entry = /^[A-Z][A-Za-z0-9]*$/.test(name) ? componentEntry(name) : undefined
  if (!entry) {
    refuse(file, element, `nie ma komponentu ${tag}`, 'Listę komponentów i ich atrybutów ma docs/edycja/znaczniki.md')
  }
  const props = componentProps(name, entry)
  for (const attribute of element.attributes) {
    const attributeName = attributeNameOf(file, element, attribute)
    const prop = props.get(attributeName)
    if (!prop) {
      refuse(
        file,
        element,
        `komponent ${tag} nie ma atrybutu ${attributeName}`,
        'Usuń ten atrybut; docs/edycja/znaczniki.md podaje atrybuty każdego komponentu',
      )
    }
    const value = attributeValue(file, element, attribute as MdxJsxAttribute)
    if (!prop.schema.safeParse(value ?? true).success) {
      refuse(
        file,
        element,
        `wartość atrybutu ${attributeName} w ${tag} nie jest taka, jaką ten komponent przyjmuje`,
        'Wpisz wartość tak, jak w przykładzie w docs/edycja/znaczniki.md',
      )
    }
    if (prop.link) checkAddress(file, element, value)
  }
}

/** An attribute's name; a spread `{...x}` stops the compile. */
function attributeNameOf(file: VFile, element: MdxJsxFlowElement | MdxJsxTextElement, attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string {
  if (attribute.type === 'mdxJsxAttribute') return attribute.name
  refuse(
    file,
    element,
    `„{${attribute.value}}” w <${element.name}> wstawia atrybuty z kodu, a treść strony nie może go uruchamiać`,
    'Wpisz każdy atrybut osobno, z wartością w cudzysłowie, np. title="Ważne"',
  )
}

/** An attribute's literal value (null for one written without a value); any code stops the compile. */
function attributeValue(file: VFile, element: MdxJsxFlowElement | MdxJsxTextElement, attribute: MdxJsxAttribute): unknown {
  const { name, value } = attribute
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  const program = value.data?.estree
  checkPragma(file, element, program)
  if (!program || !isLiteralProgram(program) || program.body.length === 0) {
    refuse(
      file,
      element,
      `wartość atrybutu ${name} w <${element.name}> nie jest tekstem w cudzysłowie ani listą: „{${value.value}}” jest kodem`,
      'Ujmij wartość w cudzysłów, np. id="infolinia", a listę zapisz tak: only={["pobrania", "szczepienia"]}',
    )
  }
  const statement = program.body[0]!
  return statement.type === 'ExpressionStatement' ? literalValue(statement.expression) : null
}

interface PropShape {
  schema: z.ZodType
  link: boolean
}

const componentShapes = new Map<string, Map<string, PropShape>>()

/**
 * A component's attributes as its registry entry declares them, read without
 * the site's data (which ids exist is the check's to say): the names, and the
 * shape of each value (a text, a list of texts, one of a fixed list).
 */
function componentProps(name: string, entry: NonNullable<ReturnType<typeof componentEntry>>): Map<string, PropShape> {
  let shapes = componentShapes.get(name)
  if (!shapes) {
    const schema = entry.props({})
    const info = propsOf(schema)
    shapes = new Map(
      Object.entries(schema.shape).map(([prop, field]) => [
        prop,
        { schema: (field as z.ZodType).optional(), link: Boolean((info[prop]?.value.meta() as { link?: boolean } | undefined)?.link) },
      ]),
    )
    componentShapes.set(name, shapes)
  }
  return shapes
}
