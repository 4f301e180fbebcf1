import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { formatProblem } from '../../../lib/check/problem.ts'
import { mdxProcessor } from '../../../lib/content/mdxCompiler.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { TODAY, check, frontmatter, labLine, labRow, layoutWarning, lineOf, newPage, siteWith } from '../checkHelpers.ts'
import { frozenFile } from '../../frozenSite.ts'

// Each test plants one mistake an editor could make in a copy of the real
// content and asserts the exact line `npm run check` prints for it: file,
// line, column and the Polish message with its fix. The real site has no
// problem (last test), so every line here comes from the planted mistake.
// More planted slips, by class, are in runChecks.slips.test.ts.

describe('MDX that does not compile, in plain Polish', () => {
  test('a comment with a word the compiler reads as an instruction ("@jsx"): its line, though npm run check does not generate the page\'s code', () => {
    expect(check(newPage('Tekst strony.{/* poprawić nagłówek, @jsx h */}'))).toEqual([
      'content/nowa-strona.mdx:7:14: komentarz zawiera „@jsx”: kompilator MDX czyta to słowo jako polecenie i strona się nie zbuduje. Usuń „@” przed „jsx” albo przeredaguj komentarz',
    ])
    // What the compiler does not read as an instruction is not reported either.
    expect(
      check(newPage('Tekst.{/* adres kontakt@jsx.pl; na końcu samo @jsx */}', '', '<Notice title={"@jsx h"}>', '', 'Tekst.', '', '</Notice>')).filter(
        (line) => !line.includes(': uwaga: '),
      ),
    ).toEqual([])
  })

  // npm run check parses every page and checks its tree, but leaves generating its
  // JavaScript to the build (lib/check/rules/kod.ts, pragmaProblems): whatever that
  // stage refuses on a page that parses has to be a line of the check all the same.
  test('everything the compiler refuses after parsing a page, npm run check reports too', () => {
    const refused: Record<string, (text: string) => string>[] = [
      newPage('{/* @jsx h */}'),
      newPage('Tekst {/* zapisane przez @jsxRuntime classic */}'),
      newPage('<Notice title={/* @jsxFrag F */ "Uwaga"}>', '', 'Tekst.', '', '</Notice>'),
      newPage('<Notice {...{ title: "a" }} key="b">', '', 'Tekst.', '', '</Notice>'),
      { 'content/nowa-strona.mdx': () => '---\ntitle: [Nowa strona\n---\n\nTekst.\n' },
      { 'content/nowa-strona.mdx': () => '---\ntitle: Nowa strona\ntitle: Druga\n---\n\nTekst.\n' },
    ]
    for (const edits of refused) {
      const text = edits['content/nowa-strona.mdx']!('')
      const file = new VFile({ path: 'content/nowa-strona.mdx', value: text })
      expect(() => mdxProcessor.runSync(mdxProcessor.parse(file) as never, file), text).toThrow()
      expect(
        check(edits).filter((line) => line.startsWith('content/nowa-strona.mdx:') && !line.includes(': uwaga: ')),
        text,
      ).not.toEqual([])
    }
  })

  test('a "<" in the text', () => {
    expect(check(newPage('Szczepienie dzieci <3 lat bez recepty.'))).toEqual([
      'content/nowa-strona.mdx:7:20: po znaku „<” nie ma nazwy znacznika (w pliku MDX „<” otwiera znacznik). Jeśli to zwykły tekst (np. „<3 lat”), napisz słowo („poniżej 3 lat”) albo &lt;',
    ])
  })

  test('a "{" in the text', () => {
    expect(check(newPage('Ceny {zależnie od wieku} różnią się.'))).toEqual([
      'content/nowa-strona.mdx:7:6: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    ])
  })

  test('a tag that is not closed', () => {
    expect(check(newPage('<Notice title="Uwaga">', '', 'Przynieś książeczkę szczepień.'))).toEqual([
      'content/nowa-strona.mdx:7:1: znacznik <Notice> nie jest zamknięty. Dodaj </Notice> na końcu jego treści albo zakończ go „/>”, jeśli nie ma treści',
    ])
  })

  test('a tag left open inside another: the open one is named at its line, not the outer closing tag', () => {
    expect(check(newPage('<Notice title="Uwaga">', '', '<VisitNote type="prep">', '', 'Przynieś książeczkę szczepień.', '', '</Notice>'))).toEqual([
      'content/nowa-strona.mdx:9:1: znacznik <VisitNote> nie jest zamknięty, a dalej stoi już </Notice>. Zakończ go „/>”, jeśli nie ma treści (np. <VisitNote … />), albo dodaj </VisitNote> na końcu jego treści, przed </Notice>',
    ])
  })

  test('a closing tag misspelt: named at its line, with the tag it should close', () => {
    expect(check(newPage('<Notice title="Uwaga">', '', 'Przynieś książeczkę szczepień.', '', '</Notic>'))).toEqual([
      'content/nowa-strona.mdx:11:1: znacznik zamykający </Notic> nie pasuje do znacznika <Notice> otwartego wyżej („<Notice title="Uwaga">”). Jeśli ma zamknąć ten znacznik, napisz </Notice>; jeśli <Notice> nie ma treści, zakończ go „/>”',
    ])
  })

  test('an HTML tag written the HTML way', () => {
    expect(check(newPage('Pierwsza linia<br>druga linia.'))).toEqual([
      'content/nowa-strona.mdx:7:15: znacznik <br> jest zapisany jak w HTML, bez zamknięcia. W MDX zamknij go ukośnikiem: <br />',
    ])
  })

  test('an attribute value without quotes, a value without an attribute name, a slash inside a tag', () => {
    expect(check(newPage('<Notice title=Ważne>Tekst.</Notice>'))).toEqual([
      'content/nowa-strona.mdx:7:15: wartość atrybutu nie jest w cudzysłowie. Ujmij wartość w cudzysłów, np. title="Szczepienia"',
    ])
    expect(check(newPage('<Notice "Ważne">Tekst.</Notice>'))).toEqual([
      'content/nowa-strona.mdx:7:9: po nazwie znacznika brakuje nazwy atrybutu. Napisz ją przed wartością, np. <Notice title="Ważne">',
    ])
    expect(check(newPage('Zadzwoń <Phone/x>'))).toEqual([
      'content/nowa-strona.mdx:7:16: po ukośniku „/” znacznik musi się skończyć. Zakończ znacznik „/>”, np. <Phone />',
    ])
  })

  test('an HTML comment', () => {
    expect(check(newPage('<!-- do poprawy -->'))).toEqual([
      'content/nowa-strona.mdx:7:1: komentarz HTML „<!-- -->” nie działa w plikach MDX. Napisz komentarz tak: {/* treść komentarza */}',
    ])
  })

  test('an attribute written the HTML way', () => {
    expect(check(newPage('<span class="wazne">Ważne</span>'))).toEqual([
      'content/nowa-strona.mdx:7:1: atrybut class w <span> jest zapisany jak w HTML. W MDX napisz className="..."',
    ])
  })
})

describe('components', () => {
  test('a misspelt component, with the nearest known name', () => {
    expect(check(newPage('Zadzwoń: <Phnoe />.'))).toEqual([
      'content/nowa-strona.mdx:7:10: nie ma komponentu <Phnoe>. Czy chodziło o <Phone>? Jego opis: docs/edycja/znaczniki.md#phone',
    ])
  })

  test('a required prop that is missing', () => {
    expect(check(newPage('Godziny: <OpeningTime />.'))).toEqual([
      'content/nowa-strona.mdx:7:10: komponent <OpeningTime> wymaga atrybutu id. Dopisz go, np. <OpeningTime id="..." />',
    ])
  })

  test('a component written in lower case', () => {
    expect(check(newPage('Zadzwoń: <phone />.'))).toEqual([
      'content/nowa-strona.mdx:7:10: <phone> jest napisane małą literą. Nazwa komponentu zaczyna się wielką literą: <Phone>',
    ])
  })

  test('a prop the component does not have', () => {
    expect(check(newPage('Zadzwoń: <Phone kolor="zielony" />.'))).toEqual([
      'content/nowa-strona.mdx:7:10: komponent <Phone> nie ma atrybutu kolor. Ten komponent przyjmuje: className',
    ])
  })

  test('an id that the data files do not have', () => {
    expect(check(newPage('Godziny: <OpeningTime id="infolnia" />.'))).toEqual([
      expect.stringMatching(
        /^content\/nowa-strona\.mdx:7:10: <OpeningTime id="infolnia">: nie ma takiej wartości w plikach danych\. Czy chodziło o id="infolinia"\? Dostępne: infolinia, /,
      ),
    ])
  })

  test('a price table that vaccinePrices.yaml does not have', () => {
    expect(check(newPage('<VaccinePriceTable table="podróże" />'))).toEqual([
      expect.stringMatching(
        /^content\/nowa-strona\.mdx:7:1: <VaccinePriceTable table="podróże">: nie ma takiej wartości w plikach danych\. Czy chodziło o table="podroze"\?/,
      ),
    ])
  })
})

describe('links and files', () => {
  test('a link to a page that does not exist, at the line of the link', () => {
    expect(check(newPage('Zobacz też:', '', 'Ceny badań są w [cenniku](/badania-laboratoryjn).'))).toEqual([
      'content/nowa-strona.mdx:9:17: strona /badania-laboratoryjn nie istnieje. Czy chodziło o /badania-laboratoryjne? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt',
    ])
  })

  test('an anchor that its target page does not have (heading ids count)', () => {
    const problems = check(newPage('[Jak umówić wizytę](/faq#jak-umowic-wizyte) i [godziny](/faq#godziny-pracy).'))
    expect(problems).toEqual([
      // Nothing on /faq is near enough to be a slip: no guess, only the rule.
      'content/nowa-strona.mdx:7:47: na stronie /faq nie ma kotwicy #godziny-pracy. Kotwica nagłówka to jego słowa małymi literami, bez polskich znaków, połączone myślnikami',
    ])
  })

  test('an anchor on the same page, and a component link', () => {
    expect(check(newPage('## Ceny', '', '[Ceny](#ceny) i [Opis](#opis).', '', '<Cta href="/rezerwacjaa" />'))).toEqual([
      expect.stringMatching(/^content\/nowa-strona\.mdx:9:17: na stronie \/nowa-strona nie ma kotwicy #opis\./),
      expect.stringMatching(/^content\/nowa-strona\.mdx:11:1: strona \/rezerwacjaa nie istnieje\. Czy chodziło o \/rezerwacja\?/),
    ])
  })

  test('a relative link, which breaks depending on the address it is read at', () => {
    expect(check(newPage('Zobacz [pytania](faq) i [stronę](https://example.org).'))).toEqual([
      'content/nowa-strona.mdx:7:8: odnośnik „faq” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /faq',
    ])
    // As an old site's relative links were written: the suggestion is an address the next check accepts, at once.
    expect(check(newPage('[Cennik](../Cennik.html), [o nas](o-nas/), [FAQ](faq.html/#szczepienia) i ![Plan przygotowania](images/prep.svg).'))).toEqual([
      'content/nowa-strona.mdx:7:1: odnośnik „../Cennik.html” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /cennik',
      'content/nowa-strona.mdx:7:27: odnośnik „o-nas/” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /o-nas',
      'content/nowa-strona.mdx:7:44: odnośnik „faq.html/#szczepienia” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /faq#szczepienia',
      'content/nowa-strona.mdx:7:75: ścieżka pliku „images/prep.svg” nie zaczyna się od „/”. Napisz ścieżkę od „/”, bez „public”, np. /images/prep.svg',
    ])
    // Paths as the repository shows them on GitHub: the page's file in content/, a file in public/.
    expect(check(newPage('[FAQ](content/faq.mdx#szczepienia) i [plan](public/images/prep.svg).'))).toEqual([
      'content/nowa-strona.mdx:7:1: odnośnik „content/faq.mdx#szczepienia” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /faq#szczepienia',
      'content/nowa-strona.mdx:7:38: ścieżka pliku „public/images/prep.svg” nie zaczyna się od „/”. Napisz ścieżkę od „/”, bez „public”, np. /images/prep.svg',
    ])
    // A page this site does not have keeps the address as written, for the next check to say so.
    expect(check(newPage('[Stary cennik](stary-cennik.htm).'))).toEqual([
      'content/nowa-strona.mdx:7:1: odnośnik „stary-cennik.htm” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /stary-cennik',
    ])
  })

  test("a page linked by its built file's name, and one with a slash (published without it, so accepted)", () => {
    expect(check(newPage('Zobacz [pytania](/faq.html#szczepienia), [odpowiedzi](/faq/) i [FAQ](/faq.html/).'))).toEqual([
      'content/nowa-strona.mdx:7:8: odnośnik „/faq.html#szczepienia” wskazuje plik strony, a nie jej adres. Napisz /faq#szczepienia',
      'content/nowa-strona.mdx:7:64: odnośnik „/faq.html/” wskazuje plik strony, a nie jej adres. Napisz /faq',
    ])
    // As a browser's address bar or an old site shows them: index.html, capitals, .htm.
    expect(check(newPage('[Start](/index.html), [szczepienia](/szczepienia/index.html?x=1) i [cennik](/cennik.HTM).'))).toEqual([
      'content/nowa-strona.mdx:7:1: odnośnik „/index.html” wskazuje plik strony, a nie jej adres. Napisz /',
      'content/nowa-strona.mdx:7:23: odnośnik „/szczepienia/index.html?x=1” wskazuje plik strony, a nie jej adres. Napisz /szczepienia?x=1',
      'content/nowa-strona.mdx:7:68: odnośnik „/cennik.HTM” wskazuje plik strony, a nie jej adres. Napisz /cennik',
    ])
    // The same, absolute: the address the page or file has on the site.
    expect(
      check(newPage('[FAQ](/content/faq.mdx#szczepienia), [szczepienia](/szczepienia/index.mdx) i ![Plan przygotowania](/public/images/prep.svg).')),
    ).toEqual([
      'content/nowa-strona.mdx:7:1: odnośnik „/content/faq.mdx#szczepienia” wskazuje plik strony, a nie jej adres. Napisz /faq#szczepienia',
      'content/nowa-strona.mdx:7:38: odnośnik „/szczepienia/index.mdx” wskazuje plik strony, a nie jej adres. Napisz /szczepienia',
      'content/nowa-strona.mdx:7:78: ścieżka „/public/images/prep.svg” zawiera folder public/, którego nie ma w adresie pliku. Napisz /images/prep.svg',
    ])
    // A page that this site does not have under that name: its nearest address, not "add the file to public/"; a relative one loses ".html" too.
    expect(check(newPage('[Cennik](/Cennik.html), [stary](/stary-cennik.htm) i [FAQ](faq.html#szczepienia).'))).toEqual([
      'content/nowa-strona.mdx:7:1: strona /Cennik nie istnieje. Czy chodziło o /cennik? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt',
      'content/nowa-strona.mdx:7:25: strona /stary-cennik nie istnieje. Popraw adres albo usuń odnośnik, jeśli tej strony już nie ma. Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt',
      'content/nowa-strona.mdx:7:54: odnośnik „faq.html#szczepienia” nie zaczyna się od „/”. Napisz pełną ścieżkę strony, np. /faq#szczepienia',
    ])
  })

  test('an image that public/ does not have', () => {
    expect(check(newPage('![Plakat akcji szczepień](/images/plakat.png)'))).toEqual([
      'content/nowa-strona.mdx:7:1: plik /images/plakat.png nie istnieje w folderze public/. Dodaj plik do public/images/plakat.png albo popraw nazwę w odnośniku',
    ])
  })
})

describe('frontmatter and data files, at the line of the field or row', () => {
  test('a frontmatter field too short, and one misspelt', () => {
    const page = ['---', 'title: Nowa strona', 'description: "Za krótki opis."', 'group: uslugi', 'tytul: Inny tytuł', '---', '', 'Tekst.', ''].join('\n')
    expect(check({ 'content/nowa-strona.mdx': () => page })).toEqual([
      'content/nowa-strona.mdx:3:14: pole „Pola strony › Opis dla wyszukiwarek” ma mieć od 50 do 160 znaków (teraz: 15 znaków). Zmień długość albo wartość tak, by mieściła się w granicach',
      'content/nowa-strona.mdx:5:1: nieznane pole „tytul”. Czy chodziło o „title”? Popraw nazwę pola albo usuń je',
    ])
  })

  test('a length in Polish: 22 znaki, and an empty field is only empty', () => {
    const page = (description: string) => ['---', 'title: Nowa strona', `description: "${description}"`, 'group: uslugi', '---', '', 'Tekst.', ''].join('\n')
    expect(check({ 'content/nowa-strona.mdx': () => page('Za krótki opis, ma 22.') })).toEqual([
      'content/nowa-strona.mdx:3:14: pole „Pola strony › Opis dla wyszukiwarek” ma mieć od 50 do 160 znaków (teraz: 22 znaki). Zmień długość albo wartość tak, by mieściła się w granicach',
    ])
    // Spaces at the ends are not counted, as the schema and the editor's counter do not count them (it said 'teraz: 50').
    expect(check({ 'content/nowa-strona.mdx': () => page(` ${'x'.repeat(49)}`) })).toEqual([
      'content/nowa-strona.mdx:3:14: pole „Pola strony › Opis dla wyszukiwarek” ma mieć od 50 do 160 znaków (teraz: 49 znaków). Zmień długość albo wartość tak, by mieściła się w granicach',
    ])
    expect(check({ 'content/nowa-strona.mdx': () => page('') })).toEqual([
      expect.stringMatching(/^content\/nowa-strona\.mdx:3:14: pole „Pola strony › Opis dla wyszukiwarek” ma mieć od 50 do 160 znaków\. /),
    ])
  })

  test('frontmatter that is not YAML', () => {
    const page = `${frontmatter.replace('title: Nowa strona', 'title: Cennik: ceny')}Tekst.\n`
    expect(check({ 'content/nowa-strona.mdx': () => page })).toEqual([
      "content/nowa-strona.mdx:2:8: tekst z dwukropkiem nie jest w cudzysłowie. Ujmij całą wartość w apostrofy, np. title: 'Cennik: szczepienia'",
    ])
  })

  test('a price in the wrong format, at its row in the data file', () => {
    const line = labLine('TSH') + 1 // the row's second line, "price:"
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('TSH'), labRow('TSH', '35 złotych')) })).toEqual([
      `content/data/labTests.yaml:${line}:16: pole „Badania laboratoryjne › Tarczyca › TSH › Cena” ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”: walutę pisze się „zł”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#badania-laboratoryjne-contentdatalabtestsyaml`,
    ])
  })

  test('a misspelt field in a row of a data file: one line (the field it should be is not also reported missing)', () => {
    const line = labLine('FT3')
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('FT3'), labRow('FT3').replace('price:', 'prize:')) })).toEqual([
      `content/data/labTests.yaml:${line + 1}:9: nieznane pole „prize” w „Badania laboratoryjne › Tarczyca › FT3”. Czy chodziło o „price”? Popraw nazwę pola albo usuń je`,
    ])
  })

  test('a data file that is not YAML, at the line of the mistake (not where the parser gives up)', () => {
    // A row typed by hand in the one-line form, its "}" forgotten: the parser gives up lines later.
    const line = labLine('FT3')
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('FT3'), '      - { name: FT3, price: "35 zł"\n') })).toEqual([
      `content/data/labTests.yaml:${line}:9: nawias „{” nie jest zamknięty. Dopisz „}” na końcu tej linii, np. { name: TSH, price: "35 zł" }`,
    ])
  })

  test('a tab used for indentation: one line, not one per line after it', () => {
    const line = labLine('FT3')
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace('      - name: FT3\n', '\t    - name: FT3\n') })).toEqual([
      `content/data/labTests.yaml:${line}:1: wcięcie zrobione tabulatorem. Zrób wcięcie spacjami, tak jak w liniach powyżej`,
    ])
  })

  test("hours a visit type's note names but clinic.yaml does not have", () => {
    const line = lineOf('content/data/forms.yaml', 'note: ') // the note is one line: its text starts at column 13
    expect(check({ 'content/data/forms.yaml': (text) => text.replace('{godziny:konsultacje}', '{godziny:konsultacja}') })).toEqual([
      `content/data/forms.yaml:${line}:13: {godziny:konsultacja}: w „Danych placówki” (clinic.yaml) nie ma godzin o kodzie „konsultacja”. Czy chodziło o {godziny:konsultacje}? Kody godzin: infolinia, szczepienia, pobrania, konsultacje, pracownicze, prep, mikrobiota, rehabilitacja`,
    ])
    expect(check({ 'content/data/forms.yaml': (text) => text.replace('{godziny:konsultacje}', '{parking}') })).toEqual([
      `content/data/forms.yaml:${line}:13: {parking}: tego znacznika nie da się tu wypełnić, strona pokaże go tak, jak jest wpisany. Można tu użyć: {telefon}, {godziny-wizyty}, {godziny:KOD}`,
    ])
  })

  test('a placeholder patientInfo.yaml cannot fill', () => {
    const line = lineOf('content/data/patientInfo.yaml', 'text: Jeśli nie możesz przyjść')
    expect(check({ 'content/data/patientInfo.yaml': (text) => text.replace('numerem {telefon}', 'numerem {numer}') })).toEqual([
      `content/data/patientInfo.yaml:${line}:11: {numer}: tego znacznika nie da się tu wypełnić, strona pokaże go tak, jak jest wpisany. Można tu użyć: {telefon}, {parking}, {godziny:KOD}`,
    ])
  })

  test('an impossible date', () => {
    const line = lineOf('content/szczepienia/podroze.mdx', 'nextReview:')
    expect(check({ 'content/szczepienia/podroze.mdx': (text) => text.replace(/nextReview: [\d-]+\n/, 'nextReview: 2027-02-30\n') })).toEqual([
      `content/szczepienia/podroze.mdx:${line}:13: pole „Pola strony › Następne sprawdzenie” ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku`,
    ])
  })

  test('a medical page past its review date is a warning, not an error', () => {
    const line = lineOf('content/szczepienia/podroze.mdx', 'nextReview:')
    const problems = check({
      'content/szczepienia/podroze.mdx': (text) =>
        text.replace(/lastReviewed: [\d-]+\n/, 'lastReviewed: 2025-01-31\n').replace(/nextReview: [\d-]+\n/, 'nextReview: 2026-01-31\n'),
    })
    // Retyped dates are no longer the sample dates: samples.yaml's reminders to delete those entries are another rule's lines.
    expect(problems.filter((line) => !line.startsWith('content/data/samples.yaml:'))).toEqual([
      `content/szczepienia/podroze.mdx:${line}:13: uwaga: termin weryfikacji treści minął (nextReview: 2026-01-31). Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview`,
    ])
  })
})

