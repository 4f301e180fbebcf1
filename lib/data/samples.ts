import { parseYaml } from './parseYaml.ts'
import type { Sample } from '../schemas/samplesSchema.ts'

/**
 * Every scalar of a parsed YAML file as text (numbers too: 52.2005), so a
 * sample is found whatever the quoting, folding or order the editor wrote.
 */
function scalars(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(scalars)
  if (value && typeof value === 'object') return Object.values(value).flatMap(scalars)
  return value === null || value === undefined ? [] : [String(value)]
}

/** The last text of each file read and its scalars: most samples are in one file (clinic.yaml), parsed once for all of them. */
const scalarsOf = new Map<string, { text: string; scalars: string[] }>()

/** Does `file` (its text, or undefined when missing) still hold the sample's value? */
export function holdsSample(file: string, text: string | undefined, value: string): boolean {
  if (text === undefined) return false
  if (!/\.ya?ml$/.test(file)) return text.includes(value)
  let known = scalarsOf.get(file)
  if (known?.text !== text) {
    try {
      known = { text, scalars: scalars(parseYaml(text)) }
    } catch {
      return text.includes(value) // a file that does not parse: the check reports it; count the sample meanwhile
    }
    scalarsOf.set(file, known)
  }
  return known.scalars.some((scalar) => scalar.includes(value))
}

/**
 * The samples still in the data: those whose value still stands in its file.
 * When the clinic types the real phone number over the sample, that sample is
 * gone, with nothing else to untick; when the last one is gone, so is the notice.
 */
export function remainingSamples(samples: readonly Sample[], readText: (file: string) => string | undefined): Sample[] {
  const cache = new Map<string, string | undefined>()
  const textOf = (file: string) => {
    if (!cache.has(file)) cache.set(file, readText(file))
    return cache.get(file)
  }
  return samples.filter((sample) => holdsSample(sample.file, textOf(sample.file), sample.value))
}

/** The notice's list: each label once, in the order of samples.yaml. */
export function sampleLabels(samples: readonly Sample[]): string[] {
  return [...new Set(samples.map((sample) => sample.label))]
}
