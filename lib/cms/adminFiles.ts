import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { parseYaml } from '../data/parseYaml.ts'
import { resolveSiteUrl } from '../build/siteUrl.ts'
import { readContentPages } from '../content/readContentPages.ts'
import { readSource } from '../content/sourceText.ts'
import { dataSchemas } from '../schemas/dataSchemas.ts'
import { EDITOR_SETTINGS_DOC, readEditorSettingsText } from '../check/editorSettingsFindings.ts'
import { editorSettingsFile, type EditorSettings } from '../schemas/editorSchema.ts'
import { frontmatterSchema } from '../schemas/frontmatterSchema.ts'
import { idSources } from '../schemas/idSources.ts'
import { adminPage } from './adminPage.ts'
import { cmsConfig, idChoices, siteMapGroupChoices, type CmsBackend } from './cmsConfig.ts'
import { cmsPolishStrings } from './cmsLocale.ts'
import { pageChoices } from './pageChoices.ts'
import { withPolishPhrases } from './polishPhrases.ts'
import { requiredCheckName } from './requiredCheck.ts'

/** The folders of pages the CMS edits, with their labels in the CMS's menu. */
export const pageFolders = [
  // New pages in content/ only (an address like /nowa-strona): a vaccination page also needs its card on /szczepienia and its
  // place in the menu's 'Szczepienia' list (navigation.yaml), which a new page of its own would lack; delete nowhere (cmsConfig.ts).
  { folder: 'content', label: 'Strony', labelSingular: 'Strona', create: true },
  { folder: 'content/szczepienia', label: 'Strony o szczepieniach', labelSingular: 'Strona o szczepieniach' },
]

interface ClinicForCms {
  name: string
  siteUrl: string
  repository: string
  repositoryBranch?: string
}

/**
 * How editors sign in (editor.yaml at the project's root, lib/schemas/editorSchema.ts),
 * or undefined while it is missing. A mistake in it stops the build, in Polish: it is the
 * deploying person's file, and a sign-in that cannot work would only show when an editor tries.
 */
export function readEditorSettings(root: string): EditorSettings | undefined {
  const path = join(root, editorSettingsFile)
  if (!existsSync(path)) return undefined
  const { settings, findings } = readEditorSettingsText(readSource(path))
  if (settings) return settings
  // The check's rule ustawienia-edytora says the same at its lines; this is for a build without the check.
  const problems = findings.map((finding) => `linia ${finding.line}: ${finding.message}`)
  throw new Error(`${editorSettingsFile}: ustawienia logowania do edytora są niepoprawne (${problems.join('; ')}). Wzór: ${EDITOR_SETTINGS_DOC}`)
}

/** Every data file parsed, by name (the CMS's select lists read ids from them). */
function readData(root: string): Record<string, unknown> {
  const folder = join(root, 'content/data')
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => [name, parseYaml(readSource(join(folder, name)))]),
  )
}

