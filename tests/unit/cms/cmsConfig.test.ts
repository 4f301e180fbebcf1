import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z, type ZodType } from 'zod'
import { cmsBackend, cmsConfigYaml } from '../../../lib/cms/adminFiles.ts'
import { adminPage } from '../../../lib/cms/adminPage.ts'
import { fieldPaths } from '../../../lib/cms/cmsConfig.ts'
import { imageAccept } from '../../../lib/cms/imageField.ts'
import { assetUploads } from '../../../lib/cms/assetUploads.ts'
import { publishedExtensions } from '../../../lib/check/publicFileProblem.ts'
import { hintMarkdown, type CmsField } from '../../../lib/cms/cmsFields.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../../lib/schemas/frontmatterSchema.ts'
import { price } from '../../../lib/schemas/priceField.ts'
import { clockTime, isoDate } from '../../../lib/schemas/fields.ts'
import { faqCategories } from '../../../lib/schemas/faqSchema.ts'
import { newPageBody } from '../../../lib/content/newPageTemplate.ts'

/** Every field path of a schema, walked through zod's public API (not the generator's code). */
function schemaPaths(schema: ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schemaPaths(schema.unwrap() as ZodType, prefix)
  if (schema instanceof z.ZodDefault) return schemaPaths(schema.removeDefault() as ZodType, prefix)
  // A schema that adds derived fields (clinic.yaml's days' words): the file holds what goes in.
  if (schema instanceof z.ZodPipe) return schemaPaths(schema.in as ZodType, prefix)
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element as ZodType, prefix)
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, ZodType>).flatMap(([key, field]) => {
      const path = prefix ? `${prefix}.${key}` : key
      return [path, ...schemaPaths(field, path)]
    })
  }
  return []
}

const config = parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as {
  media_libraries?: Record<string, unknown>
  collections: { name: string; folder?: string; files?: { file: string; fields: CmsField[] }[]; fields?: CmsField[] }[]
}
const dataCollection = config.collections.find((collection) => collection.files)!
const pageCollections = config.collections.filter((collection) => collection.folder)

/** Every field of the generated configuration, with its path, e.g. "categories.items.price". */
function fieldsByPath(fields: CmsField[], prefix = ''): Map<string, CmsField> {
  const map = new Map<string, CmsField>()
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    map.set(path, field)
    const children = (field.fields as CmsField[] | undefined) ?? []
    for (const [childPath, child] of fieldsByPath(children, path)) map.set(childPath, child)
  }
  return map
}

describe('the browser editor configuration follows the schemas', () => {
  it('has a form for every data file, and only for those', () => {
    expect(dataCollection.files!.map((file) => file.file).sort()).toEqual(
      Object.keys(dataSchemas)
        .map((name) => `content/data/${name}`)
        .sort(),
    )
  })

  it.each(Object.entries(dataSchemas))('%s: every schema field is in the form and every form field is in the schema', (name, schema) => {
    const file = dataCollection.files!.find((entry) => entry.file === `content/data/${name}`)!
    expect(fieldPaths(file.fields).sort()).toEqual(schemaPaths(schema).sort())
  })

  it('pages: every frontmatter field is in the form, plus the body in raw mode only', () => {
    expect(pageCollections.map((collection) => collection.folder)).toEqual(['content', 'content/szczepienia'])
    for (const collection of pageCollections) {
      const paths = fieldPaths(collection.fields!)
      expect(paths.filter((path) => path !== 'body').sort()).toEqual(schemaPaths(frontmatterSchema).sort())
      const body = collection.fields!.find((field) => field.name === 'body')!
      expect(body.widget).toBe('markdown')
      expect(body.modes).toEqual(['raw'])
    }
  })

  it('every field has a Polish label from the schema, not its key', () => {
    const unlabelled = [
      ...dataCollection.files!.flatMap((file) => [...fieldsByPath(file.fields)].map(([path, field]) => ({ where: `${file.file} ${path}`, field }))),
      ...[...fieldsByPath(pageCollections[0]!.fields!)].map(([path, field]) => ({ where: `frontmatter ${path}`, field })),
    ].filter(({ field }) => field.label === field.name)
    expect(unlabelled.map(({ where }) => where)).toEqual([])
  })

  it('saves through pull requests (editorial workflow) and never uses the rich-text editor', () => {
    const text = cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!
    expect(parse(text).publish_mode).toBe('editorial_workflow')
    expect(text).not.toMatch(/widget: richtext|rich_text/)
  })
})

