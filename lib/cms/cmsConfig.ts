import type { ZodType } from 'zod'
import { newPageBody } from '../content/newPageTemplate.ts'
import { assetLibraryConfig } from './assetUploads.ts'
import { cmsField, objectFields, unwrap, type CmsField, type IdChoices } from './cmsFields.ts'

/**
 * The whole Sveltia CMS configuration (admin/config.yml), derived from the
 * schemas at build time: one file collection entry per data file, one folder
 * collection per folder of pages, the GitHub backend of clinic.yaml's
 * repository with the editorial workflow (every save a branch and a pull
 * request, published from the editor once GitHub's required check passes).
 * Nothing here is typed by hand per field.
 */
export interface CmsInputs {
  /** Data file name → its schema (lib/schemas/dataSchemas.ts). */
  dataSchemas: Record<string, ZodType>
  /** The pages' frontmatter schema. */
  frontmatterSchema: ZodType
  /**
   * Folders of pages below the project root, e.g. ['content', 'content/szczepienia']; `create`: the editor may add a page there.
   * `labelSingular`: one page of it, as the 'Nowy' menu and a change's card on the board name it ('Strona'); the new page's
   * title reads 'Nowa strona' (create_entry_title in lib/cms/locales/pl/interface.json).
   */
  pageFolders: { folder: string; label: string; labelSingular: string; create?: boolean }[]
  /** The ids an editor chooses from in select lists. */
  choices: IdChoices
  /** Where the published site is, e.g. https://przychodnia.example (links "Zobacz na stronie"). */
  siteUrl: string
  backend: CmsBackend
  /**
   * The check GitHub requires before a merge (lib/cms/requiredCheck.ts): the
   * editor shows its state on each unpublished change. Undefined: the CMS picks
   * what it shows from whatever the pull request reports.
   */
  requiredCheck?: string
}

/** How the CMS reads and writes the repository. */
export type CmsBackend =
  | {
      name: 'github'
      /** "owner/name" */
      repo: string
      branch: string
      /** Sign-in through an OAuth client other than Netlify's (sveltia-cms-auth). */
      authUrl?: string
      /** Which sign-in buttons the CMS shows. */
      authMethods: ('oauth' | 'token')[]
    }
  /** The CMS's own test backend (files in the browser's storage): used by the browser tests only. */
  | { name: 'test-repo' }

/**
 * How the CMS makes a new page's file name from its title: the check's rules
 * for file names (lib/content/routes.ts, contentFileNamePattern), i.e. lower
 * case, no Polish letters (transliterated: "Szczepienia w ciąży" →
 * szczepienia-w-ciazy.mdx), hyphens between words. lib/content/pageFileName.ts
 * says the same in code; the browser test holds the CMS to it.
 */
export const cmsSlugOptions = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' } as const

/** The YAML style the CMS writes; `npm run format` writes the files the same way (lib/cms/cmsYaml.ts). */
export const cmsYamlOutput = { indent_size: 2, indent_sequences: true, quote: 'none' } as const

/** Commit messages (and pull request titles) of the editor's saves; {{path}} is the changed file. */
export const commitMessages = {
  create: 'Nowy plik: {{path}}',
  update: 'Zmiana: {{path}}',
  delete: 'Usunięcie: {{path}}',
  uploadMedia: 'Nowy plik: {{path}}',
  deleteMedia: 'Usunięcie: {{path}}',
} as const

const fileLabel = (name: string, schema: ZodType) => unwrap(schema).meta.title ?? name