/** The backend editor.yaml asks for, in clinic.yaml's repository; CMS_BACKEND=test-repo (the browser tests' build) uses the CMS's own test backend. */
export function cmsBackend(clinic: ClinicForCms, editor: EditorSettings | undefined, env: NodeJS.ProcessEnv = process.env): CmsBackend | undefined {
  if (env.CMS_BACKEND === 'test-repo') return { name: 'test-repo' }
  if (!editor) return undefined
  const { signIn, authUrl } = editor
  return {
    name: 'github',
    repo: clinic.repository.replace(/^https:\/\/github\.com\//, ''),
    branch: clinic.repositoryBranch ?? 'main',
    ...(signIn === 'worker' && authUrl ? { authUrl } : {}),
    authMethods: signIn === 'token' ? ['token'] : ['oauth', 'token'],
  }
}

/**
 * The generated configuration as the CMS reads it (admin/config.yml). `backend`
 * replaces the one editor.yaml asks for (tests: the GitHub backend without
 * editing clinic.yaml).
 */
export function cmsConfigYaml(root: string, env: NodeJS.ProcessEnv = process.env, backendOverride?: CmsBackend): string | undefined {
  const data = readData(root)
  const clinic = data['clinic.yaml'] as ClinicForCms
  const backend = backendOverride ?? cmsBackend(clinic, readEditorSettings(root), env)
  if (!backend) return undefined
  const config = cmsConfig({
    dataSchemas,
    frontmatterSchema,
    pageFolders,
    choices: {
      relations: idChoices(idSources),
      lists: { pages: pageChoices(readContentPages(root)), siteMapGroups: siteMapGroupChoices(data['navigation.yaml']) },
    },
    // The address the site is published at, its path included (SITE_URL wins, as in the build).
    siteUrl: resolveSiteUrl(clinic.siteUrl, env.SITE_URL),
    backend,
    requiredCheck: requiredCheckName(root),
  })
  return `# Generated from lib/schemas by lib/cms/cmsConfig.ts at build time: do not edit.\n${stringify(config, { lineWidth: 0 })}`
}

// The package's folder: its entry is npm/index.js (it exports nothing else, not even package.json).
const cmsPackage = () => join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..')

/**
 * The CMS's three fonts: its script asks a CDN for them (cdn.jsdelivr.net); the
 * package carries the same files, so /admin/ serves them itself.
 */
const cmsFonts = [
  { cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2', file: 'source-sans-3-latin-wght-normal-BqRLTx4X.woff2' },
  { cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2', file: 'noto-mono-latin-400-normal-DiC8lJru.woff2' },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: 'material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2',
  },
]

/** The CMS script with its fonts read from /admin/fonts/; a new CMS version that moved them fails the build here. */
function withOwnFonts(script: string): string {
  return cmsFonts.reduce((text, { cdn, file }) => {
    if (!text.includes(cdn)) throw new Error(`@sveltia/cms: ${cdn} not found in its script; update cmsFonts in lib/cms/adminFiles.ts`)
    return text.replaceAll(cdn, `fonts/${file}`)
  }, script)
}

/**
 * The CMS imports immutable from unpkg.com when it draws a custom preview
 * (lib/cms/preview/); it is read from /admin/vendor/ instead (the policy
 * allows no other origin's script). A CMS version that builds the address
 * differently fails the build here.
 */
const unpkgAddress = 'JW=e=>{let t=`https://unpkg.com/${e}`'
const ownVendor = 'JW=e=>{let t=e===`immutable`?new URL(`vendor/${e}`,qW).href:`https://unpkg.com/${e}`'

function withOwnVendor(script: string): string {
  if (!script.includes(unpkgAddress))
    throw new Error('@sveltia/cms: its unpkg.com address for immutable changed; update withOwnVendor in lib/cms/adminFiles.ts')
  return script.replace(unpkgAddress, ownVendor)
}

/**
 * The frame the CMS draws an entry's preview in (lib/cms/preview/). The CMS
 * makes it with `sandbox="allow-same-origin allow-scripts allow-popups
 * allow-forms"` and offers no setting for it (Sveltia CMS 0.221). It draws the
 * preview from its own window, which needs the frame's document
 * (allow-same-origin); nothing needs scripts to run inside the frame, and
 * with both allowed, anything that became a script there (an `<iframe
 * srcdoc>` or an `<img onerror>` in a page's text) would run as /admin/, next
 * to the editor's GitHub token. So the frame loses allow-scripts (and
 * allow-forms: the preview is a picture of the page, its forms send nothing);
 * a frame inside it inherits that. The CMS's own handlers (added from its
 * window) still work. A CMS version that makes the frame otherwise fails the
 * build here (tests/e2e/adminPreview.test.ts reads the frame's sandbox).
 */
const previewFrame = '<iframe class="preview svelte-1k58u5t" sandbox="allow-same-origin allow-scripts allow-popups allow-forms"></iframe>'
export const previewSandbox = 'allow-same-origin allow-popups'

function withScriptlessPreview(script: string): string {
  if (script.split(previewFrame).length !== 2)
    throw new Error("@sveltia/cms: its preview frame's markup changed; update withScriptlessPreview in lib/cms/adminFiles.ts")
  return script.replace(previewFrame, previewFrame.replace(/sandbox="[^"]*"/, `sandbox="${previewSandbox}"`))
}

/** The version of immutable the CMS asks for, e.g. 5.1.9 (the path it imports). */
const immutableVersion = (cms: string) => JSON.parse(readFileSync(join(cms, 'package.json'), 'utf8')).dependencies.immutable.replace(/^\D/, '') as string

/** Every file of /admin/, by its path in the built site. */
export function adminFiles(root: string, env: NodeJS.ProcessEnv = process.env): { fileName: string; source: string | Uint8Array }[] {
  const clinic = readData(root)['clinic.yaml'] as ClinicForCms
  const config = cmsConfigYaml(root, env)
  const page = adminPage({ siteName: clinic.name, configured: config !== undefined, repository: clinic.repository })
  if (!config) return [{ fileName: 'admin/index.html', source: page }]
  const cms = cmsPackage()
  const here = dirname(fileURLToPath(import.meta.url))
  return [
    { fileName: 'admin/index.html', source: page },
    { fileName: 'admin/config.yml', source: config },
    { fileName: 'admin/start.js', source: readFileSync(join(here, 'browser/adminStart.js')) },
    {
      fileName: 'admin/sveltia-cms.js',
      source: withPolishPhrases(withScriptlessPreview(withOwnVendor(withOwnFonts(readFileSync(join(cms, 'dist/sveltia-cms.js'), 'utf8'))))),
    },
    {
      fileName: `admin/vendor/immutable@${immutableVersion(cms)}/dist/immutable.es.js`,
      source: readFileSync(join(dirname(fileURLToPath(import.meta.resolve('immutable'))), 'immutable.es.js')),
    },
    // The React the CMS draws a custom preview with (lib/cms/preview/), which it loads next to its script.
    { fileName: 'admin/chunks/react-dom.js', source: readFileSync(join(cms, 'dist/chunks/react-dom.js')) },
    { fileName: 'admin/package.json', source: readFileSync(join(cms, 'package.json')) },
    { fileName: 'admin/locales/pl.json', source: JSON.stringify(cmsPolishStrings(join(cms, 'locales/pl.json'), join(here, 'locales/pl'))) },
    ...cmsFonts.map(({ file }) => ({ fileName: `admin/fonts/${file}`, source: readFileSync(join(cms, 'npm/assets', file)) })),
  ]
}
