import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { formatDataFile } from '../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { distDir } from './site.ts'
import { changedLines, fieldWithValue, oneTextValue, openEntry, repositoryFiles, saveAndRead, type FormField, openEditorPage } from './adminHelpers.ts'

/**
 * A save writes one line: each data file's form, saved with one text changed, changes exactly its
 * own line. That is tested on every form in adminLanguage.test.ts, which has each form open
 * already (issue 41: each form was opened in both files); this file has the files not written the CMS's way.
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
    ;({ page, errors, close } = await openEditorPage({ width: 1280, height: 860 }, files))
  })
  afterAll(() => close?.())

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
