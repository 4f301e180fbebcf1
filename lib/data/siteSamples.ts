import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import samplesYaml from '../../content/data/samples.yaml'
import { samplesSchema } from '../schemas/samplesSchema.ts'
import { remainingSamples, sampleLabels } from './samples.ts'

/** content/data/samples.yaml: every value typed as an example. */
export const samples = samplesSchema.parse(samplesYaml).samples

/**
 * What the notice on every page lists: the labels of the samples whose value
 * still stands in its file, read from content/ when the site is built.
 */
export function remainingSampleLabels(root = process.cwd()): string[] {
  const read = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8')
    } catch {
      return undefined
    }
  }
  return sampleLabels(remainingSamples(samples, read))
}