describe('words, typed facts and duplicates', () => {
  test('an advertising word, at its line and column', () => {
    expect(check(newPage('Oferujemy najlepsze szczepionki.'))).toEqual([
      'content/nowa-strona.mdx:7:11: słowo „najlepsze” ma charakter reklamowy (najlepszy); podmiotom leczniczym nie wolno się reklamować. Napisz informacyjnie: co, kiedy, za ile, bez ocen',
    ])
  })

  // One planted sentence per evaluative word: a warning (not an error) at the word, with what to write instead.
  test.each([
    ['Przyjmuje doświadczony lekarz.', 'doświadczony', 11, 'Ocena, której pacjent nie sprawdzi: napisz, kto przyjmuje, z jakimi kwalifikacjami i od kiedy'],
    ['Oferujemy elastyczne terminy.', 'elastyczne', 11, 'Napisz, w które dni i w jakich godzinach'],
    ['Dogodna lokalizacja w centrum.', 'Dogodna', 1, 'Napisz, gdzie: adres, stacja metra, przystanek, parking'],
    ['Mamy nowoczesne gabinety.', 'nowoczesne', 6, 'Opisz rzeczowo, czym gabinet jest wyposażony'],
    ['Komfortowa poczekalnia.', 'Komfortowa', 1, 'Opisz rzeczowo, co pacjent zastanie'],
    ['Zapewniamy kompleksową opiekę.', 'kompleksową', 12, 'Wymień, co obejmuje usługa'],
    ['Współpracujemy z renomowanym laboratorium.', 'renomowanym', 18, 'Ocena: napisz, czym się zajmuje i od kiedy'],
    ['Zatrudniamy wykwalifikowany personel.', 'wykwalifikowany', 13, 'Podaj kwalifikacje: zawód, specjalizację'],
    ['Profesjonalna obsługa.', 'Profesjonalna', 1, 'Ocena: opisz, co i jak robimy'],
    ['Usługi wysokiej jakości.', 'wysokiej jakości', 8, 'Ocena: napisz, co konkretnie to znaczy'],
    ['## Dlaczego warto przyjść do nas', 'Dlaczego warto', 4, 'Zachęta: napisz rzeczowo, co przychodnia oferuje'],
    ['Gwarantujemy skuteczność.', 'Gwarantujemy', 1, 'Obietnica: wyniku leczenia nie można zagwarantować'],
    ['Troskliwa opieka pielęgniarek.', 'Troskliwa', 1, 'Ocena: opisz, co robimy'],
    ['Stawiamy na indywidualne podejście.', 'indywidualne podejście', 13, 'Ogólnik: napisz, co lekarz robi na wizycie'],
  ])('an evaluative word warns: %s', (sentence, word, column, fix) => {
    expect(check(newPage(sentence))).toEqual([`content/nowa-strona.mdx:7:${column}: uwaga: słowo „${word}” ocenia zamiast informować. ${fix}`])
  })

  test('an evaluative word in a data file warns at its line; a YAML comment naming it is no text of the site', () => {
    const line = labLine('TSH')
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('TSH'), labRow('TSH kompleksowo')) })).toEqual([
      `content/data/labTests.yaml:${line}:19: uwaga: słowo „kompleksowo” ocenia zamiast informować. Wymień, co obejmuje usługa`,
    ])
    // The editor does not keep comments, so one is only off its layout; the rule reklama does not read it.
    expect(check({ 'content/data/labTests.yaml': (text) => `# bez słów typu „kompleksowy”\n${text}` })).toEqual([
      `content/data/labTests.yaml:1:1: ${layoutWarning}`,
    ])
  })

  test('the phone number and opening hours typed by hand', () => {
    expect(check(newPage('Infolinia: 22 100 00 00, czynna 9:00–19:00.'))).toEqual([
      // Quoted as typed (an editor's trial searched its text for the +48 it had not written).
      'content/nowa-strona.mdx:7:12: „22 100 00 00” jest wpisane ręcznie. Wstaw <Phone />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie',
      'content/nowa-strona.mdx:7:33: „9:00–19:00” jest wpisane ręcznie. Wstaw <OpeningTime id="infolinia" />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie',
    ])
  })

  test('the parking and a recommended interval typed by hand', () => {
    expect(check(newPage('Przy placówce jest parking na 10 samochodów. Po antybiotyku odczekaj 7–14 dni.'))).toEqual([
      'content/nowa-strona.mdx:7:31: „10 samochodów” jest wpisane ręcznie. Wstaw <Parking />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie',
      'content/nowa-strona.mdx:7:70: „7–14 dni” jest wpisane ręcznie. Wstaw <Interval id="po-antybiotyku" /> albo <Interval id="przed-podroza-minimum" />, żeby zmiana w pliku content/data/vaccines.yaml zmieniła to wszędzie',
    ])
  })

  test('a topic patientInfo.yaml does not have', () => {
    expect(check(newPage('<PatientInfo topic="platnosci" />'))).toEqual([
      'content/nowa-strona.mdx:7:1: <PatientInfo topic="platnosci">: nie ma takiej wartości w plikach danych. Czy chodziło o topic="platnosc"? Dostępne: co-zabrac, odwolanie, platnosc, kilka-szczepien, dostepnosc',
    ])
  })

  test('two lab tests with one name', () => {
    const line = labLine('FT3')
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('FT3'), labRow('tsh')) })).toEqual([
      `content/data/labTests.yaml:${line}:15: badanie „tsh” jest już w cenniku (kategoria „Tarczyca”). Zostaw jeden wiersz z tym badaniem`,
    ])
  })

  test('two files for one address', () => {
    expect(check({ 'content/kontakt/index.mdx': () => readFileSync(frozenFile('content/kontakt.mdx'), 'utf8') })).toEqual([
      'content/kontakt/index.mdx:1:1: adres /kontakt ma już plik content/kontakt.mdx. Zostaw jeden z tych dwóch plików',
    ])
  })

  test('a file name that cannot be an address', () => {
    expect(check({ 'content/Szczepienia-Grypa.mdx': () => `${frontmatter}Tekst.\n` })).toEqual([
      'content/Szczepienia-Grypa.mdx:1:1: nazwa pliku nie nadaje się na adres strony. Zmień nazwę pliku na szczepienia-grypa.mdx: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki',
    ])
  })
})

