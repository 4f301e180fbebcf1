import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { InlineMarkdown } from '../../components/ui/InlineMarkdown.tsx'
import { imageSize } from '../../lib/check/imageSize.ts'
import { problemText } from '../../lib/check/problem.ts'
import { runChecks } from '../../lib/check/runChecks.ts'
import { pageChoices } from '../../lib/cms/pageChoices.ts'
import { noticesFor } from '../../lib/data/noticeData.ts'
import { warsawDate } from '../../lib/data/warsawDate.ts'
import { photoLimits } from '../../lib/schemas/photoField.ts'
import { frozenFile } from '../frozenSite.ts'
import { TODAY, siteWith } from './checkHelpers.ts'

// Issue 27, two everyday tasks: a person's photo (team.yaml `photo`, `photoAlt`)
// and the site-wide notices with a last day (notices.yaml). Mistakes are planted
// in copies of the frozen test site; each gives one line, at its place.

/** A PNG's first bytes (signature and IHDR: all imageSize reads), padded to `bytes`. */
function png(width: number, height: number, bytes = 64): Buffer {
  const file = Buffer.alloc(bytes)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file)
  file.writeUInt32BE(13, 8)
  file.write('IHDR', 12, 'latin1')
  file.writeUInt32BE(width, 16)
  file.writeUInt32BE(height, 20)
  return file
}

/** A WebP file's header of the given first chunk ('VP8 ', 'VP8L' or 'VP8X') for a width and height. */
function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const file = Buffer.alloc(40)
  file.write('RIFF', 0, 'latin1')
  file.write('WEBP', 8, 'latin1')
  file.write(chunk, 12, 'latin1')
  if (chunk === 'VP8 ') {
    file.set([0x9d, 0x01, 0x2a], 23)
    file.writeUInt16LE(width, 26)
    file.writeUInt16LE(height, 28)
  } else if (chunk === 'VP8L') {
    file[20] = 0x2f
    file.writeUInt32LE((width - 1) | ((height - 1) << 14), 21)
  } else {
    file.writeUIntLE(width - 1, 24, 3)
    file.writeUIntLE(height - 1, 27, 3)
  }
  return file
}

/** A JPEG with an APP0 segment before its frame header (as cameras and editors write them). */
function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9])
}

describe("image sizes read from the file's header", () => {
  test('PNG, JPEG and the three kinds of WebP; anything else is no image', () => {
    expect(imageSize(png(240, 300))).toEqual({ width: 240, height: 300 })
    expect(imageSize(jpeg(1200, 1600))).toEqual({ width: 1200, height: 1600 })
    expect(imageSize(webp('VP8 ', 240, 300))).toEqual({ width: 240, height: 300 })
    expect(imageSize(webp('VP8L', 225, 300))).toEqual({ width: 225, height: 300 })
    expect(imageSize(webp('VP8X', 240, 180))).toEqual({ width: 240, height: 180 })
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(imageSize(png(240, 300).subarray(0, 12))).toBeUndefined()
  })
})

const TEAM = 'content/data/team.yaml'
const firstBio = "    bio: 'Specjalistka medycyny rodzinnej."
/** The first person of the frozen team.yaml with `lines` after their bio. */
const withPhoto =
  (...lines: string[]) =>
  (text: string) => {
    const start = text.indexOf(firstBio)
    const end = text.indexOf('\n', start) + 1
    return text.slice(0, end) + lines.map((line) => `    ${line}\n`).join('') + text.slice(end)
  }
/** The check's lines for the frozen site with the first person's photo lines and `files` in public/. */
function checkPhoto(lines: string[], files: Record<string, Buffer> = {}): string[] {
  const root = siteWith({ [TEAM]: withPhoto(...lines) })
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'public', path)), { recursive: true })
    writeFileSync(join(root, 'public', path), bytes)
  }
  return runChecks(root, TODAY).map(problemText)
}
const photoLine = (text: string) => withPhoto('photo: x')(text).split('\n').indexOf('    photo: x') + 1

