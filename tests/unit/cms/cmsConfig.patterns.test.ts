import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { readSite } from '../../../lib/check/site.ts'
import { cmsConfigYaml } from '../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../lib/cms/cmsFields.ts'
import { frozenSite } from '../../frozenSite.ts'

// Every text a data file holds passes its form field's pattern as the CMS reads
// it (a string "source" or "/source/flags", services/utils/regex.js): a form that
// refuses a stored value cannot be saved at all, whatever the worker changed
// (samples.yaml's paths with capitals, before the pattern kept its `i` flag).

/** The CMS's reading of a `pattern` string (Sveltia CMS 0.221, getRegex). */
function cmsRegex(input: string): RegExp {
  const { pattern, flags } = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(input)!.groups!
  return new RegExp(pattern!, flags?.replace(/[gy]/g, ''))
}

/** [path, value, pattern] of every text value under a pattern. */
function patterned(value: unknown, fields: CmsField[], path: string): [string, string, string][] {
  if (!value || typeof value !== 'object') return []
  return fields.flatMap((field) => {
    const item = (value as Record<string, unknown>)[field.name]
    const here = `${path}.${field.name}`
    if (item === undefined) return []
    if (field.widget === 'list' && Array.isArray(item)) {
      const fields = field.fields as CmsField[] | undefined
      const single = field.field as CmsField | undefined
      return item.flatMap((entry, index) =>
        fields ? patterned(entry, fields, `${here}[${index}]`) : single ? patterned({ [single.name]: entry }, [single], `${here}[${index}]`) : [],
      )
    }
    if (field.widget === 'object') return patterned(item, field.fields as CmsField[], here)
    const pattern = (field.pattern as [string, string] | undefined)?.[0]
    return pattern && typeof item === 'string' ? [[here, item, pattern] as [string, string, string]] : []
  })
}

describe.each([
  { where: 'content', root: process.cwd() },
  { where: 'frozen site', root: frozenSite },
])("every stored text passes its form field's pattern ($where)", ({ root }) => {
  const config = parse(cmsConfigYaml(root, { CMS_BACKEND: 'test-repo' })!) as {
    collections: { name: string; files?: { file: string; fields: CmsField[] }[] }[]
  }
  const forms = config.collections.find((collection) => collection.name === 'dane')!.files!
  const site = readSite(root)
  test.each(forms.map((form) => [form.file, form] as const))('%s', (file, form) => {
    const data = parse(site.dataFiles.find((candidate) => candidate.file === file)!.text)
    const refused = patterned(data, form.fields, file).filter(([, value, pattern]) => !cmsRegex(pattern).test(value))
    expect(refused).toEqual([])
  })
})
