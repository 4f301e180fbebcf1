/**
 * `compute` with its answers kept by key: the check reads every page and data
 * file on each run (`npm run dev` after every saved file, the rules' tests once
 * per planted example), and nearly all of them are as they were on the last
 * run. The key is what the answer is computed from: a text (never only a
 * file's name, so a changed file is read again) and, told apart by `also`,
 * the other arguments. The text is a key of its own, not joined to the others:
 * a string keeps its hash, so a file's text is hashed once however many
 * scans ask. Callers only read an answer, which is shared. Bounded like the
 * parsed YAML (lib/check/yamlSource.ts): all is dropped once `limit` answers are kept.
 */
export function remembered<A extends unknown[], R>(
  compute: (...args: A) => R,
  key: (...args: A) => { text: string; also?: string },
  limit = 2000,
): (...args: A) => R {
  let answers = new Map<string, Map<string, R>>()
  let count = 0
  return (...args) => {
    const { text, also = '' } = key(...args)
    let byText = answers.get(text)
    if (byText?.has(also)) return byText.get(also)!
    if (count >= limit) {
      answers = new Map()
      count = 0
      byText = undefined
    }
    if (!byText) answers.set(text, (byText = new Map()))
    const answer = compute(...args)
    byText.set(also, answer)
    count++
    return answer
  }
}

/**
 * `compute` with its answer kept for each object it reads (a page's tree, a
 * parsed YAML text), which the check keeps from one run to the next while its
 * text is unchanged (lib/check/load/loadTrees.ts, lib/check/yamlSource.ts) and
 * never changes; `key` tells the answers for the other arguments apart.
 */
export function rememberedFor<O extends object, A extends unknown[], R>(
  compute: (object: O, ...args: A) => R,
  key: (...args: A) => string,
): (object: O, ...args: A) => R {
  const answers = new WeakMap<O, Map<string, R>>()
  return (object, ...args) => {
    let known = answers.get(object)
    if (!known) answers.set(object, (known = new Map()))
    const at = key(...args)
    if (known.has(at)) return known.get(at)!
    const answer = compute(object, ...args)
    known.set(at, answer)
    return answer
  }
}
