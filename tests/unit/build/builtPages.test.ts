import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { BuiltPagesError, readBuiltPages } from '../../../lib/build/builtPages.ts'

/**
 * The build's last step reads every built HTML file to put the policy in its
 * <head>; a file it cannot process is named in Polish with what to do, all of
 * them at once (tests/build/publicHtml.test.ts runs a whole build).
 */
let root: string
let dist: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'built-pages-'))
  dist = join(root, 'dist/client')
  mkdirSync(join(root, 'public'), { recursive: true })
  mkdirSync(dist, { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A file of public/ as Vite leaves it: in public/ and, copied, in the build. */
function fromPublic(name: string, content: string | Buffer): string {
  writeFileSync(join(root, 'public', name), content)
  writeFileSync(join(dist, name), content)
  return join(dist, name)
}

function problems(files: string[]): string[] {
  try {
    readBuiltPages(root, dist, files)
  } catch (error) {
    expect(error).toBeInstanceOf(BuiltPagesError)
    expect((error as Error).message.split('\n')[0]).toBe('Budowanie zatrzymane: tych plików HTML nie da się przygotować do publikacji.')
    return (error as BuiltPagesError).lines
  }
  return []
}

test('pages with a <head> are read as they are, a byte-order mark included', () => {
  const page = fromPublic('strona.html', '\uFEFF<!DOCTYPE html><html lang="pl"><head><title>Żółć</title></head><body></body></html>')
  expect(readBuiltPages(root, dist, [page])).toEqual(['\uFEFF<!DOCTYPE html><html lang="pl"><head><title>Żółć</title></head><body></body></html>'])
})

test('an HTML file of public/ without <head> is named, with what to do', () => {
  const verification = fromPublic('google1234567890.html', 'google-site-verification: google1234567890.html\n')
  const [line, ...rest] = problems([verification])
  expect(rest).toEqual([])
  expect(line).toMatch(/^public\/google1234567890\.html: plik HTML nie ma elementu <head>/)
  expect(line).toContain('Dopisz na początku pliku public/google1234567890.html <head> z <meta charset="utf-8"> i <title>')
  expect(line).toContain('usuń go z folderu public/')
})

test('<header> is not a <head>', () => {
  expect(problems([fromPublic('fragment.html', '<header>Przychodnia</header>')])).toHaveLength(1)
})

test('a file not in UTF-8 is named, not rewritten with broken Polish letters', () => {
  // "Cennik – żółć" in Windows-1250, as an old editor would save it.
  const legacy = fromPublic(
    'stary.html',
    Buffer.from([...Buffer.from('<html><head><title>'), 0xbf, 0xf3, 0xb3, 0xe6, ...Buffer.from('</title></head></html>')]),
  )
  expect(problems([legacy])).toEqual([
    expect.stringMatching(
      /^public\/stary\.html: plik nie jest zapisany w kodowaniu UTF-8, .* Otwórz public\/stary\.html w edytorze tekstu i zapisz go w kodowaniu UTF-8/,
    ),
  ])
})

test('a file that cannot be read is named with the reason', () => {
  // A link to nothing: Vite copies the link, and reading it fails.
  symlinkSync(join(root, 'nie-ma.html'), join(root, 'public/link.html'))
  symlinkSync(join(root, 'nie-ma.html'), join(dist, 'link.html'))
  expect(problems([join(dist, 'link.html')])).toEqual([
    expect.stringMatching(/^public\/link\.html: nie da się odczytać pliku \(ENOENT\), .*Sprawdź, czy plik public\/link\.html da się otworzyć/),
  ])
})

test('every file in trouble at once; one the build made itself is a mistake in the code', () => {
  const generated = join(dist, 'o-nas.html')
  writeFileSync(generated, '<p>bez nagłówka</p>')
  const lines = problems([fromPublic('a.html', '<p>a</p>'), fromPublic('b.html', '<html><head></head></html>'), generated])
  expect(lines.map((line) => line.split(':')[0])).toEqual(['public/a.html', 'dist/client/o-nas.html'])
  expect(lines[1]).toContain('to błąd w kodzie strony')
})
