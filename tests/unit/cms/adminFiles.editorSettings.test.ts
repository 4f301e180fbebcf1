import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfigYaml, readEditorSettings } from '../../../lib/cms/adminFiles.ts'
import { problemText } from '../../../lib/check/problem.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { editorSettingsFile } from '../../../lib/schemas/editorSchema.ts'
import { siteWith, TODAY } from '../checkHelpers.ts'

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
      /^editor\.yaml: ustawienia logowania do edytora są niepoprawne \(authUrl: jest wymagane przy sposobie logowania „worker”/,
    )
    expect(settings('signIn: github\n')).toThrow(/signIn: ma być jednym z: netlify, worker, token/)
    expect(settings('signIn: worker\nauthUrl: http://logowanie.example\n')).toThrow(/authUrl: /)
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
        /: pole „editor” nie należy już do tego pliku\. Ustawienia logowania do edytora są teraz w pliku editor\.yaml w głównym folderze projektu/,
      ),
    ])
  })
})