describe("a person's photo", () => {
  const path = '/images/zespol/anna-przykladowa.webp'
  const lines = [`photo: ${path}`, 'photoAlt: Anna Przykładowa w białym fartuchu']
  const line = () => photoLine(readFileSync(frozenFile(TEAM), 'utf8'))

  test('a photo in public/ within the limits, with its description, passes', () => {
    expect(checkPhoto(lines, { [path]: webp('VP8 ', 240, 300) })).toEqual([])
  })

  test("without its description: refused at the description's place, saying why", () => {
    expect(checkPhoto([lines[0]!], { [path]: webp('VP8 ', 240, 300) })).toEqual([
      expect.stringMatching(
        /^content\/data\/team\.yaml:\d+:\d+: pole „Zespół › .* › Opis zdjęcia” jest wymagane przy zdjęciu: opis jednym zdaniem, co na nim widać/,
      ),
    ])
  })

  test("a file that is not there: at the photo's line, naming the person, the near name suggested", () => {
    expect(checkPhoto(lines)).toEqual([
      `${TEAM}:${line()}:12: zdjęcie osoby „lek. Anna Przykładowa”: nie ma pliku public${path}. Wybierz zdjęcie jeszcze raz w edytorze (zapisze plik razem z formularzem) albo dodaj plik do folderu public`,
    ])
    expect(checkPhoto(lines, { '/images/zespol/anna-przykladowa.jpg': jpeg(240, 300) })).toEqual([
      `${TEAM}:${line()}:12: zdjęcie osoby „lek. Anna Przykładowa”: nie ma pliku public${path}. Czy chodziło o „/images/zespol/anna-przykladowa.jpg”? Popraw ścieżkę albo wybierz zdjęcie jeszcze raz w edytorze`,
    ])
  })

  test('too large, in bytes or in pixels, or no image at all: refused with the limit and the way to fix it', () => {
    const shrink =
      'Dodaj zdjęcie jeszcze raz w edytorze (w formularzu Zespół), który sam je zmniejszy, albo zmniejsz je do 240 × 300 px i zapisz jako WebP lub JPG o jakości ok. 80%'
    // Each file has the extension of its kind: a PNG under a .webp name is also the rule plik-publiczny's.
    const as = (extension: string) => [`photo: ${path.replace(/\.webp$/, extension)}`, lines[1]!]
    expect(checkPhoto(as('.png'), { [path.replace(/\.webp$/, '.png')]: png(240, 300, photoLimits.maxBytes + 1) })).toEqual([
      `${TEAM}:${line()}:12: zdjęcie osoby „lek. Anna Przykładowa”: plik ma 16 KB, a może mieć najwyżej 15 KB, żeby strona /zespol szybko się wczytywała na telefonie. ${shrink}`,
    ])
    expect(checkPhoto(as('.jpg'), { [path.replace(/\.webp$/, '.jpg')]: jpeg(1200, 1600) })).toEqual([
      `${TEAM}:${line()}:12: zdjęcie osoby „lek. Anna Przykładowa”: ma 1200 × 1600 px, a może mieć najwyżej 600 px z każdej strony. ${shrink}`,
    ])
    // Not an image at all: the photo's line in team.yaml, and the file's own in public/.
    expect(checkPhoto(lines, { [path]: Buffer.from('to nie jest obraz') })).toEqual([
      `${TEAM}:${line()}:12: zdjęcie osoby „lek. Anna Przykładowa”: plik nie jest obrazem JPG, PNG ani WebP (mimo takiej końcówki nazwy). Zapisz zdjęcie ponownie w programie graficznym jako JPG albo WebP i dodaj je jeszcze raz`,
      expect.stringMatching(/^public\/images\/zespol\/anna-przykladowa\.webp:1:1: plik ma rozszerzenie \.webp, ale nie jest plikiem WebP: .*i pliki PDF$/),
    ])
  })

  test("a name the CMS would not make (spaces, Polish letters) or a file of another kind: the schema's message", () => {
    const problems = checkPhoto(['photo: /images/Zdjęcie Jan Kowalski.png', 'photoAlt: Jan Kowalski'], { '/images/Zdjęcie Jan Kowalski.png': png(240, 300) })
    expect(problems).toEqual([expect.stringContaining(`${TEAM}:${line()}:12: `)])
    expect(problems[0]).toContain('małe litery bez polskich znaków, cyfry i myślniki; plik JPG, PNG albo WebP')
  })
})

