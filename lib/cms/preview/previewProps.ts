import { componentEntry } from '../../content/componentRegistry.ts'
import { allowedAttributes, allowedElements, isAllowedAddress } from '../../security/contentHtml.ts'

/**
 * The last filter of the editor's preview: every element of a page's text
 * passes here on its way to React (renderer/preview/renderPagePreview.tsx
 * hands React's jsx() only what this returns), after allowedTree.ts put the
 * check's line in place of what it refuses. Whatever got this far, nothing
 * that runs code or loads a page reaches the DOM: an HTML element only from
 * the allow-list (lib/security/contentHtml.ts) or what Markdown itself makes,
 * with the attributes of the allow-list; no raw HTML, srcdoc, style or event
 * handler, even for a component; addresses only with an allowed scheme.
 */

/**
 * What Markdown and the site's own compiler make besides the allow-list's elements: a title (#), a code block, a
 * task list's box, and the list of a page's sections that <PageSections /> becomes (lib/content/rehypePageSections.ts),
 * a <nav>: an editor's trial saw the check's line 'znacznik <nav> nie jest dozwolony' in place of it on pages nobody
 * had changed. A <nav> the editor writes never comes this far: allowedTree.ts puts the check's line in its place.
 */
const siteMadeElements = new Set(['h1', 'pre', 'input', 'nav'])

/** Whether the preview renders the HTML element `type` (else the check's line for it stands in its place). */
export const previewElement = (type: string) => allowedElements.has(type) || siteMadeElements.has(type)

/** Props that hold an address: one with a scheme the site does not link to ("javascript:", "data:") is dropped. */
const addressProps = new Set(['href', 'src', 'cite'])

/** Props no element and no component of a page's text gets from the page: they would run code, insert HTML or restyle the site. */
const neverProp = (name: string) => /^(dangerouslysetinnerhtml|srcdoc|style|ref|formaction|action|is)$/i.test(name)

/**
 * An event handler: `onerror` as HTML writes it, `onError` as React does. An
 * HTML element loses every attribute starting with "on"; a component's props
 * are plain words (`only`), and there a handler is "on" and a capital.
 */
const handler = (name: string, component: boolean) => (component ? /^on[A-Z]/.test(name) : /^on/i.test(name))

const shapes = new Map<string, ReadonlySet<string>>()

/** The props component `name` takes, as its registry entry declares them (the check's rule komponent refuses any other); none for a name that is no component. */
export function componentProps(name: string): ReadonlySet<string> {
  let props = shapes.get(name)
  if (!props) shapes.set(name, (props = new Set(Object.keys(componentEntry(name)?.props({}).shape ?? {}))))
  return props
}

/** A table cell's alignment as Markdown writes it (`| --: |`), which the site's compiler turns into text-align. */
const alignments = new Set(['left', 'right', 'center'])

/** An address the site may link to (lib/security/contentHtml.ts); a list or any other value React would turn into a text is none. */
const allowedAddress = (value: unknown) => typeof value === 'string' && isAllowedAddress(value)

/**
 * The props of `type` that may reach React: `type` is an HTML element's name,
 * or a component's as a page writes it (<Notice>): it keeps only the props its
 * registry entry declares. `children` pass as they are (each child passed
 * here on its own way).
 */
export function previewProps(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const component = /^[a-z]/.test(type) ? undefined : componentProps(type)
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') kept[name] = value
    else if (neverProp(name) || handler(name, component !== undefined) || (addressProps.has(name) && !allowedAddress(value))) continue
    else if (component ? component.has(name) : domProp(type, name, value)) kept[name] = value
  }
  if ((type === 'td' || type === 'th') && alignments.has(props.align as string)) kept.style = { textAlign: props.align }
  if (type === 'input') Object.assign(kept, { type: 'checkbox', disabled: true })
  return kept
}

/** An attribute of an HTML element: one of the allow-list (aria-… and data-… too), or what Markdown gives its own; a plain value. */
function domProp(type: string, name: string, value: unknown): boolean {
  if (!['string', 'number', 'boolean'].includes(typeof value)) return false
  if (type === 'input') return name === 'checked'
  return allowedAttributes.has(name) || /^(aria|data)-[a-z][a-z0-9-]*$/.test(name)
}
