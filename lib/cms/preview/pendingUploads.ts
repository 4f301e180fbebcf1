import { escapeHtml } from '../../security/escapeHtml.ts'
import type { CmsField } from '../cmsFields.ts'

/**
 * A file the editor has put into a form and not saved yet, e.g. a new person's photo chosen from the
 * computer. Sveltia CMS 0.221 keeps the file in the entry's draft and puts a `blob:` address in the field's
 * value; only when it saves does it write the file to the field's folder (`public_folder`) and put that
 * path in the value. The form shows the future path, but the entry a preview gets holds the `blob:` address,
 * and the preview's `getAsset` does not know the file (it looks up saved files only). So, measured in the
 * browser (issue 43), the preview's check read the value as a wrong photo path ('ma być ścieżką zdjęcia
 * z folderu public/images'), the schema refused the data and the new person's card never appeared.
 */
export interface PendingUpload {
  /** The field's value while the file waits: the CMS's `blob:` address of the file. */
  blob: string
  /**
   * A path in the field's folder that stands for the file until the save: the preview checks and renders the
   * data with it, among the public files, since the CMS will save the file with the form. Not the name the
   * CMS will give the file (only the draft knows it); made from the blob's own id, so it stays while the file does.
   */
  standIn: string
}

/**
 * The address the CMS gives a file it holds (URL.createObjectURL): "blob:", the editor's origin, a UUID.
 * Only such a value is an upload: a value merely starting with "blob:" can be typed into the file through
 * git, and it reaches the preview's HTML (a security trial planted one with '" onerror="…').
 */
const BLOB_URL = /^blob:https?:\/\/[\w.-]+(:\d+)?\/[0-9a-f-]{36}$/i

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The path that stands for the upload `blob` of a file `field` (see PendingUpload.standIn). */
function standInPath(blob: string, field: CmsField): string {
  const folder = String(field.public_folder ?? '').replace(/\/+$/, '')
  const id = (blob.split('/').at(-1) ?? '').toLowerCase().replace(/[^a-z0-9-]+/g, '-')
  // The kind the CMS will save the upload as (an image field here turns uploads into WebP; lib/cms/imageField.ts).
  const config = (field.media_libraries as { default?: { config?: { transformations?: { raster_image?: { format?: string } } } } } | undefined)?.default?.config
  const format = config?.transformations?.raster_image?.format ?? 'webp'
  return `${folder}/${id}.${format}`
}

/**
 * `values` of a form of `fields` with each value of a file field that has its own folder (`public_folder`, an
 * image or a file) put through `map`; the same object when `map` changed none.
 */
function mapFileValues(values: unknown, fields: readonly CmsField[], map: (value: string, field: CmsField) => string): unknown {
  let changed = false
  const visit = (value: unknown, field: CmsField): unknown => {
    if (typeof value === 'string') {
      if (!['image', 'file'].includes(field.widget) || !field.public_folder) return value
      const mapped = map(value, field)
      changed ||= mapped !== value
      return mapped
    }
    const sub = field.fields as CmsField[] | undefined
    const item = field.field as CmsField | undefined
    if (Array.isArray(value)) {
      if (sub) return value.map((entry) => visitObject(entry, sub))
      if (item) return value.map((entry) => visit(entry, item))
      // A field holding several files (`multiple`): each item is one of them.
      return value.map((entry) => visit(entry, field))
    }
    return sub ? visitObject(value, sub) : value
  }
  const visitObject = (value: unknown, fields: readonly CmsField[]): unknown => {
    if (!isObject(value)) return value
    const byName = new Map(fields.map((field) => [field.name, field]))
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, byName.has(key) ? visit(entry, byName.get(key)!) : entry]))
  }
  const mapped = visitObject(values, fields)
  return changed ? mapped : values
}

/**
 * `values` of a form of `fields` with each file the editor has added and not saved (a `blob:` value of an
 * image or file field with its own folder) replaced by its stand-in path, and those files. Values without
 * such a file come back as they are.
 */