const NOTICES = 'content/data/notices.yaml'
const notices = (...entries: { text: string; lastDay: string; pages: string[] }[]) => ({
  [NOTICES]: () =>
    `notices:\n${entries.map(({ text, lastDay, pages }) => `  - text: ${text}\n    lastDay: ${lastDay}\n    pages:\n${pages.map((page) => `      - ${page}\n`).join('')}`).join('')}`,
})
const checkNotices = (...entries: Parameters<typeof notices>) => runChecks(siteWith(notices(...entries)), TODAY).map(problemText)

describe('site-wide notices', () => {
  test('a notice for chosen pages or every page, up to its last day, passes', () => {
    expect(
      checkNotices({
        text: 'W piątek przychodnia jest **nieczynna**. Zob. [Kontakt](/kontakt#godziny).',
        lastDay: TODAY,
        pages: ['/kontakt', '/', '/szczepienia/podroze'],
      }),
    ).toEqual([])
    expect(checkNotices({ text: 'Zmiana godzin.', lastDay: '2099-01-01', pages: ['wszystkie'] })).toEqual([])
  })

  test('past its last day: a warning at the date (the nightly build must not stop on it)', () => {
    expect(checkNotices({ text: 'Stary komunikat.', lastDay: '2026-11-22', pages: ['wszystkie'] })).toEqual([
      `${NOTICES}:3:14: uwaga: komunikat był aktualny do 2026-11-22; strony już go nie pokazują. Usuń ten komunikat z listy albo wpisz nowy ostatni dzień`,
    ])
  })

  test('a page that does not exist: an error at its line, with the near address, once', () => {
    expect(checkNotices({ text: 'Komunikat.', lastDay: '2099-01-01', pages: ['/kontakt', '/cenik', '/nie-ma-takiej'] })).toEqual([
      `${NOTICES}:6:9: nie ma strony „/cenik”. Czy chodziło o „/cennik”? Wybierz stronę z listy w edytorze`,
      `${NOTICES}:7:9: nie ma strony „/nie-ma-takiej”. Wybierz stronę z listy w edytorze; w pliku wpisz jej adres taki jak w pasku przeglądarki, np. /kontakt`,
    ])
  })

  test('a text that is not one paragraph, or links to a page that does not exist: an error at the text', () => {
    expect(checkNotices({ text: '"## Uwaga\\n\\nNieczynne."', lastDay: '2099-01-01', pages: ['wszystkie'] })).toEqual([
      `${NOTICES}:2:11: komunikat ma być jednym akapitem tekstu, bez nagłówków, list i pustych linii. Napisz go jednym lub dwoma zdaniami; szczegóły mogą stać na stronie, do której prowadzi link`,
    ])
    // Typed in the text, where there is no list to choose from: the advice a page's link gets.
    expect(checkNotices({ text: 'Zob. [cennik](/cenik).', lastDay: '2099-01-01', pages: ['wszystkie'] })).toEqual([
      `${NOTICES}:2:11: link w komunikacie prowadzi do strony „/cenik”, której nie ma. Czy chodziło o /cennik? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt`,
    ])
    // A section written as a page: the page's section, not the nearest address by its letters (/szczepienia/dzieci).
    expect(checkNotices({ text: 'Zob. [szczepienia](/szczepienia-dorosli).', lastDay: '2099-01-01', pages: ['wszystkie'] })).toEqual([
      `${NOTICES}:2:11: link w komunikacie prowadzi do strony „/szczepienia-dorosli”, której nie ma. Czy chodziło o /szczepienia#dorosli? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt`,
    ])
  })

  test('the schema: a last day that is no date, no page, a text too long', () => {
    const problems = checkNotices({ text: 'x'.repeat(301), lastDay: '31.12.2026', pages: [] })
    expect(problems.map((problem) => problem.replace(/ .*/, ''))).toEqual([`${NOTICES}:2:11:`, `${NOTICES}:3:14:`, `${NOTICES}:4:11:`])
    expect(problems.join('\n')).toContain('ma mieć najwyżej 300 znaków')
    expect(problems.join('\n')).toContain('ma być istniejącą datą w formacie „RRRR-MM-DD”')
  })
})

