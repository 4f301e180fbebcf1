import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../../lib/cms/cmsFields.ts'
import { dataRows, distinctRows, findRows, sameRow } from '../../../../lib/cms/preview/dataRows.ts'
import { weekdayNames } from '../../../../lib/data/dayPhrases.ts'
import { frozenSite } from '../../../frozenSite.ts'

// Issue 43: the editor's search finds a row of a data file by what its closed row says, and opens the form at it.
const config = parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as {
  collections: { files?: { file: string; label: string; fields: CmsField[] }[] }[]
}
const files = config.collections.flatMap((collection) => collection.files ?? [])
const form = (name: string) => files.find((file) => file.file === `content/data/${name}`)!
const values = (name: string) => parse(readFileSync(join(frozenSite, 'content/data', name), 'utf8'))
const rowsOf = (name: string) => dataRows(name, form(name).label, values(name), form(name).fields)

type LabTests = { categories: { title: string; items: { name: string; price: string }[] }[] }

describe('rows of the data files', () => {
  it("rows that read the same in the same place are listed once: the samples' one label for many values (an editor's trial)", () => {
    const { samples } = values('samples.yaml') as { samples: { label: string }[] }
    const rows = rowsOf('samples.yaml')
    const labels = new Set(samples.map((sample) => sample.label))
    expect(labels.size).toBeLessThan(samples.length)
    expect(rows).toHaveLength(samples.length)
    const distinct = distinctRows(rows)
    expect(distinct.length).toBeLessThan(rows.length)
    expect(distinct.map((row) => row.summary).sort()).toEqual(
      rows
        .map((row) => row.summary)
        .filter((summary, index, all) => all.indexOf(summary) === index)
        .sort(),
    )
    // The first of each is kept, where it stands in the file.
    for (const row of distinct) expect(row).toBe(rows.find((candidate) => candidate.summary === row.summary))
  })

  it("a lab test: its closed row's words, where it stands, and the field of its name", () => {
    const { categories } = values('labTests.yaml') as LabTests
    const category = categories.at(-2)!
    const item = category.items.at(-1)!
    const rows = rowsOf('labTests.yaml')
    const row = rows.find((candidate) => candidate.summary === `${item.name} – ${item.price}`)
    expect(row).toEqual({
      file: 'labTests.yaml',
      summary: `${item.name} – ${item.price}`,
      trail: [form('labTests.yaml').label, category.title],
      keyPath: `categories.${categories.length - 2}.items.${category.items.length - 1}.name`,
    })
    // The categories are rows too, and every test is one.
    expect(rows).toHaveLength(categories.length + categories.reduce((sum, { items }) => sum + items.length, 0))
  })

  it('opening hours: days by their names, as the closed rows show them', () => {
    const { hours } = values('clinic.yaml') as { hours: { label: string; days: number[]; opens: string; closes: string }[] }
    const summaries = rowsOf('clinic.yaml').map((row) => row.summary)
    for (const { label, days, opens, closes } of hours)
      expect(summaries).toContain(`${label} – ${days.map((day) => weekdayNames[day - 1]).join(', ')}, ${opens}–${closes}`)
  })

  it('a person and a question are found by their words, without Polish letters and in any case', () => {
    const { members } = values('team.yaml') as { members: { name: string }[] }
    const person = members.at(-1)!
    const surname = person.name.split(' ').at(-1)!
    const found = findRows(
      rowsOf('team.yaml'),
      surname
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/ł/g, 'l'),
    )
    expect(found.map((row) => row.summary)).toContain(person.name)
    const { questions } = values('faq.yaml') as { questions: { question: string }[] }
    const question = questions.at(-1)!.question
    const words = question.split(/\s+/).slice(0, 3).join(' ').toUpperCase()
    expect(findRows(rowsOf('faq.yaml'), words).map((row) => row.keyPath)).toContain(`questions.${questions.length - 1}.question`)
    expect(findRows(rowsOf('faq.yaml'), '   ')).toEqual([])
  })

  it('a row chosen is opened where it stands now, after a row was added above it', () => {
    const data = values('labTests.yaml') as LabTests
    const before = rowsOf('labTests.yaml')
    const chosen = before.find((row) => row.keyPath === 'categories.0.items.1.name')!
    data.categories[0]!.items.unshift({ name: 'Nowe badanie', price: '1 zł' })
    const now = dataRows('labTests.yaml', form('labTests.yaml').label, data, form('labTests.yaml').fields)
    expect(sameRow(chosen, now)?.keyPath).toBe('categories.0.items.2.name')
    data.categories[0]!.items.splice(2, 1)
    expect(sameRow(chosen, dataRows('labTests.yaml', form('labTests.yaml').label, data, form('labTests.yaml').fields))).toBeUndefined()
  })
})
