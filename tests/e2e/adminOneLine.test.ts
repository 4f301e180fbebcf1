import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { formatDataFile } from '../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { distDir } from './site.ts'
import {
  changedLines,
  fieldWithValue,
  oneTextValue,
  openEditor,
  openEntry,
  repositoryFiles,
  saveAndRead,
  type FormField,
  openEditorPage,
} from './adminHelpers.ts'

/**
 * Every data file's form, in the browser editor (Sveltia CMS, test backend):
 * one text value changed and saved changes exactly its own line, so a pull
 * request shows the worker's change and nothing the CMS rewrote on the way
 * (an empty list it drops, a box it adds, a quote it changes). The value is
 * found in the data, not typed as today's content. One page, forms in turn.
 */
let page: Page
let errors: string[]
let close: () => Promise<void>
const original = repositoryFiles()
// The forms as the built editor has them (admin/config.yml): which field is plain text.
const forms = (
  parse(readFileSync(join(distDir, 'admin/config.yml'), 'utf8')) as {
    collections: { name: string; files?: { name: string; file: string; fields: FormField[] }[] }[]
  }
).collections.find((collection) => collection.name === 'dane')!.files!

beforeAll(async () => {
  ;({ page, errors, close } = await openEditorPage({ width: 1280, height: 860 }))
})
afterAll(() => close?.())

describe('every data file: one text value changed in its form is one changed line', () => {
  it('has a form for every data file', () => {
    expect(forms.map((form) => form.file).sort()).toEqual(
      Object.keys(dataSchemas)
        .map((name) => `content/data/${name}`)
        .sort(),
    )
  })

  for (const name of Object.keys(dataSchemas)) {
    const path = `content/data/${name}`
    it(name, async () => {
      const form = forms.find((candidate) => candidate.file === path)!
      const data = parse(original[path]!) as unknown
      const target = oneTextValue(data, form.fields)
      // A file with no text in it yet (the notices' empty list): nothing to change; said, not skipped silently.
      if (!target) return expect(JSON.stringify(data), `${path}: a plain text value to change`).not.toMatch(/"[^"]{3,}"(?!:)/)
      const changed = `${target!.value} (zmiana)`
      await openEntry(page, 'dane', form.name)
      await (await fieldWithValue(page, target!.value)).fill(changed)
      const saved = await saveAndRead(page, path)
      const lines = changedLines(original[path]!, saved)
      expect(lines, `${path}: changed lines`).toHaveLength(1)
      expect(lines[0]![2]).toBe(lines[0]![1].replace(target!.value, changed))
      expect(parse(saved)).toEqual(target!.replaceIn(data, changed))
      expect(errors).toEqual([])
    })
  }
})

/**
 * Files not written the CMS's way (by hand, by an older version): what the CMS
 * writes on its first save of each is what `npm run format` writes
 * (lib/cms/cmsSaved.ts), so that after `npm run format` a save is one line again.
 * Each edit is a case the model covers; tests/unit/cmsFormat.test.ts pins the YAML of each.
 */
const planted: Record<string, [string, string][]> = {
  'content/data/team.yaml': [
    ['members:\n', '# komentarz: edytor go nie zachowa\nmembers:\n'],
    // A text in double quotes it does not need; a box left out (an unticked box); an empty list.
    ['    name: lek. Anna Przykładowa\n', '    name: "lek. Anna Przykładowa"\n'],
    ['    physician: true\n    specializations:\n      - medycyna rodzinna\n', '    specializations:\n      - medycyna rodzinna\n'],
    ['      - medycyna podróży\n    bio: Kwalifikuje dzieci', '      - medycyna podróży\n    achievements: []\n    bio: Kwalifikuje dzieci'],
    // Quotes it needs, in the other style; a box as the text 'true'; a list as null; a number in a text field.
    ['    role: Lekarz – kwalifikacja do szczepień pracowniczych\n', '    role: "Lekarz: kwalifikacja do szczepień pracowniczych"\n'],
    [
      '    role: Lekarz, specjalista chorób zakaźnych – konsultacje PrEP\n    physician: true\n',
      "    role: Lekarz, specjalista chorób zakaźnych – konsultacje PrEP\n    physician: 'true'\n",
    ],
    ['      - koordynacja programu mikrobioty jelitowej\n', '      - koordynacja programu mikrobioty jelitowej\n    achievements: ~\n'],
    ['    role: Fizjoterapeuta – rehabilitacja\n', '    role: 2024\n'],
    ['    role: Lekarz – program mikrobioty jelitowej\n', "    role: 'Lekarz: program \"mikrobiota\" i ''przeszczep'''\n"],
    // Text over lines; keys the form does not know.
    ['    bio: Specjalista chorób zakaźnych. Prowadzi', '    bio: |-\n      Specjalista chorób zakaźnych.\n      Prowadzi'],
    [
      '    achievements:\n      - kurs terapii manualnej (wpis przykładowy)\n',
      '    zzz: 1\n    achievements:\n      - kurs terapii manualnej (wpis przykładowy)\n    aaa: 2\n',
    ],
  ],
  'content/data/clinic.yaml': [
    // A number as text, a number with a trailing zero, an empty optional text, a date in quotes.
    ['  spaces: 10\n', "  spaces: '10'\n"],
    ['  latitude: 52.2005\n', '  latitude: 52.20050\n'],
    ['  district: Mokotów\n', "  district: ''\n"],
    ['  registrationDate: 2009-05-12\n', "  registrationDate: '2009-05-12'\n"],
  ],
}

/** The frozen site's files with the planted edits, each checked to apply. */
function plantedFiles(): Record<string, string> {
  const files = { ...original }
  for (const [path, edits] of Object.entries(planted)) {
    for (const [from, to] of edits) {
      expect(files[path]!.includes(from), `${path}: ${JSON.stringify(from)}`).toBe(true)
      files[path] = files[path]!.replace(from, to)
    }
  }
  return files
}

describe('a file not written the way the CMS writes it: its first save writes what npm run format writes', () => {
  let files: Record<string, string>
  beforeAll(async () => {
    files = plantedFiles()
    await openEditor(page, files)
  })

  for (const path of Object.keys(planted)) {
    it(path, async () => {
      const form = forms.find((candidate) => candidate.file === path)!
      const data = parse(files[path]!) as unknown
      const target = oneTextValue(data, form.fields)!
      const changed = `${target.value} (zmiana)`
      await openEntry(page, 'dane', form.name)
      await (await fieldWithValue(page, target.value)).fill(changed)
      const saved = await saveAndRead(page, path)
      expect(saved).toBe(formatDataFile(stringify(target.replaceIn(data, changed)), dataSchemas[path.split('/').at(-1)!]!))
      // The planted file itself, formatted, differs from what was saved in that one line only.
      expect(changedLines(formatDataFile(files[path]!, dataSchemas[path.split('/').at(-1)!]!)!, saved)).toHaveLength(1)
      expect(errors).toEqual([])
    })
  }
})
