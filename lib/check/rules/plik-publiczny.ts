import { join } from 'node:path'
import { at, type Finding } from '../problem.ts'
import { publicFileProblem } from '../publicFileProblem.ts'
import type { Rule } from '../rule.ts'
import type { Site } from '../site.ts'

/**
 * Every file in public/ is published as it is, at the site's address: only
 * the kinds a clinic's site needs pass, judged by name and by content
 * (lib/check/publicFileProblem.ts). A script, a page or a host's settings file
 * from content would run or redirect under the site's name.
 */
function checkPublicFiles(site: Site): Finding[] {
  return [...site.publicFiles].flatMap((path) => {
    const file = `public${path}`
    const problem = publicFileProblem(path, join(site.root, file))
    return problem ? [at(file, { line: 1, column: 1 }, problem.message, problem.fix)] : []
  })
}

const svgDrawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n'

export const plikPubliczny: Rule = {
  id: 'plik-publiczny',
  severity: 'error',
  locked: true,
  description:
    'Plik w folderze `public` innego rodzaju niż obraz (PNG, JPG, WebP, AVIF, GIF, SVG, ICO) albo PDF, plik ustawień serwera (np. `_redirects`, `.htaccess`), plik, którego treść nie zgadza się z rozszerzeniem (np. strona HTML zapisana jako `.png`), albo PDF ze skryptem (także w formularzu XFA albo w odnośniku „javascript:”) lub taki, którego treści nie da się sprawdzić (np. zaszyfrowany).',
  why: 'Wszystko z folderu `public` trafia na stronę bez zmian, pod adresem przychodni. Skrypt albo strona HTML mogłyby tam uruchomić kod (np. odczytać dane logowania do edytora), a plik ustawień serwera mógłby przekierować pacjentów na inną stronę. Dlatego publikowane są tylko obrazy i dokumenty PDF, a ich treść musi być tym, co obiecuje rozszerzenie.',
  fix: 'Usuń plik z folderu `public` albo zapisz go jako obraz lub PDF (zmiana samej nazwy pliku nie wystarczy). Przekierowania i nagłówki ustawia programista w kodzie strony.',
  notInPreview: 'czyta pliki z folderu public, których podgląd w edytorze nie ma',
  examples: {
    ok: [
      {
        file: 'public/dokumenty/cennik.pdf',
        text: '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      },
      { file: 'public/images/plan-parteru.svg', text: svgDrawing },
    ],
    notOk: [
      { file: 'public/images/widget.js', text: 'localStorage.getItem("sveltia-cms.user")\n' },
      {
        file: 'public/rejestracja.html',
        text: '<!doctype html>\n<html lang="pl"><head><title>Rejestracja</title><script src="/images/widget.js"></script></head></html>\n',
      },
      {
        file: 'public/images/rejestracja.xhtml',
        text: '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Rejestracja</title></head><body><script>alert(1)</script></body></html>\n',
      },
      { file: 'public/images/plan.svg.html', text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n' },
      { file: 'public/images/zdjecie.png', text: '<html><script>alert(1)</script></html>\n' },
      { file: 'public/images/zdjecie.jpg', text: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n' },
      { file: 'public/images/ulotka.pdf', text: '<script>alert(1)</script>\n' },
      {
        file: 'public/dokumenty/regulamin.pdf',
        text: '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      },
      { file: 'public/images/cennik.png', text: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n' },
      { file: 'public/_redirects', text: '/rejestracja  https://example.com/logowanie  200!\n' },
      { file: 'public/_headers', text: '/*\n  Content-Security-Policy: script-src *\n' },
      { file: 'public/.htaccess', text: 'AddType text/html .png\n' },
      { file: 'public/images/_routes.json', text: '{"version": 1, "include": ["/*"], "exclude": []}\n' },
      { file: 'public/.well-known/security.txt', text: 'Contact: mailto:rejestracja@example.com\n' },
      { file: 'public/robots.txt', text: 'User-agent: *\nDisallow:\n' },
      { file: 'public/images/zdjecie', text: '<html><script>alert(1)</script></html>\n' },
      { file: 'public/admin/config.yml', text: 'backend:\n  name: test-repo\n' },
    ],
  },
  run: checkPublicFiles,
}