describe('the browser editor layout (npm run format)', () => {
  // Two rows of labTests.yaml written the old way, in one line each.
  const oldRows = (tsh: string) => (text: string) =>
    text.replace(labRow('TSH'), `      - { name: TSH, price: "${tsh}" }\n`).replace(labRow('FT4'), '      - { name: FT4, price: "35 zł" }\n')

  test('a data file in the old flow style: one warning, at the first line that differs', () => {
    const line = labLine('TSH')
    expect(runChecks(siteWith({ 'content/data/labTests.yaml': oldRows('35 zł') }), TODAY)).toEqual([
      {
        file: 'content/data/labTests.yaml',
        line,
        column: 1,
        rule: 'uklad-edytora',
        severity: 'warning',
        message: 'plik nie jest zapisany w układzie edytora w przeglądarce (zmiana w edytorze przepisałaby cały plik)',
        fix: 'Uruchom npm run format i zatwierdź zmieniony plik',
      },
    ])
    expect(check({ 'content/data/labTests.yaml': oldRows('35 zł') })).toEqual([`content/data/labTests.yaml:${line}:1: ${layoutWarning}`])
  })

  test('a file that also has an error gives only the error', () => {
    const line = labLine('TSH')
    expect(check({ 'content/data/labTests.yaml': oldRows('35 złotych') })).toEqual([
      `content/data/labTests.yaml:${line}:29: pole „Badania laboratoryjne › Tarczyca › TSH › Cena” ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”: walutę pisze się „zł”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#badania-laboratoryjne-contentdatalabtestsyaml`,
    ])
    // A warning is a problem too: the page past its review date gets that warning only.
    const file = 'content/szczepienia/podroze.mdx'
    const quotedDates = (text: string) =>
      text.replace(/lastReviewed: [\d-]+\n/, 'lastReviewed: "2025-01-31"\n').replace(/nextReview: [\d-]+\n/, 'nextReview: "2026-01-31"\n')
    expect(check({ [file]: quotedDates }).filter((line) => !line.startsWith('content/data/samples.yaml:'))).toEqual([
      `${file}:${lineOf(file, 'nextReview:')}:13: uwaga: termin weryfikacji treści minął (nextReview: 2026-01-31). Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview`,
    ])
  })

  test('a page: an unticked box left out, a value quoted that needs no quotes, fields out of the form order', () => {
    const file = 'content/szczepienia/podroze.mdx'
    const warning = (needle: string) => [`${file}:${lineOf(file, needle)}:1: ${layoutWarning}`]
    expect(check({ [file]: (text) => text.replace('faq: false\n', '') })).toEqual(warning('faq: false'))
    expect(check({ [file]: (text) => text.replace('group: szczepienia\n', 'group: "szczepienia"\n') })).toEqual(warning('group: szczepienia'))
    expect(check({ [file]: (text) => text.replace('group: szczepienia\norder: 2\n', 'order: 2\ngroup: szczepienia\n') })).toEqual(warning('group: szczepienia'))
  })
})

