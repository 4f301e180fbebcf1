import type { Node, Parent } from 'unist'

/**
 * A parsed text's nodes, listed once per tree. The check reads every page's
 * tree some twenty times (each rule looks for its own kinds of node), and an
 * unchanged page keeps its tree from one check to the next
 * (lib/check/load/loadTrees.ts): walking it with unist-util-visit each time
 * cost a third of a check (a function made and named for every node of every
 * walk). No tree is changed once parsed, so its list stays right.
 */
interface TreeIndex {
  /** Every node, the root first, in the order unist-util-visit meets them. */
  readonly all: readonly Node[]
  readonly parents: ReadonlyMap<Node, Parent>
  /** Answers already given, by the question's key. */
  readonly lists: Map<string, readonly Node[]>
}

const indexes = new WeakMap<Node, TreeIndex>()

function indexOf(tree: Node): TreeIndex {
  let index = indexes.get(tree)
  if (index) return index
  const all: Node[] = []
  const parents = new Map<Node, Parent>()
  const walk = (node: Node) => {
    all.push(node)
    for (const child of (node as Partial<Parent>).children ?? []) {
      parents.set(child, node as Parent)
      walk(child)
    }
  }
  walk(tree)
  index = { all, parents, lists: new Map() }
  indexes.set(tree, index)
  return index
}

/**
 * The nodes of `tree` (itself included) of the given type or types, in the
 * order unist-util-visit's `visit(tree, types, …)` meets them; with
 * `notWithin`, only those with no ancestor of those types (what a visitor
 * returning SKIP on them leaves out).
 */
export function nodesOf<T extends Node = Node>(
  tree: Node,
  types: string | readonly string[],
  { notWithin = [] }: { notWithin?: readonly string[] } = {},
): readonly T[] {
  const index = indexOf(tree)
  const wanted = typeof types === 'string' ? [types] : types
  const key = `${wanted.join(',')}|${notWithin.join(',')}`
  let list = index.lists.get(key)
  if (!list) {
    const within = (node: Node): boolean => {
      for (let parent = index.parents.get(node); parent; parent = index.parents.get(parent)) if (notWithin.includes(parent.type)) return true
      return false
    }
    list = index.all.filter((node) => wanted.includes(node.type) && !(notWithin.length > 0 && within(node)))
    index.lists.set(key, list)
  }
  return list as readonly T[]
}

/** `visitor` called on each of nodesOf(tree, types), as unist-util-visit's `visit(tree, types, visitor)` does for a visitor that only reads the node. */
export function visitNodes<T extends Node = Node>(tree: Node, types: string | readonly string[], visitor: (node: T) => unknown): void {
  for (const node of nodesOf<T>(tree, types)) visitor(node)
}
