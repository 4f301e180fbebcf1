import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fillWaits } from './waitPhrases.ts'

/**
 * The CMS's Polish interface strings as /admin/ serves them: the package's
 * locales/pl.json with this project's own strings laid over it. The package's
 * Polish file lacks strings its English one has (the interface then shows
 * English), and a few of its words do not fit an office worker; each file in
 * lib/cms/locales/pl/ (read in name order, later files win) supplies or
 * replaces strings by the same keys as the package's file. A `%name%` in
 * them is a typical wait (lib/cms/waitPhrases.ts), filled in here. The
 * package's Polish quotes names the English way, “…”; Polish opens with „
 * (issue 43: 'Pole “Cena”'), so every “ becomes „.
 */
export function cmsPolishStrings(packageFile: string, ownFolder: string): Record<string, unknown> {
  const own = readdirSync(ownFolder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fillWaits(readFileSync(join(ownFolder, name), 'utf8'))) as Record<string, unknown>)
  const merged = own.reduce(deepMerge, JSON.parse(readFileSync(packageFile, 'utf8')) as Record<string, unknown>)
  return JSON.parse(JSON.stringify(merged).replaceAll('“', '„')) as Record<string, unknown>
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key]
    merged[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value
  }
  return merged
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