test('the real site has no problem', () => {
  expect(runChecks(process.cwd(), TODAY).map(formatProblem)).toEqual([])
})

describe('fixtures', () => {
  const fixtures = join(import.meta.dirname, '../../fixtures')

  test('a broken fixture: one line per problem, sorted by file and line', () => {
    expect(runChecks(join(fixtures, 'broken'), TODAY).map(formatProblem)).toEqual([
      'content/bez-naglowka.mdx:1:1: plik nie zaczyna się od bloku „---” z polami title, description i group. Skopiuj blok „---” z innej strony i zmień jego pola [pola-strony]',
      'content/data/ceny.yaml:1:1: nie ma opisu (schematu) dla tego pliku danych. Poproś programistę o dodanie go w lib/schemas/dataSchemas.ts [plik-danych]',
      'content/data/navigation.yaml:4:9: pole „Menu i stopka › Przycisk rezerwacji › Adres na tej stronie” ma być ścieżką na tej stronie, np. "/szczepienia/podroze" (małe litery, bez polskich znaków). Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#menu-i-stopka-contentdatanavigationyaml [pola-danych]',
      'content/data/navigation.yaml:7:3: pole „Menu i stopka › Grupy mapy strony › Grupa 6: dokumenty” jest wymagane: ma być tekstem. Dopisz to pole (wzór jest w docs/edycja/pola.md#menu-i-stopka-contentdatanavigationyaml) [pola-danych]',
      'content/data/vaccinePrices.yaml:18:20: pole „Ceny szczepionek › Cennik szczepień dla podróżujących › Wścieklizna › Verorab › Cena za dawkę” ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#ceny-szczepionek-contentdatavaccinepricesyaml [pola-danych]',
      'content/data/vaccinePrices.yaml:24:20: pole „Ceny szczepionek › Cennik szczepień dla podróżujących › Dur brzuszny › Typhim Vi › Cena za dawkę” ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#ceny-szczepionek-contentdatavaccinepricesyaml [pola-danych]',
      'content/Duze-Litery.mdx:1:1: nazwa pliku nie nadaje się na adres strony. Zmień nazwę pliku na duze-litery.mdx: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki [nazwa-pliku]',
      'content/uslugi/zle-pola.mdx:2:1: nieznane pole „tittle”. Czy chodziło o „title”? Popraw nazwę pola albo usuń je [pola-strony]',
      'content/uslugi/zle-pola.mdx:3:14: pole „Pola strony › Opis dla wyszukiwarek” ma mieć od 50 do 160 znaków (teraz: 15 znaków). Zmień długość albo wartość tak, by mieściła się w granicach [pola-strony]',
      'content/uslugi/zle-pola.mdx:4:8: pole „Pola strony › Grupa w mapie strony” ma mieć wartość z listy grup mapy strony (w pliku: podstawowe, szczepienia, uslugi, placowka, pacjent, dokumenty). Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku [pola-strony]',
      'content/uslugi/zle-pola.mdx:5:15: pole „Pola strony › Ostatnio sprawdzone” ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku [pola-strony]',
    ])
  })

  test('a valid fixture: its page past nextReview is a warning only after that date', () => {
    expect(runChecks(join(fixtures, 'valid'), '2027-10-31')).toEqual([])
    expect(runChecks(join(fixtures, 'valid'), '2027-11-02').map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/uslugi\/nowa-usluga\.mdx:\d+:\d+: uwaga: termin weryfikacji treści minął \(nextReview: 2027-11-01\).* \[termin-weryfikacji\]$/,
      ),
    ])
  })
})
