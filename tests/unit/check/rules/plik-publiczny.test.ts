import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { problemText } from '../../../../lib/check/problem.ts'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { siteWith, TODAY } from '../../checkHelpers.ts'
import { catalog, goTo, packed, pages, script } from '../pdfFixtures.ts'

// The rules plik-publiczny and svg-skrypt on files whose bytes a string
// example cannot hold (PNG's 0x89, JPEG's 0xFF, UTF-16), planted in a copy of
// the frozen site; their own examples (rules.test.ts) cover the rest.

/** The two rules' lines for the frozen site with `files` added to it. */
function linesFor(files: Record<string, Buffer | string>): string[] {
  const root = siteWith({})
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), bytes)
  }
  return runChecks(root, TODAY)
    .filter((problem) => problem.rule === 'plik-publiczny' || problem.rule === 'svg-skrypt')
    .map(problemText)
}

const bytes = (...values: number[]) => Buffer.from(values)
const ascii = (text: string) => Buffer.from(text, 'latin1')

const real: Record<string, Buffer> = {
  'public/images/a.png': Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), ascii('\0\0\0\rIHDR')]),
  'public/images/b.jpg': bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46),
  'public/images/c.JPEG': bytes(0xff, 0xd8, 0xff, 0xdb),
  'public/images/d.gif': ascii('GIF87a\x01\x00\x01\x00\x80\x00\x00'),
  'public/images/e.webp': ascii('RIFF\x24\x00\x00\x00WEBPVP8 '),
  'public/images/f.avif': Buffer.concat([bytes(0, 0, 0, 0x1c), ascii('ftypmif1\0\0\0\0mif1avifmiaf')]),
  'public/favicon-32.ico': bytes(0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x20, 0x20),
  'public/dokumenty/g.pdf': ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
}