describe('which notices a page shows', () => {
  const list = [
    { text: 'A', lastDay: '2026-11-23', pages: ['wszystkie'] },
    { text: 'B', lastDay: '2026-11-30', pages: ['/kontakt', '/rezerwacja'] },
    { text: 'C', lastDay: '2026-11-22', pages: ['/kontakt'] },
  ]
  test('those naming it or every page, up to and including their last day; an error page only those for every page', () => {
    expect(noticesFor('/kontakt', '2026-11-23', list).map((notice) => notice.text)).toEqual(['A', 'B'])
    expect(noticesFor('/cennik', '2026-11-23', list).map((notice) => notice.text)).toEqual(['A'])
    expect(noticesFor('/kontakt', '2026-11-24', list).map((notice) => notice.text)).toEqual(['B'])
    expect(noticesFor(undefined, '2026-11-23', list).map((notice) => notice.text)).toEqual(['A'])
  })

  test('the day ends at midnight in Warsaw, in winter and in summer', () => {
    expect(warsawDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31')
    expect(warsawDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
    expect(warsawDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(warsawDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })

  test("the text as HTML: bold, links with the site's base or a new-tab note, nothing else added", () => {
    expect(renderToStaticMarkup(<InlineMarkdown text="W piątek **nieczynne**. Zob. [Kontakt](/kontakt) i [NFZ](https://www.nfz.gov.pl)." />)).toBe(
      'W piątek <strong>nieczynne</strong>. Zob. <a href="/kontakt">Kontakt</a> i <a href="https://www.nfz.gov.pl" target="_blank" rel="noopener noreferrer">NFZ<span class="visually-hidden"> (otwiera się w nowej karcie)</span></a>.',
    )
  })
})

describe('the pages a notice can name, in the editor', () => {
  test('"Wszystkie strony", the home page, then the titles in Polish alphabetical order; the value is the address', () => {
    const pages = [
      { route: '/zespol', frontmatter: { title: 'Zespół' } },
      { route: '/', frontmatter: { title: 'Profilaktyka w Warszawie' } },
      { route: '/cennik', frontmatter: { title: 'Cennik' } },
      { route: '/o-nas', frontmatter: { title: 'Ośrodek' } },
      { route: '/szczepienia/dzieci', frontmatter: { title: 'Szczepienia' } },
      { route: '/szczepienia', frontmatter: { title: 'Szczepienia' } },
    ]
    expect(pageChoices(pages)).toEqual([
      { value: 'wszystkie', label: 'Wszystkie strony' },
      { value: '/', label: 'Strona główna' },
      { value: '/cennik', label: 'Cennik' },
      { value: '/o-nas', label: 'Ośrodek' },
      { value: '/szczepienia', label: 'Szczepienia (/szczepienia)' },
      { value: '/szczepienia/dzieci', label: 'Szczepienia (/szczepienia/dzieci)' },
      { value: '/zespol', label: 'Zespół' },
    ])
  })
})
