import { closeSync, lstatSync, openSync, readFileSync, readSync } from 'node:fs'
import { hostControlFile } from './hostControlFile.ts'
import { pdfAction } from './pdfAction.ts'

/**
 * The kinds of file a clinic's site publishes from public/, each with the
 * first bytes its format starts with. A handful of signatures, written here
 * rather than taken from `file-type`: its current major needs Node 22 (this
 * site supports 20), it is asynchronous while the check's rules are not, and
 * it names formats without saying which extension they may carry; what this
 * rule needs is "do these bytes begin the format this extension promises".
 * Sources: PNG (ISO/IEC 15948 §5.2), JPEG (SOI and a marker), GIF87a/89a,
 * RIFF…WEBP (RFC 9649), AVIF (ISO BMFF `ftyp` box with an avif/avis brand),
 * ICO (reserved 0, type 1), PDF (ISO 32000 §7.5.2, `%PDF-`).
 */
interface Kind {
  /** As an editor knows it: PNG, JPG… */
  name: string
  /** The extension it is saved with. */
  extension: string
  matches(head: Buffer): boolean
}

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, index) => head[index] === byte)
const ascii = (head: Buffer, start: number, text: string) => head.toString('latin1', start, start + text.length) === text

const png: Kind = { name: 'PNG', extension: 'png', matches: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) }
const jpg: Kind = { name: 'JPG', extension: 'jpg', matches: (head) => startsWith(head, 0xff, 0xd8, 0xff) }
const gif: Kind = { name: 'GIF', extension: 'gif', matches: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a') }
const webp: Kind = { name: 'WebP', extension: 'webp', matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP') }
const avif: Kind = {
  name: 'AVIF',
  extension: 'avif',
  matches: (head) => {
    if (!ascii(head, 4, 'ftyp')) return false
    // The box's brands: the major one, then the compatible ones, four bytes each (the minor version skipped).
    const size = Math.min(head.readUInt32BE(0), head.length)
    for (let offset = 8; offset + 4 <= size; offset += offset === 8 ? 8 : 4) {
      if (ascii(head, offset, 'avif') || ascii(head, offset, 'avis')) return true
    }
    return false
  },
}
const ico: Kind = { name: 'ICO', extension: 'ico', matches: (head) => startsWith(head, 0x00, 0x00, 0x01, 0x00) && head.length >= 6 && head.readUInt16LE(4) > 0 }
const pdf: Kind = { name: 'PDF', extension: 'pdf', matches: (head) => ascii(head, 0, '%PDF-') }

/** Extension (lower case) → the format its bytes must be. SVG is read as a drawing by the rule svg-skrypt. */
const kinds: Record<string, Kind | 'svg'> = { png, jpg, jpeg: jpg, gif, webp, avif, ico, pdf, svg: 'svg' }

/** The extensions public/ may publish (the editor's media library takes the images among them, lib/cms/imageField.ts). */
export const publishedExtensions: readonly string[] = Object.keys(kinds)

/** Files of the site's own code in public/ that are no image: the stylesheet used when JavaScript is off (pages/+Head.tsx). */
const siteFiles = new Set(['/noscript.css'])

/** What the build writes itself at these paths: a copy from public/ would replace it or be replaced unseen. */
const builtFiles: Record<string, string> = {
  '/robots.txt': 'robots.txt zapisuje budowanie strony z adresu strony w clinic.yaml',
  '/sitemap.xml': 'mapę strony sitemap.xml zapisuje budowanie strony ze stron w folderze content',
  '/manifest.webmanifest': 'manifest strony zapisuje budowanie strony z nazwy przychodni w clinic.yaml',
  '/404.html': 'stronę błędu 404 tworzy budowanie strony',
}

export const allowedKinds = 'Strona może zawierać obrazy (PNG, JPG, WebP, AVIF, GIF, SVG, ICO) i pliki PDF'

/** One file of public/ that cannot be published, and how to fix it. */
export interface PublicFileProblem {
  message: string
  fix: string
}

const HEAD_BYTES = 64

function readHead(absolute: string): Buffer {
  const head = Buffer.alloc(HEAD_BYTES)
  const fd = openSync(absolute, 'r')
  try {
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0))
  } finally {
    closeSync(fd)
  }
}

/** The allowed format the bytes begin, whatever the extension says. */
const kindOf = (head: Buffer) => Object.values(kinds).find((kind): kind is Kind => kind !== 'svg' && kind.matches(head))

/** What the bytes are, for the message: another allowed format, or text a browser could read as a page. */
function whatItIs(head: Buffer): string {
  const other = kindOf(head)
  if (other) return `to plik ${other.name}`
  // A BOM, spaces, then "<": HTML, XML or SVG, which a browser sniffing the bytes could run as a page.
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (text.startsWith('<')) return `to tekst HTML, XML lub SVG (${JSON.stringify(text.slice(0, 20))}…), który przeglądarka mogłaby uruchomić jak stronę`
  return 'to inny rodzaj pliku'
}