describe('FAQ questions and new pages in the editor', () => {
  const full = parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as {
    slug: unknown
    collections: { name: string; create?: boolean; delete?: boolean; slug?: string; fields?: CmsField[] }[]
  }

  it("a question is an entry of its own form: a select of categories by their Polish names, the answer in the pages' raw Markdown editor", () => {
    const fields = fieldsByPath(dataCollection.files!.find((file) => file.file === 'content/data/faq.yaml')!.fields)
    expect(fields.get('questions')!.summary).toBe('{{fields.question}}')
    expect(fields.get('questions.category')).toMatchObject({
      widget: 'select',
      options: Object.entries(faqCategories).map(([value, label]) => ({ value, label })),
    })
    expect(fields.get('questions.answer')).toMatchObject({ widget: 'markdown', modes: ['raw'] })
  })

  it('pages are created in content/ only, from the template, with a file name the check takes; none is deleted', () => {
    const [pages, vaccination] = ['strony', 'szczepienia'].map((name) => full.collections.find((collection) => collection.name === name)!)
    expect([pages!.create, vaccination!.create, pages!.delete, vaccination!.delete]).toEqual([true, false, false, false])
    expect(pages!.slug).toEqual({ template: '{{title}}', editable: false })
    expect(full.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' })
    expect(pages!.fields!.find((field) => field.name === 'body')!.default).toBe(newPageBody)
  })

  it("the group of a page is chosen by the names of the site map's groups (navigation.yaml), and the file keeps the code", () => {
    const navigation = parse(readFileSync('content/data/navigation.yaml', 'utf8')) as { siteMapGroups: Record<string, string> }
    const group = pageCollections[0]!.fields!.find((field) => field.name === 'group')!
    expect(group.options).toEqual(Object.entries(navigation.siteMapGroups).map(([value, label]) => ({ value, label })))
  })
})

describe('price, date and hour fields refuse in the form what the check refuses, in the same words', () => {
  const allFields = [...dataCollection.files!.flatMap((file) => [...fieldsByPath(file.fields).values()]), ...fieldsByPath(pageCollections[0]!.fields!).values()]
  const cases: [string, ZodType, string[], string[]][] = [
    ['price', price, ['150 zł', 'od 160 zł', '250–300 zł'], ['150', '150 PLN', '0 zł', '250-300 zł', '-5 zł']],
    ['date', isoDate, ['2025-03-13', '2024-02-29'], ['13.03.2025', '2025-3-13', '2027-02-30', '2025-13-01']],
    ['hour', clockTime, ['7:00', '16:30', '23:59'], ['7', '24:00', '16.30', '7:5']],
  ]
  it.each(cases)('%s', (_kind, schema, valid, invalid) => {
    const message = (value: string) => schema.safeParse(value).error?.issues[0]?.message
    const [pattern, formMessage] = (allFields.find((field) => {
      const [source] = (field.pattern as [string, string] | undefined) ?? []
      return source !== undefined && valid.every((value) => new RegExp(source).test(value)) && message(invalid[0]!) === (field.pattern as [string, string])[1]
    })?.pattern ?? []) as [string?, string?]
    expect(pattern, 'a form field with this pattern').toBeDefined()
    const regex = new RegExp(pattern!)
    for (const value of valid) expect([value, regex.test(value)]).toEqual([value, true])
    for (const value of invalid) {
      expect([value, regex.test(value)]).toEqual([value, false])
      expect(message(value)).toBe(formMessage)
    }
  })
})

describe('sign-in on each host, from editor.yaml', () => {
  const clinic = { name: 'P', siteUrl: 'https://p.example', repository: 'https://github.com/fundacja/strona', repositoryBranch: 'main' }
  it('without an editor block there is no backend: /admin/ explains in Polish what to configure', () => {
    expect(cmsBackend(clinic, undefined, {})).toBeUndefined()
    const page = adminPage({ siteName: 'P', configured: false, repository: clinic.repository })
    expect(page).toContain('Edytor strony nie jest jeszcze skonfigurowany')
    expect(page).toContain('signIn: netlify')
    expect(page).not.toContain('sveltia-cms.js')
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
  })
  it("netlify: GitHub through Netlify's OAuth provider (no base_url), token as a fallback", () => {
    expect(cmsBackend(clinic, { signIn: 'netlify' }, {})).toEqual({
      name: 'github',
      repo: 'fundacja/strona',
      branch: 'main',
      authMethods: ['oauth', 'token'],
    })
  })
  it('worker: the sveltia-cms-auth worker as the OAuth base URL', () => {
    expect(cmsBackend(clinic, { signIn: 'worker', authUrl: 'https://auth.example.workers.dev' }, {})).toMatchObject({
      authUrl: 'https://auth.example.workers.dev',
      authMethods: ['oauth', 'token'],
    })
  })
  it('token: one technical person with a fine-grained token', () => {
    expect(cmsBackend(clinic, { signIn: 'token' }, {})).toMatchObject({ authMethods: ['token'] })
  })
  it("the tests' build uses the CMS's own test backend", () => {
    expect(cmsBackend(clinic, { signIn: 'token' }, { CMS_BACKEND: 'test-repo' })).toEqual({ name: 'test-repo' })
  })
  it('a configured /admin/ loads the CMS from our own origin with relative paths', () => {
    const page = adminPage({ siteName: 'P', configured: true, repository: clinic.repository })
    // start.js adds the CMS script itself, and only outside a frame (tests/unit/cms/browser/adminStart.test.ts).
    expect(page).toMatch(/<script src="start.js"[^>]*><\/script>/)
    expect(page).not.toMatch(/src="sveltia-cms.js"/)
    expect(page).toContain('<link href="config.yml" type="application/yaml" rel="cms-config-url">')
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//)
  })
})

describe('hints show component names as code', () => {
  it('wraps tags in backticks once', () => {
    expect(hintMarkdown('Wstaw <Price id="x" /> albo `<Phone />`.')).toBe('Wstaw `<Price id="x" />` albo `<Phone />`.')
  })
})

describe("the editor's media library", () => {
  const imageFields = [
    ...dataCollection.files!.flatMap((file) => [...fieldsByPath(file.fields).values()]),
    ...pageCollections.flatMap((collection) => collection.fields ?? []),
  ].filter((field) => field.widget === 'image')

  it('offers no stock photo service (Lorem Picsum, Pexels, Pixabay, Unsplash), in any field or in the library', () => {
    expect(imageFields.length).toBeGreaterThan(0)
    expect(config.media_libraries).toMatchObject({ stock_assets: false })
    for (const field of imageFields) expect(field.media_libraries, field.name).toMatchObject({ stock_assets: false })
  })

  it("its own uploads ('Zasoby' › 'Prześlij'): a clean name, a photo made WebP and scaled down, nothing over the limit", () => {
    expect(config.media_libraries).toEqual({
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          max_file_size: assetUploads.maxBytes,
          transformations: { raster_image: { format: 'webp', ...assetUploads.upload } },
        },
      },
    })
  })

  it('takes only image types the check publishes from public/', () => {
    for (const field of imageFields) expect(field.accept, field.name).toBe(imageAccept)
    const extensions = imageAccept.split(',').map((type) => type.replace(/^image\//, '').replace(/\+xml$/, ''))
    expect(extensions).toEqual(['avif', 'gif', 'jpeg', 'png', 'webp', 'svg'])
    for (const extension of extensions) expect(publishedExtensions).toContain(extension)
  })
})
