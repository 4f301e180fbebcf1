// Publishing from the browser editor: the generated configuration lets the
// worker publish through the editorial workflow; the check GitHub requires
// before a merge is named once, as the job of pull-request.yml, and the docs,
// the editor's configuration and its Polish strings all use that name.
// (Offline: the CMS's test backend has no workflow; tests/e2e/adminPublishing.test.ts
// drives the board against a stand-in for GitHub's API.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfigYaml } from '../../../lib/cms/adminFiles.ts'
import type { CmsBackend } from '../../../lib/cms/cmsConfig.ts'
import { cmsPolishStrings } from '../../../lib/cms/cmsLocale.ts'
import { pullRequestWorkflow, requiredCheckName } from '../../../lib/cms/requiredCheck.ts'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const github: CmsBackend = { name: 'github', repo: 'fundacja/strona', branch: 'main', authMethods: ['oauth', 'token'] }

interface Config {
  publish_mode?: string
  backend: Record<string, unknown>
  collections: { name: string; publish?: boolean; delete?: boolean; files?: { name: string; publish?: boolean }[] }[]
}
const config = parse(cmsConfigYaml(root, {}, github)!) as Config

/** The job of pull-request.yml, read here with no help from the code under test. */
const workflowJobs = Object.entries((parse(read(pullRequestWorkflow)) as { jobs: Record<string, { name?: string }> }).jobs)
const jobName = workflowJobs[0]![1].name

/** The check named after "Require status checks to pass" in a doc, in bold: every such mention. */
function requiredChecksNamed(doc: string): string[] {
  return [...doc.matchAll(/Require status checks to pass[^\n]*?\*\*([^*]+)\*\*/g)].map((match) => match[1]!)
}

describe('the worker publishes from the editor', () => {
  it('saves go through the editorial workflow and every collection and file may be published', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
    const refusing = config.collections.flatMap((collection) => [
      ...(collection.publish === false ? [collection.name] : []),
      ...(collection.files ?? []).filter((file) => file.publish === false).map((file) => `${collection.name}/${file.name}`),
    ])
    expect(refusing).toEqual([])
  })

  it('the state shown on each change is the state of the required check (preview_context)', () => {
    expect(config.backend.preview_context).toBe(jobName)
  })

  it('pull requests and merge commits have Polish titles that name the changed file', () => {
    const messages = config.backend.commit_messages as Record<string, string>
    for (const kind of ['create', 'update', 'delete', 'uploadMedia', 'deleteMedia']) expect(messages[kind], kind).toContain('{{path}}')
    expect(Object.values(messages).join(' ')).not.toMatch(/\b(Create|Update|Delete|Upload)\b/)
  })

  it("the tests' build (test backend) has no GitHub options", () => {
    const testConfig = parse(cmsConfigYaml(root, { CMS_BACKEND: 'test-repo' })!) as Config
    expect(testConfig.backend).toEqual({ name: 'test-repo' })
  })
})

describe(`the required check is the one job of ${pullRequestWorkflow}, named the same everywhere`, () => {
  it('the workflow has one job, with a name (the check GitHub shows and branch protection requires)', () => {
    expect(workflowJobs).toHaveLength(1)
    expect(jobName).toEqual(expect.any(String))
    expect(requiredCheckName(root)).toBe(jobName)
  })

  it.each(['docs/DEPLOYMENT.md', 'docs/edycja/pierwsze-uruchomienie.md'])('%s sets up branch protection with exactly that check', (doc) => {
    const named = requiredChecksNamed(read(doc))
    expect(named.length, 'a "Require status checks to pass" line with the check in bold').toBeGreaterThan(0)
    expect(new Set(named)).toEqual(new Set([jobName]))
  })

  it("the editor's Polish strings that name the check use that name", () => {
    const own = JSON.parse(read('lib/cms/locales/pl/workflow.json')) as Record<string, Record<string, string>>
    const naming = [own.deploy_preview!.building, own.deploy_preview!.failed, own.workflow!.confirm_publishing_entry, own.workflow!.publishing_entry_failed]
    for (const text of naming) expect(text).toContain(`„${jobName}”`)
  })
})

describe('lib/cms/locales/pl/workflow.json', () => {
  const own = JSON.parse(read('lib/cms/locales/pl/workflow.json')) as Record<string, unknown>
  const keys = (value: unknown, prefix = ''): string[] =>
    Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      typeof item === 'object' && item !== null ? keys(item, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
  const script = read('node_modules/@sveltia/cms/dist/sveltia-cms.js')

  it.each(keys(own))('%s is a string the CMS shows (a misspelt key would change nothing)', (key) => {
    expect(script).toContain(`\`${key}\``)
  })

  it('the badge words the publishing error refers to are the badges the board shows', () => {
    const served = cmsPolishStrings('node_modules/@sveltia/cms/locales/pl.json', 'lib/cms/locales/pl') as {
      deploy_preview: { short: Record<string, string> }
      editorial_workflow: string
      workflow: Record<string, string>
    }
    expect(served.workflow.publishing_entry_failed).toContain(`„${served.editorial_workflow}”`)
    for (const text of Object.values(served.deploy_preview.short)) expect(text).toMatch(/sprawdz/i)
  })

  it('dropping a saved change is reported as a discard, not as a deletion (issue 43: a way back)', () => {
    // The board reports a discard with the CMS's deletion messages. Nothing can be deleted here (data files
    // are a fixed list, pages have delete: false), so those messages only ever follow a discard.
    for (const collection of config.collections) expect(collection.files !== undefined || collection.delete === false).toBe(true)
    const served = cmsPolishStrings('node_modules/@sveltia/cms/locales/pl.json', 'lib/cms/locales/pl') as {
      discard: string
      deleting_entry_failed: string
      workflow: Record<string, string>
    }
    const { deleting_entry, entry_deleted, discard_changes, confirm_discarding_entry_changes } = served.workflow
    for (const text of [deleting_entry, entry_deleted, served.deleting_entry_failed]) expect(text).toMatch(/odrzuc/i)
    for (const text of [deleting_entry, entry_deleted, served.deleting_entry_failed]) expect(text).not.toMatch(/usun/i)
    // The entry menu's item and the dialog's button say what they drop.
    expect(served.discard).toBe(discard_changes)
    expect(confirm_discarding_entry_changes).toMatch(/nieopublikowane/)
    // The guide quotes the question's first sentence as the editor asks it.
    expect(readFileSync('docs/edycja/edytor.md', 'utf8')).toContain(`„${confirm_discarding_entry_changes!.split('.')[0]}…”`)
  })
})

describe('requiredCheckName', () => {
  const folders: string[] = []
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
  const project = (workflow?: string) => {
    const folder = mkdtempSync(join(tmpdir(), 'required-check-'))
    folders.push(folder)
    if (workflow !== undefined) {
      mkdirSync(join(folder, '.github/workflows'), { recursive: true })
      writeFileSync(join(folder, pullRequestWorkflow), workflow)
    }
    return folder
  }

  it("is the job's id when the job has no name (GitHub names the check after the id then)", () => {
    expect(requiredCheckName(project('on: pull_request\njobs:\n  checks:\n    runs-on: ubuntu-latest\n    steps: []\n'))).toBe('checks')
  })
  it('is undefined without the workflow: the editor then shows what the CMS picks', () => {
    expect(requiredCheckName(project())).toBeUndefined()
  })
  it('refuses to guess between two jobs', () => {
    expect(() => requiredCheckName(project('on: pull_request\njobs:\n  a:\n    runs-on: x\n  b:\n    runs-on: x\n'))).toThrow(/one job/)
  })
})