describe('public/ by allow-list', () => {
  test('every kind of file a clinic publishes passes when its bytes are that kind', () => {
    expect(linesFor(real)).toEqual([])
  })

  test('bytes that are not the kind the extension promises are refused, and a known kind is told its extension', () => {
    const lines = linesFor({
      'public/images/zdjecie.png': bytes(0xff, 0xd8, 0xff, 0xe0),
      'public/images/skan.jpg': ascii(' \n<HTML><body onload=alert(1)>'),
      'public/images/ikona.ico': ascii('\xef\xbb\xbf<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'public/images/pusty.webp': Buffer.alloc(0),
      'public/images/film.avif': Buffer.concat([bytes(0, 0, 0, 0x14), ascii('ftypisom\0\0\0\0mp41')]),
    })
    expect(lines).toEqual([
      expect.stringMatching(/^public\/images\/film\.avif:1:1: plik ma rozszerzenie \.avif, ale nie jest plikiem AVIF: to inny rodzaj pliku\. Zapisz obraz/),
      expect.stringMatching(/^public\/images\/ikona\.ico:1:1: plik ma rozszerzenie \.ico, ale nie jest plikiem ICO: to tekst HTML, XML lub SVG/),
      expect.stringMatching(/^public\/images\/pusty\.webp:1:1: plik ma rozszerzenie \.webp, ale nie jest plikiem WebP/),
      expect.stringMatching(/^public\/images\/skan\.jpg:1:1: plik ma rozszerzenie \.jpg, ale nie jest plikiem JPG: to tekst HTML, XML lub SVG/),
      'public/images/zdjecie.png:1:1: plik ma rozszerzenie .png, ale nie jest plikiem PNG: to plik JPG. Zmień rozszerzenie pliku na .jpg (i adres, pod którym strona go pokazuje)',
    ])
  })

  test('a PDF with a script action written in PDF name escapes is refused', () => {
    expect(linesFor({ 'public/dokumenty/ulotka.pdf': ascii('%PDF-1.4\n<< /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>\n') })).toEqual([
      expect.stringMatching(/^public\/dokumenty\/ulotka\.pdf:1:1: plik PDF zawiera akcję \/JavaScript/),
    ])
  })

  test('a PDF with a script action packed in a compressed object stream is refused, and one the check cannot open', () => {
    const lines = linesFor({
      'public/dokumenty/ulotka.pdf': packed([catalog, pages, script]),
      'public/dokumenty/zaszyfrowany.pdf': packed([catalog, pages, goTo], { encode: (data) => Buffer.from(data.map((byte) => byte ^ 0x5a)) }),
      'public/dokumenty/zwykly.pdf': packed([catalog, pages, goTo]),
    })
    expect(lines).toEqual([
      expect.stringMatching(/^public\/dokumenty\/ulotka\.pdf:1:1: plik PDF zawiera akcję \/JavaScript/),
      expect.stringMatching(/^public\/dokumenty\/zaszyfrowany\.pdf:1:1: pliku PDF nie da się sprawdzić: .*Zapisz dokument ponownie do PDF bez hasła/),
    ])
  })

  test('a symbolic link is refused, even under an image name', () => {
    const root = siteWith({})
    symlinkSync('/etc/passwd', join(root, 'public/images/zdjecie.png'))
    symlinkSync(join(root, 'content'), join(root, 'public/images/tresc'))
    // A folder under an SVG's name: svg-skrypt does not follow it (it would read a folder).
    symlinkSync(join(root, 'content'), join(root, 'public/images/plan.svg'))
    const lines = runChecks(root, TODAY).filter((problem) => problem.rule === 'plik-publiczny' || problem.rule === 'svg-skrypt')
    expect(lines.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'public/images/plan.svg: ten plik jest dowiązaniem (symlink) do innego pliku, a nie plikiem',
      'public/images/tresc: ten plik jest dowiązaniem (symlink) do innego pliku, a nie plikiem',
      'public/images/zdjecie.png: ten plik jest dowiązaniem (symlink) do innego pliku, a nie plikiem',
    ])
  })

  test('names: capitals, double extensions, trailing dots and host files in any folder', () => {
    const lines = linesFor({
      'public/images/Plan.SVG.HTML': '<svg/>',
      'public/images/plan.png.': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      'public/images/_Redirects': '/* https://example.com 200!',
      'public/images/CNAME': 'example.com',
      'public/images/.nojekyll': '',
      'public/Robots.txt': 'User-agent: *',
    })
    expect(lines.map((line) => line.slice(0, line.indexOf(':1:1:'))).sort()).toEqual([
      'public/Robots.txt',
      'public/images/.nojekyll',
      'public/images/CNAME',
      'public/images/Plan.SVG.HTML',
      'public/images/_Redirects',
      'public/images/plan.png.',
    ])
    expect(lines.find((line) => line.startsWith('public/images/Plan.SVG.HTML'))).toContain('pliki .html nie mogą być publikowane')
    expect(lines.find((line) => line.startsWith('public/images/_Redirects'))).toContain('„_Redirects” to plik ustawień serwera')
  })
})

describe('SVG read as the browser reads it', () => {
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'

  test('a UTF-8 drawing with a BOM and an XML declaration passes; UTF-16 and other declared encodings are refused', () => {
    expect(linesFor({ 'public/images/a.svg': `\ufeff<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${drawing}` })).toEqual([])
    expect(
      linesFor({
        'public/images/b.svg': Buffer.concat([bytes(0xff, 0xfe), Buffer.from(drawing.replace('<rect', '<script>alert(1)</script><rect'), 'utf16le')]),
        'public/images/c.svg': `<?xml version="1.0" encoding="ISO-8859-2"?>\n${drawing}`,
        'public/images/d.svg': Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>'), bytes(0xc0, 0xbc), Buffer.from('</text></svg>')]),
      }),
    ).toEqual([
      expect.stringMatching(/^public\/images\/b\.svg:1:1: obraz SVG zawiera tekst zapisany w innym kodowaniu niż UTF-8/),
      expect.stringMatching(/^public\/images\/c\.svg:1:\d+: obraz SVG zawiera deklarację kodowania ISO-8859-2 zamiast UTF-8/),
      expect.stringMatching(/^public\/images\/d\.svg:1:1: obraz SVG zawiera tekst zapisany w innym kodowaniu niż UTF-8/),
    ])
  })
})
