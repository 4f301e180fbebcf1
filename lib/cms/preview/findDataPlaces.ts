import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import type { Site } from '../../check/site.ts'
import { dataPlaces, type DataPlace } from './dataPlaces.ts'

/**
 * For each data file, every use of its components in the pages' text, as
 * written (`<Hours only={["szczepienia"]} />`), with the pages that have it,
 * in the order of the site's files: what the editor's preview of that file
 * renders (renderer/preview/renderDataPreview.tsx). Read when /admin/ is built.
 */
export function findDataPlaces(site: Site): Record<string, DataPlace[]> {
  const found = new Map<string, Map<string, Set<string>>>()
  for (const page of site.pages) {
    if (!page.tree || !page.route) continue
    visit(page.tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      const { start, end } = element.position ?? {}
      if (!element.name || start?.offset === undefined || end?.offset === undefined) return
      const source = page.text.slice(start.offset, end.offset)
      for (const [file, { components }] of Object.entries(dataPlaces)) {
        if (!components.includes(element.name)) continue
        const uses = found.get(file) ?? found.set(file, new Map()).get(file)!
        ;(uses.get(source) ?? uses.set(source, new Set()).get(source)!).add(page.route)
      }
    })
  }
  // In the order of the file's components (its main one first), then of the pages.
  const order = (file: string, source: string) => dataPlaces[file]!.components.findIndex((name) => new RegExp(`^<${name}\\b`).test(source))
  return Object.fromEntries(
    Object.keys(dataPlaces).map((file) => [
      file,
      [...(found.get(file) ?? [])].map(([source, routes]) => ({ source, routes: [...routes] })).sort((a, b) => order(file, a.source) - order(file, b.source)),
    ]),
  )
}
