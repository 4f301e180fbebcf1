import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { readSite } from '../../../../lib/check/site.ts'
import { anyChoices, objectFields } from '../../../../lib/cms/cmsFields.ts'
import { cmsYaml } from '../../../../lib/cms/cmsYaml.ts'
import { checkEntry, type BuiltSite } from '../../../../lib/cms/preview/checkEntry.ts'
import { CmsData } from '../../../../lib/cms/preview/cmsData.ts'
import { pendingUploadsInWords, savedFiles, savedFilesInText, showPendingUploads, withPendingUploads } from '../../../../lib/cms/preview/pendingUploads.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { photoLimits } from '../../../../lib/schemas/photoField.ts'
import { siteWith, TODAY } from '../../checkHelpers.ts'

// A photo chosen in the team form and not saved yet: the entry the preview gets holds the CMS's blob: address
// (Sveltia CMS 0.221, seen in the browser, issue 43), and the CMS writes the file when it saves the form.

const TEAM = 'content/data/team.yaml'
const form = objectFields(dataSchemas['team.yaml']!, anyChoices)
const root = siteWith({})
const files = readSite(root)
const built: BuiltSite = { pages: files.pages, dataFiles: files.dataFiles, otherFiles: files.otherFiles, publicFiles: [...files.publicFiles] }
const team = parse(files.dataFiles.find((file) => file.name === 'team.yaml')!.text) as { members: Record<string, unknown>[] }
const blob = 'blob:http://127.0.0.1:4000/d8673987-0829-4f32-b5f6-a40f8439aad3'
const person = (photo: string) => ({
  id: 'jan-kowalski',
  name: 'lek. Jan Kowalski',
  role: 'Lekarz – konsultacje lekarskie',
  physician: false,
  specializations: ['medycyna rodzinna'],
  bio: 'Lekarz medycyny rodzinnej.',
  photo,
  photoAlt: 'Jan Kowalski w białym fartuchu',
})
const withPerson = (photo: string) => ({ ...team, members: [...team.members, person(photo)] })
/** What the preview's check says of the team file with `values`, against the built site with `uploaded` among its files. */
const previewProblems = (values: unknown, uploaded: string[]) =>
  checkEntry(new CmsData(built, 'dane', {}).siteWithUploads(uploaded), TEAM, `${cmsYaml(values)}\n`, TODAY).map(
    (problem) => `${problem.rule}: ${problem.message}`,
  )