/** The editor's collection of the pages in `folder`: 'strony' for content/, 'szczepienia' for content/szczepienia. */
export const pageCollectionName = (folder: string) => folder.replace(/^content\/?/, '').replace(/\//g, '-') || 'strony'

export function cmsConfig(inputs: CmsInputs): Record<string, unknown> {
  const { backend } = inputs
  const dataFiles = Object.entries(inputs.dataSchemas).map(([file, schema]) => ({
    name: file.replace(/\.ya?ml$/, ''),
    label: fileLabel(file, schema),
    file: `content/data/${file}`,
    format: 'yaml',
    // Its preview shows where its values appear on the site (renderer/preview/renderDataPreview.tsx).
    fields: objectFields(schema, inputs.choices, file),
  }))
  const pageFields: CmsField[] = [
    ...objectFields(inputs.frontmatterSchema, inputs.choices, 'frontmatter'),
    // The body only in raw mode: the rich-text editor rewrites MDX ({/* */} comments, JSX props).
    {
      name: 'body',
      label: 'Treść strony',
      widget: 'markdown',
      modes: ['raw'],
      hint: 'Tekst strony: akapity oddzielone pustą linią, śródtytuł od „## ”, odnośnik jako `[tekst](/adres)`. Wstawki w nawiasach ostrych, np. `<Price id="…" />`, pokazują dane z formularzy (ceny, godziny): zostaw je bez zmian; każdą opisuje przewodnik „Znaczniki stron”.',
    },
  ]
  const pages = inputs.pageFolders.map(({ folder, label, labelSingular, create = false }) => ({
    name: pageCollectionName(folder),
    label,
    label_singular: labelSingular,
    folder,
    extension: 'mdx',
    format: 'frontmatter',
    // A new page (title, description, group, text from the template) where `create` allows it: its file
    // name is made from its title (slug, cmsSlugOptions) and the site map lists it by its group.
    // No page is deleted from the editor: links to it would break, and the check would stop the next change.
    create,
    delete: false,
    // A page's address is its file name: renaming it ('Edytuj przyjazny link') breaks the links to it.
    // `editable: false` turns that menu item off and leaves the address read-only in the sidebar.
    // A new page's file name is made from its title once, at creation (cmsSlugOptions).
    slug: { template: '{{title}}', editable: false },
    identifier_field: 'title',
    fields: create ? pageFields.map((field) => (field.name === 'body' ? { ...field, default: newPageBody } : field)) : pageFields,
  }))
  return {
    ...(backend.name === 'github'
      ? {
          backend: {
            name: 'github',
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
            auth_methods: backend.authMethods,
            // The CMS's "deploy preview" state of a change is read from the one
            // check of this name (a check run of GitHub Actions), so the
            // board's badge (building / failed) is the state of the check that
            // GitHub's branch protection waits for. Its Polish wording says so
            // (lib/cms/locales/pl/workflow.json). The check's own link is a
            // GitHub page, which the CMS never offers as a preview.
            ...(inputs.requiredCheck ? { preview_context: inputs.requiredCheck } : {}),
            // Each save's commit message, which is also its pull request's title
            // (and the merge's on main): in Polish and naming the file, so the
            // worker finds the change on GitHub by what was edited.
            commit_messages: commitMessages,
          },
        }
      : { backend: { name: 'test-repo' } }),
    // Each save opens or updates a pull request; 'Opublikuj' on a change marked
    // ready merges it through GitHub's API, which refuses until the required
    // check has passed (branch protection, docs/DEPLOYMENT.md). Collections
    // leave `publish` at its default (allowed): see docs/edycja/publikowanie.md.
    publish_mode: 'editorial_workflow',
    // The sign-in page's heading and the tab's title, in the docs' words ('Sveltia CMS' by default: issue 43). The
    // line the CMS adds under a title of its own, 'Obsługiwane przez Sveltia CMS', is left empty in our Polish
    // strings (lib/cms/locales/pl/interface.json, powered_by): the editors' docs call it the site's editor.
    app_title: 'Edytor strony',
    media_folder: 'public/images',
    public_folder: '/images',
    // No stock photo services (Lorem Picsum, Pexels, Pixabay, Unsplash) in the media library, for any field:
    // the site publishes the clinic's own images only. The library's own upload takes any file type (0.221.1
    // has no option for it): the check's rule plik-publiczny refuses what the site must not publish. Its
    // uploads get clean names, photos scaled and made WebP, and a size limit (lib/cms/assetUploads.ts).
    media_libraries: { stock_assets: false, default: { config: assetLibraryConfig } },
    site_url: inputs.siteUrl,
    display_url: inputs.siteUrl,
    output: { omit_empty_optional_fields: true, yaml: cmsYamlOutput },
    // Names the CMS makes (new pages' files, uploaded files with slugify_filename) in plain ASCII: 'Zdjęcie Łucja.jpg' → 'zdjecie-lucja.jpg'.
    slug: cmsSlugOptions,
    collections: [{ name: 'dane', label: 'Dane: ceny, godziny, zespół', files: dataFiles }, ...pages],
  }
}

/** Every field path of a CMS collection file's fields, e.g. "categories.items.price" (for the unit test). */
export function fieldPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const children = (field.fields as CmsField[] | undefined) ?? []
    return [path, ...fieldPaths(children, path)]
  })
}

/** Where the CMS finds each id source's ids and names: the data files' form (collection 'dane'), e.g. team.yaml's members by name. */
export function idChoices(sources: Record<string, { file: string; path: readonly string[]; key: string; display: string }>): IdChoices['relations'] {
  return Object.fromEntries(
    Object.entries(sources).map(([name, source]) => {
      const list = [...source.path, '*'].join('.')
      return [
        name,
        {
          collection: 'dane',
          file: source.file.replace(/\.ya?ml$/, ''),
          value_field: `${list}.${source.key}`,
          display_fields: [`${list}.${source.display}`],
          search_fields: [`${list}.${source.display}`],
        },
      ]
    }),
  )
}

/** The site map's groups with their names from navigation.yaml (`siteMapGroups`), for the pages' select list of groups. */
export function siteMapGroupChoices(navigation: unknown): IdChoices['lists'][string] {
  const names = (navigation as { siteMapGroups?: Record<string, unknown> } | undefined)?.siteMapGroups ?? {}
  return Object.entries(names).flatMap(([value, label]) => (typeof label === 'string' ? [{ value, label }] : []))
}

export { cmsField }