export function withPendingUploads(values: unknown, fields: readonly CmsField[]): { values: unknown; uploads: PendingUpload[] } {
  const uploads: PendingUpload[] = []
  const replaced = mapFileValues(values, fields, (value, field) => {
    if (!BLOB_URL.test(value)) return value
    const upload = { blob: value, standIn: standInPath(value, field) }
    uploads.push(upload)
    return upload.standIn
  })
  return { values: replaced, uploads }
}

/**
 * The paths in file fields of `values` whose files the CMS holds (`asset`, the preview's `getAsset`), though the
 * site /admin/ was built with may not have them: a photo uploaded and saved since, which the save wrote to the
 * repository. An editor's trial saved a new person with a photo, opened the team again, and the check said the
 * photo's file did not exist in public/, with the photo shown under the line. `shown`: those the CMS holds as a
 * `blob:` address, for the preview to show (showPendingUploads), as the published site has not got them yet.
 */
export function savedFiles(values: unknown, fields: readonly CmsField[], asset: (path: string) => unknown): { files: string[]; shown: PendingUpload[] } {
  const paths: string[] = []
  mapFileValues(values, fields, (value) => {
    paths.push(value)
    return value
  })
  return heldFiles(paths, asset)
}

/**
 * As savedFiles, for the images a page's text addresses (`![…](/images/…)`, `<img src="/…">`): an editor's trial
 * uploaded a picture in 'Zasoby', as the guide says, put it into a page, and the check said the file did not exist
 * in public/, the preview showing it broken.
 */
export function savedFilesInText(text: string, asset: (path: string) => unknown): { files: string[]; shown: PendingUpload[] } {
  const paths = [...text.matchAll(/!\[[^\]]*\]\(\s*<?(\/[^)\s>]+)|\bsrc=["'](\/[^"']+)["']/g)].map((match) => match[1] ?? match[2]!)
  return heldFiles(paths, asset)
}

/**
 * The address the CMS gives a file it holds. Sveltia CMS 0.221's getAsset gives { url, path, fileObj } (its
 * types/public.d.ts, ApiAsset): a `blob:` url for a file it holds in the browser; for a picture uploaded in
 * 'Zasoby' it is the file's path on the site (seen in the browser), which the preview cannot show before the
 * site is built again.
 */
const heldUrl = (held: unknown) => String(typeof held === 'object' && held !== null && 'url' in held ? held.url : held)

/** Of `paths`, those the CMS holds (`asset`), and of those, the ones it holds as a `blob:` address, to show. */
function heldFiles(paths: readonly string[], asset: (path: string) => unknown): { files: string[]; shown: PendingUpload[] } {
  const files: string[] = []
  const shown: PendingUpload[] = []
  for (const path of new Set(paths)) {
    const held = path.startsWith('/') ? asset(path) : undefined
    if (!held) continue
    files.push(path)
    const url = heldUrl(held)
    if (BLOB_URL.test(url)) shown.push({ blob: url, standIn: path })
  }
  return { files, shown }
}

/**
 * `html` rendered with the stand-in paths, showing the files themselves: each attribute that addresses a
 * stand-in (with the site's base before it or not) addresses the file the CMS holds, so the new person's
 * card shows the photo just chosen.
 */
export function showPendingUploads(html: string, uploads: readonly PendingUpload[]): string {
  return uploads.reduce(
    // Escaped all the same: an attribute's value is no place to trust (lib/security/escapeHtml.ts).
    (shown, { blob, standIn }) => shown.replaceAll(new RegExp(`="[^"]*${standIn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'g'), `="${escapeHtml(blob)}"`),
    html,
  )
}

/** `text` for the editor's eyes (the list of changes), a stand-in path said in words: it is no file's name. */
export function pendingUploadsInWords(text: string, uploads: readonly PendingUpload[]): string {
  return uploads.reduce((said, { standIn }) => said.replaceAll(standIn, 'plik wybrany z komputera, jeszcze niezapisany'), text)
}