describe('a file chosen in a form and not saved yet', () => {
  test("stands in the values as a path in its field's folder; everything else is left as it is", () => {
    const { values, uploads } = withPendingUploads(withPerson(blob), form)
    const standIn = `/${photoLimits.folder}/d8673987-0829-4f32-b5f6-a40f8439aad3.webp`
    expect(uploads).toEqual([{ blob, standIn }])
    expect(values).toEqual(withPerson(standIn))
    // A path typed or saved before is no upload; without one the values come back untouched.
    const saved = withPerson('/images/zespol/anna.webp')
    expect(withPendingUploads(saved, form)).toEqual({ values: saved, uploads: [] })
    expect(withPendingUploads(saved, form).values).toBe(saved)
  })

  test("gives the preview's check no problem, while a photo whose file really is missing still gets one", () => {
    expect(previewProblems(withPerson(blob), []).length, 'the blob: address alone is refused (the fault in the browser)').toBeGreaterThan(0)
    const { values, uploads } = withPendingUploads(withPerson(blob), form)
    expect(
      previewProblems(
        values,
        uploads.map((upload) => upload.standIn),
      ),
    ).toEqual([])
    expect(previewProblems(withPerson('/images/zespol/nie-ma-takiego.webp'), [])).toEqual([expect.stringContaining('/images/zespol/nie-ma-takiego.webp')])
  })

  test('is shown in the rendered places as the file itself, with or without the base of the site, and in words in the list of changes', () => {
    const uploads = [{ blob, standIn: '/images/zespol/abc.webp' }]
    expect(showPendingUploads('<img src="/images/zespol/abc.webp" alt="A"><img src="/klinika/images/zespol/abc.webp" alt="B">', uploads)).toBe(
      `<img src="${blob}" alt="A"><img src="${blob}" alt="B">`,
    )
    expect(showPendingUploads('<img src="/images/zespol/anna.webp">', uploads)).toBe('<img src="/images/zespol/anna.webp">')
    expect(pendingUploadsInWords('lek. Jan Kowalski, /images/zespol/abc.webp', uploads)).toBe(
      'lek. Jan Kowalski, plik wybrany z komputera, jeszcze niezapisany',
    )
  })

  test('only the CMS’s own blob: address is an upload, and whatever it holds stays inside its attribute (a security trial)', () => {
    // Typed into team.yaml through git: it starts with blob:, but the CMS never makes such an address.
    const planted = 'blob:x" onerror="alert(document.domain)" data-a="'
    expect(withPendingUploads(withPerson(planted), form)).toEqual({ values: withPerson(planted), uploads: [] })
    expect(withPendingUploads(withPerson(`${blob}"><meta http-equiv="refresh">`), form).uploads).toEqual([])
    // Were one to come through, it is escaped where it is written.
    expect(showPendingUploads('<img src="/images/zespol/abc.webp">', [{ blob: planted, standIn: '/images/zespol/abc.webp' }])).toBe(
      '<img src="blob:x&quot; onerror=&quot;alert(document.domain)&quot; data-a=&quot;">',
    )
  })

  test('joins the public files the preview checks against; the same site object while it stays', () => {
    const site: BuiltSite = { pages: [], dataFiles: [], otherFiles: [], publicFiles: ['/images/zespol/anna.webp'] }
    const data = new CmsData(site, 'dane', {})
    expect(data.siteWithUploads([])).toBe(site)
    expect(data.siteWithUploads(['/images/zespol/anna.webp'])).toBe(site)
    const withJan = data.siteWithUploads(['/images/zespol/jan.webp'])
    expect(withJan.publicFiles).toEqual(['/images/zespol/anna.webp', '/images/zespol/jan.webp'])
    expect(data.siteWithUploads(['/images/zespol/jan.webp'])).toBe(withJan)
    expect(site.publicFiles).toEqual(['/images/zespol/anna.webp'])
  })
})

describe('a file saved since /admin/ was built', () => {
  test('counts for the preview’s check when the CMS holds it, and shows as the CMS holds it; a path it does not hold is still a missing file', () => {
    const path = '/images/zespol/zdjecie-jan-kowalski.webp'
    const held = (paths: string[]) => (asked: string) => (paths.includes(asked) ? { toString: () => blob } : undefined)
    expect(savedFiles(withPerson(path), form, held([path]))).toEqual({ files: [path], shown: [{ blob, standIn: path }] })
    expect(savedFiles(withPerson(path), form, held([]))).toEqual({ files: [], shown: [] })
    // Only file fields are asked about, and only the CMS's own blob: address is shown in place of the path.
    const everyFile = savedFiles(withPerson(path), form, () => '/images/zespol/x.webp')
    expect(everyFile.files).toEqual([...team.members.map((member) => member.photo).filter(Boolean), path])
    expect(everyFile.shown).toEqual([])
    expect(previewProblems(withPerson(path), savedFiles(withPerson(path), form, held([path])).files)).toEqual([])
    expect(previewProblems(withPerson(path), savedFiles(withPerson(path), form, held([])).files)).toEqual([expect.stringContaining(path)])
  })
})

describe("a picture uploaded in 'Zasoby' and put into a page's text", () => {
  test('counts for the check and shows as the CMS holds it, in Markdown and in an <img>; a picture it does not hold stays missing', () => {
    const path = '/images/wejscie-do-przychodni.webp'
    const held = (paths: string[]) => (asked: string) => (paths.includes(asked) ? { toString: () => blob } : undefined)
    const text = `Wejście jest od ulicy.\n\n![Wejście do przychodni od ulicy](${path})\n\n<img src="${path}" alt="Wejście" />\n\n![Brak](/images/nie-ma.webp)\n`
    expect(savedFilesInText(text, held([path]))).toEqual({ files: [path], shown: [{ blob, standIn: path }] })
    expect(savedFilesInText(text, held([]))).toEqual({ files: [], shown: [] })
    // An address on another host is no file of the CMS.
    expect(savedFilesInText('![Mapa](https://example.com/mapa.png)', () => blob).files).toEqual([])
  })
})
