import { execFile } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// An HTML file in public/ that the build's last step cannot put the security
// policy into stops `npm run build` with Polish lines naming each file and the
// fix, exit code 1, no English error and no stack trace; once the files are
// right the same copy builds. A host's settings file from public/ never
// reaches the output. The content check refuses all of these first (rule
// plik-publiczny): the builds here run without it, as if it had missed them,
// to see the build's own guards. Builds a copy of the project (seconds each).

const { root, remove } = copyProject('clinic-public-html-')
afterAll(remove)

const run = promisify(execFile)

async function build(): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', 'build'], {
      cwd: root,
      env: buildEnv({ CLINIC_BUILD_WITHOUT_CHECK: '1' }),
      maxBuffer: 64 * 1024 * 1024,
    })
    return { status: 0, output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) }
  }
}

test('a head-less and a non-UTF-8 HTML file in public/ stop npm run build with a Polish line each', async () => {
  // A search engine's verification file: one line, no <head>.
  writeFileSync(join(root, 'public/google1234567890.html'), 'google-site-verification: google1234567890.html\n')
  // A page saved in Windows-1250 ("żółć" in its <title>).
  writeFileSync(
    join(root, 'public/stary.html'),
    Buffer.from([...Buffer.from('<html><head><title>'), 0xbf, 0xf3, 0xb3, 0xe6, ...Buffer.from('</title></head></html>')]),
  )
  // Netlify would proxy another site at the clinic's address, without the site's headers.
  writeFileSync(join(root, 'public/_redirects'), '/rejestracja  https://example.com/logowanie  200!\n')
  const { status, output } = await build()
  expect(status, output).toBe(1)
  const lines = output.split('\n')
  expect(
    lines.some((line) => line.startsWith('public/_redirects: plik ustawień serwera „_redirects” z folderu public nie zostanie opublikowany')),
    output,
  ).toBe(true)
  expect(existsSync(join(root, 'dist/client/_redirects'))).toBe(false)
  expect(lines, output).toContain('Budowanie zatrzymane: tych plików HTML nie da się przygotować do publikacji.')
  expect(
    lines.some((line) => line.startsWith('public/google1234567890.html: plik HTML nie ma elementu <head>') && line.includes('Dopisz')),
    output,
  ).toBe(true)
  expect(
    lines.some((line) => line.startsWith('public/stary.html: plik nie jest zapisany w kodowaniu UTF-8') && line.includes('zapisz go w kodowaniu UTF-8')),
    output,
  ).toBe(true)
  expect(output).not.toContain('no <head> element')
  expect(output).not.toMatch(/^\s+at /m)
  expect(output).not.toMatch(/^Error/m)
  // The build stopped before its policy was written.
  expect(existsSync(join(root, 'dist/client/_headers'))).toBe(false)

  // Fixed (the verification file gone, the page given a <head> in UTF-8): the same copy builds.
  rmSync(join(root, 'public/google1234567890.html'))
  rmSync(join(root, 'public/_redirects'))
  writeFileSync(join(root, 'public/stary.html'), '<html lang="pl"><head><meta charset="utf-8"><title>żółć</title></head></html>')
  const fixed = await build()
  expect(fixed.status, fixed.output).toBe(0)
  expect(existsSync(join(root, 'dist/client/_headers'))).toBe(true)
}, 300_000)
