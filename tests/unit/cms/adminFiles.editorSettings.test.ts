import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfigYaml, readEditorSettings } from '../../../lib/cms/adminFiles.ts'
import { problemText } from '../../../lib/check/problem.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { editorSettingsFile } from '../../../lib/schemas/editorSchema.ts'
import { lineOf, siteWith, TODAY } from '../checkHelpers.ts'

/**
 * How editors sign in lives in editor.yaml at the project's root, not in
 * content: an attacker trial set clinic.yaml's sign-in address, which the
 * editor's own form offered, to another host, and the check and the build
 * accepted it; the next sign-in would have sent a GitHub token there.
 */
const folder = mkdtempSync(join(tmpdir(), 'clinic-editor-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function settings(text: string | undefined) {
  const root = mkdtempSync(join(folder, 'root-'))
  if (text !== undefined) writeFileSync(join(root, editorSettingsFile), text)
  return () => readEditorSettings(root)
}

describe('editor.yaml', () => {
  it('missing: no sign-in (/admin/ says what to configure)', () => {
    expect(settings(undefined)()).toBeUndefined()
  })

  it('each way of signing in is read', () => {
    expect(settings('signIn: netlify\n')()).toEqual({ signIn: 'netlify' })
    expect(settings('signIn: worker\nauthUrl: https://logowanie.przychodnia.workers.dev\n')()).toEqual({
      signIn: 'worker',
      authUrl: 'https://logowanie.przychodnia.workers.dev',
    })
  })

  it('a mistake stops the build with what is wrong, in Polish', () => {
    expect(settings('signIn: worker\n')).toThrow(
      /^editor\.yaml: ustawienia logowania do edytora są niepoprawne \(linia 1: pole „authUrl” jest wymagane przy sposobie logowania „worker”/,
    )
    expect(settings('signIn: github\n')).toThrow(/linia 1: pole „signIn” ma być jednym z: netlify, worker, token/)
    expect(settings('signIn: worker\nauthUrl: http://logowanie.example\n')).toThrow(
      /linia 2: pole „authUrl” ma być adresem strony zaczynającym się od https:\/\//,
    )
  })

  it('zod’s English never reaches the deployer: an unknown field, an empty file (a deployer’s trial)', () => {
    expect(settings('signin: netlify\n')).toThrow(/linia 1: nieznane pole „signin”/)
    expect(settings('')).toThrow(/linia 1: plik jest pusty/)
    for (const text of ['signin: netlify\n', '', 'signIn: [\n', 'editor:\n  signIn: token\n', '- signIn: token\n']) {
      expect(settings(text)).toThrow(/^editor\.yaml: ustawienia logowania do edytora są niepoprawne \(linia \d+: /)
      expect(settings(text)).not.toThrow(/Invalid|Unrecognized|expected|received/)
    }
  })

  it("the template's placeholder, and an authUrl no sign-in uses, are refused", () => {
    expect(settings('signIn: worker\nauthUrl: https://sveltia-cms-auth.<twoje-konto>.workers.dev\n')).toThrow(
      /linia 2: pole „authUrl” ma być prawdziwym adresem pośrednika, bez wstawki w nawiasach <…> ze wzoru/,
    )
    expect(settings('signIn: token\nauthUrl: https://logowanie.przychodnia.workers.dev\n')).toThrow(
      /linia 2: pole „authUrl” jest potrzebne tylko przy sposobie logowania „worker”/,
    )
  })
})

describe('the sign-in is out of the editors’ reach', () => {
  it('no form of the browser editor has a field for it', () => {
    const config = cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!
    expect(config).not.toMatch(/\bname: (signIn|authUrl)\b/)
    expect(parse(config)).toBeTruthy()
  })

  it('clinic.yaml with the old editor block is refused by the check, which says where it went', () => {
    const root = siteWith({ 'content/data/clinic.yaml': (text) => `${text}editor:\n  signIn: worker\n  authUrl: https://logowanie.example.workers.dev\n` })
    const lines = runChecks(root, TODAY)
      .filter((problem) => problem.file === 'content/data/clinic.yaml' && problem.severity === 'error')
      .map(problemText)
    expect(lines).toEqual([
      expect.stringMatching(
        /: pole „editor” nie należy do tego pliku\. Ustawienia logowania do edytora są teraz w pliku editor\.yaml w głównym folderze projektu/,
      ),
    ])
  })
})

describe('the check reads editor.yaml too (rules ustawienia-edytora, repozytorium-przykladowe)', () => {
  const errors = (root: string) =>
    runChecks(root, TODAY)
      .filter((problem) => problem.rule === 'ustawienia-edytora' || problem.rule === 'repozytorium-przykladowe')
      .map(problemText)
  // The frozen site's clinic.yaml still has the sample repository, and its samples.yaml lists it.
  const sample = 'https://github.com/przychodnia-example/strona'
  const real = (text: string) => text.replace(`repository: ${sample}`, 'repository: https://github.com/fundacja/strona')
  const repositoryLine = () => lineOf('content/data/clinic.yaml', 'repository:')

  it('a mistake in it is named at its line before any build (a deployer’s trial: the check said 0 errors)', () => {
    expect(errors(siteWith({ [editorSettingsFile]: () => 'signIn: worker\n', 'content/data/clinic.yaml': real }))).toEqual([
      expect.stringMatching(/^editor\.yaml:1:1: pole „authUrl” jest wymagane przy sposobie logowania „worker”/),
    ])
  })

  it('a sign-in with the sample repository still in clinic.yaml is refused at the repository’s line', () => {
    const root = siteWith({ [editorSettingsFile]: () => 'signIn: token\n' })
    expect(errors(root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/data/clinic\\.yaml:${repositoryLine()}:\\d+: pole „repository” ma jeszcze przykładowy adres ${sample.replace(/[./]/g, '\\$&')}, a editor\\.yaml włącza logowanie`,
        ),
      ),
    ])
  })

  it('no sign-in yet, or a repository that is not a sample: nothing to say', () => {
    expect(errors(siteWith({}))).toEqual([])
    expect(errors(siteWith({ [editorSettingsFile]: () => 'signIn: token\n', 'content/data/clinic.yaml': real }))).toEqual([])
  })
})