/** How to make the bytes agree with the name: the extension of the format they are, or the file saved again. */
function fixOfKind(expected: Kind, actual: Kind | undefined): string {
  if (actual) return `Zmień rozszerzenie pliku na .${actual.extension} (i adres, pod którym strona go pokazuje)`
  const again = expected === pdf ? 'Zapisz dokument ponownie jako PDF' : `Zapisz obraz ponownie jako ${expected.name} w programie graficznym`
  return `${again} (zmiana samej nazwy pliku nie wystarczy). ${allowedKinds}`
}

/**
 * Why the file at `path` (a site path, e.g. /images/widget.js; `absolute` its
 * place on the disk) cannot be published from public/, or undefined when it
 * can: judged by its name (host settings, the build's own files, the allowed
 * extensions, case-insensitive, the last extension counting: x.svg.html is
 * HTML) and by its first bytes, which must begin the format its extension
 * promises (HTML under an image's name is refused).
 */
export function publicFileProblem(path: string, absolute: string): PublicFileProblem | undefined {
  const removeOrExport = `${allowedKinds}; usuń ten plik z folderu public albo zapisz go w jednym z tych formatów`
  if (lstatSync(absolute).isSymbolicLink()) {
    return { message: 'ten plik jest dowiązaniem (symlink) do innego pliku, a nie plikiem', fix: 'Usuń dowiązanie i dodaj w jego miejsce sam plik' }
  }
  const hostFile = hostControlFile(path)
  if (hostFile?.startsWith('.')) {
    return {
      message: `nazwa „${hostFile}” zaczyna się od kropki: takie pliki serwer czyta jako swoje ustawienia (np. .htaccess) albo ukrywa`,
      fix: 'Usuń ten plik z folderu public (pliki systemowe, np. .DS_Store, nie są potrzebne na stronie)',
    }
  }
  if (hostFile !== undefined) {
    return {
      message: `„${hostFile}” to plik ustawień serwera (np. przekierowań albo nagłówków), którego treść nie może ustawiać; potrzebne ustawienia zapisuje budowanie strony`,
      fix: 'Usuń ten plik z folderu public; przekierowania i nagłówki ustawia programista w kodzie strony (docs/DEPLOYMENT.md)',
    }
  }
  if (path.startsWith('/admin/')) {
    return { message: 'folder admin należy do edytora w przeglądarce, którego pliki tworzy budowanie strony', fix: 'Przenieś plik do folderu public/images' }
  }
  const built = Object.entries(builtFiles).find(([builtPath]) => builtPath === path.toLowerCase())?.[1]
  if (built) return { message: `${built}, więc ten plik nie może pochodzić z folderu public`, fix: 'Usuń ten plik z folderu public' }
  if (siteFiles.has(path)) return undefined

  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  const kind = kinds[extension]
  if (kind === undefined) {
    const what = extension ? `pliki .${extension} nie mogą być publikowane` : 'pliki bez rozszerzenia (np. .png albo .pdf) nie mogą być publikowane'
    return { message: `${what} (mogłyby np. uruchomić kod na stronie przychodni)`, fix: removeOrExport }
  }
  if (kind === 'svg') return undefined
  const head = readHead(absolute)
  if (!kind.matches(head)) {
    return {
      message: `plik ma rozszerzenie .${extension}, ale nie jest plikiem ${kind.name}: ${whatItIs(head)}`,
      fix: fixOfKind(kind, kindOf(head)),
    }
  }
  if (kind === pdf) {
    const action = pdfAction(readFileSync(absolute))
    if (action === 'unreadable') {
      return {
        message:
          'pliku PDF nie da się sprawdzić: część jego treści jest zapisana tak, że sprawdzenie jej nie odczyta (np. dokument zaszyfrowany albo z hasłem)',
        fix: 'Zapisz dokument ponownie do PDF bez hasła i zabezpieczeń (np. „Drukuj do PDF” albo eksport z edytora tekstu)',
      }
    }
    if (action) {
      const what =
        action === 'XFA'
          ? 'formularz XFA, który może uruchamiać skrypty w przeglądarce PDF'
          : action === 'URI'
            ? 'odnośnik do adresu innego niż https:, mailto: albo tel: (np. javascript:), który może uruchomić kod'
            : `akcję /${action}, która uruchamia kod albo program w przeglądarce PDF`
      return {
        message: `plik PDF zawiera ${what}`,
        fix: 'Zapisz dokument ponownie do PDF bez skryptów (np. „Drukuj do PDF” albo eksport z edytora tekstu)',
      }
    }
  }
  return undefined
}
