import { lstatSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'
import { svgProblems } from '../svgProblems.ts'
import { remembered } from '../remembered.ts'

const exportAgain =
  'Wyeksportuj obraz z programu graficznego jeszcze raz jako zwykły SVG (bez skryptów, odnośników i elementów interaktywnych) albo zapisz go jako PNG lub JPG'

/**
 * An SVG image in public/ (uploaded in the browser editor or committed) is
 * published only when it is a plain drawing: parsed as XML, every element and
 * attribute on the drawing's allow-list (lib/check/svgProblems.ts). On GitHub
 * Pages no policy header protects a file opened on its own, so whatever the
 * file could run would run at the site's address.
 */
function checkSvgFiles(site: Site): Finding[] {
  return (
    [...site.publicFiles]
      // A symbolic link is refused by plik-publiczny and never followed (it could point at a folder or /dev/zero).
      .filter((path) => /\.svg$/i.test(path) && lstatSync(join(site.root, `public${path}`)).isFile())
      .flatMap((path) => {
        const file = `public${path}`
        return svgProblemsOf(readFileSync(join(site.root, file))).map((problem) =>
          at(file, problem, `obraz SVG zawiera ${problem.what}; taki obraz mógłby uruchomić kod po otwarciu`, problem.fix ?? exportAgain),
        )
      })
  )
}

// Every image is read on every check, and most are unchanged since the last: each is parsed once (its bytes are the key).
const svgProblemsOf = remembered(
  (bytes: Buffer) => svgProblems(bytes),
  (bytes) => ({ text: bytes.toString('latin1') }),
  200,
)

export const svgSkrypt: Rule = {
  id: 'svg-skrypt',
  severity: 'error',
  locked: true,
  description:
    'Obraz SVG w folderze `public`, który nie jest zwykłym rysunkiem: ma skrypt (w dowolnej przestrzeni nazw), atrybut zdarzenia (np. `onload`), odnośnik poza obraz, osadzony HTML, deklarację `<!DOCTYPE>` albo inny element lub atrybut spoza listy dozwolonych w rysunkach.',
  why: 'Kod w obrazie uruchomiłby się u każdego, kto otworzy obraz, i mógłby np. podmienić treść strony albo przechwycić to, co pacjent wpisuje. Sprawdzenie czyta plik tak jak przeglądarka i przepuszcza tylko elementy rysunku, bo kod da się ukryć na wiele sposobów (przedrostkiem przestrzeni nazw, encją, znakiem tabulacji w adresie).',
  fix: 'Wyeksportuj obraz z programu graficznego jeszcze raz jako zwykły SVG, bez skryptów, odnośników i elementów interaktywnych, albo zapisz go jako PNG lub JPG i dodaj w miejsce starego.',
  notInPreview: 'czyta pliki SVG z folderu public, których podgląd w edytorze nie ma',
  examples: {
    ok: [
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n  <text x="10" y="55">Wejście od ulicy</text>\n</svg>\n',
      },
      {
        file: 'public/images/plan-parteru.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <defs>\n    <linearGradient id="tlo"><stop offset="0" stop-color="#e8f0f8" /></linearGradient>\n    <path id="strzalka" d="M0 0h10l-5 8z" />\n  </defs>\n  <rect width="200" height="100" fill="url(#tlo)" style="stroke: #0b6e4f" />\n  <use href="#strzalka" x="20" y="40" />\n  <a href="#wejscie"><text id="wejscie" x="40" y="55">Wejście</text></a>\n</svg>\n',
      },
    ],
    notOk: [
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n  <script>alert("Zapraszamy")</script>\n</svg>\n',
        line: 3,
      },
      {
        file: 'public/images/plan-parteru.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" onload="init()">\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n',
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <a href="javascript:void(0)">\n    <text x="10" y="55">Rejestracja</text>\n  </a>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <foreignObject width="200" height="100">\n    <p xmlns="http://www.w3.org/1999/xhtml">Wejście od ulicy</p>\n  </foreignObject>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <h:script xmlns:h="http://www.w3.org/1999/xhtml">alert("Zapraszamy")</h:script>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <a href="jav&#x09;ascript:alert(1)">\n    <text x="10" y="55">Rejestracja</text>\n  </a>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<?xml version="1.0"?>\n<!DOCTYPE svg [\n  <!ENTITY js "javascript:">\n]>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <a href="&js;alert(1)"><text x="10" y="55">Rejestracja</text></a>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/plan-parteru.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" ONLOAD="init()">\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n',
      },
      {
        file: 'public/images/plan-parteru.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <use href="https://example.com/plan.svg#parter" />\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100">\n  <a xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text x="10" y="55">Rejestracja</text></a>\n</svg>\n',
        line: 2,
      },
      {
        file: 'public/images/rejestracja.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <a href="#rejestracja">\n    <set attributeName="href" to="javascript:alert(1)" begin="0s" />\n    <text id="rejestracja" x="10" y="55">Rejestracja</text>\n  </a>\n</svg>\n',
        line: 3,
      },
      {
        file: 'public/images/wejscie.svg',
        text: '<?xml-stylesheet type="text/xsl" href="#arkusz"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n',
      },
      {
        file: 'public/images/wejscie.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">\n  <style>@import url("https://example.com/styl.css");</style>\n  <rect width="200" height="100" fill="#e8f0f8" />\n</svg>\n',
        line: 2,
      },
    ],
  },
  run: checkSvgFiles,
}
