import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { applyEdits } from '../../../lib/check/edits.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { check, labLine, labRow, lineOf, siteWith, TODAY } from '../checkHelpers.ts'
import { frozenFile } from '../../frozenSite.ts'

// The slips editors really make (the catalogue of the check's rules, docs/edycja/sprawdzenie.md, has a rule for each),
// one planted case per class: each either stops at its line with its real
// cause in Polish, or is made harmless. As in runChecks.test.ts, every line
// expected here is the whole output of `npm run check` for the planted slip.

/** The fields of a new page as the browser editor writes them: its body starts on line 8. */
const fields = [
  '---',
  'title: Nowa strona',
  'description: Strona próbna do testów sprawdzania treści, ma poprawne pola i jeden planowany błąd.',
  'group: uslugi',
  'faq: false',
]
/** A new page, content/nowa-strona.mdx, with `body` from line 8. */
const page = (...body: string[]) => ({ 'content/nowa-strona.mdx': () => `${[...fields, '---', '', ...body].join('\n')}\n` })

/** The check's messages for a new page of one line, and that line after all of the check's safe fixes (`--popraw`) at once. */
function fixedLine(line: string) {
  const root = siteWith(page(line))
  const problems = runChecks(root, TODAY).filter((problem) => problem.file === 'content/nowa-strona.mdx')
  const written = readFileSync(join(root, 'content/nowa-strona.mdx'), 'utf8').split('\n')[7]!
  const edits = problems.flatMap((problem) => (problem.edit ? [{ ...problem.edit, line: 1 }] : []))
  return { messages: problems.map((problem) => problem.message), ...applyEdits(written, edits) }
}

describe('characters', () => {
  test('an emoji pasted from a phone and an arrow, at their column, with what to write instead', () => {
    expect(check(page('Zapraszamy 👍🏻 na szczepienia → zobacz cennik.'))).toEqual([
      'content/nowa-strona.mdx:8:12: znaku „👍🏻” (U+1F44D U+1F3FB) nie ma w krojach pisma strony: u części odwiedzających pokaże się pusty kwadrat. Usuń go albo napisz to samo zwykłym tekstem',
      'content/nowa-strona.mdx:8:32: znaku „→” (U+2192) nie ma w krojach pisma strony: u części odwiedzających pokaże się pusty kwadrat. Napisz zamiast niego słowo „zobacz” albo „–”',
    ])
  })

  // The words before it start at a word's start ('kontakt', not 'ontakt'), so the editor can find them.
  test('a zero-width space inside a link: named as invisible, one line (the link is not reported too)', () => {
    expect(check(page('Napisz do nas: [kontakt](/kon\u200btakt).'))).toEqual([
      'content/nowa-strona.mdx:8:30: w tekście jest niewidoczny znak: spacja o zerowej szerokości (U+200B), po „kontakt](/kon”. Usuń go: ustaw kursor tuż za nim i naciśnij Backspace, albo przepisz to słowo',
    ])
  })

  test('a soft hyphen from Word in a price: one line, the invisible character (not the price format)', () => {
    const lab = 'content/data/labTests.yaml'
    expect(check({ [lab]: (text) => text.replace(labRow('TSH'), labRow('TSH', '35\u00ad zł')) })).toEqual([
      `${lab}:${labLine('TSH') + 1}:18: w tekście jest niewidoczny znak: miękki dywiz (U+00AD), po „price: 35”. Usuń go: ustaw kursor tuż za nim i naciśnij Backspace, albo przepisz to słowo`,
    ])
  })

  test('a byte order mark inside a file (two files pasted together): named', () => {
    expect(check(page('Pierwszy akapit.', '\uFEFFDrugi akapit.'))).toEqual([
      'content/nowa-strona.mdx:9:1: w tekście jest niewidoczny znak: niewidoczny znak BOM (U+FEFF), na początku linii. Usuń go: ustaw kursor tuż za nim i naciśnij Backspace, albo przepisz to słowo',
    ])
  })

  test('letters pasted from a PDF or a Mac, each a letter and a separate accent: one line, joined by the fix, not "remove it"', () => {
    const pasted = 'Dostępność placówki opisuje strona kontaktu.'.normalize('NFD')
    expect(check(page(pasted))).toEqual([
      'content/nowa-strona.mdx:8:5: litery „ę”, „ś”, „ć”, „ó” są zapisane jako litera i osobny znak akcentu, jak w tekście skopiowanym z pliku PDF albo na komputerze Mac: wyszukiwarka strony nie znajdzie tych słów, a u części odwiedzających akcent stanie obok litery. Wpisz te litery z klawiatury, usuwając wklejone; nie usuwaj samego akcentu, bo zostanie litera bez niego',
    ])
    // An accent that makes no letter stays an odd character the fonts lack.
    expect(check(page('Dojazd opisuje strona kontaktu.'.replace('strona', 'strq\u0301na')))).toEqual([expect.stringContaining('nie ma w krojach pisma strony')])
  })

  test('a soft hyphen among letters pasted with separate accents: both said, and one fix mends both', () => {
    const { messages, text, refused } = fixedLine(`Dostęp\u00adność placówki`.normalize('NFD'))
    expect(messages).toEqual([
      expect.stringMatching(/^litery „ę”, „ś”, „ć”, „ó” są zapisane jako litera i osobny znak akcentu/),
      expect.stringMatching(/^w tekście jest niewidoczny znak: miękki dywiz \(U\+00AD\)/),
    ])
    expect(refused).toEqual([])
    expect(text).toBe('Dostępność placówki')
  })

  test('a soft hyphen just after the last such letter keeps its own fix, which the letters’ fix does not make', () => {
    const { text, refused } = fixedLine(`placó\u00adwki`.normalize('NFD'))
    expect(refused).toEqual([])
    expect(text).toBe('placówki')
  })

  test('an emoji in a comment is not on the site: no problem', () => {
    expect(check(page('Tekst.{/* 👍 do sprawdzenia */}'))).toEqual([])
  })

  test('a page and a data file saved with Windows line endings and a byte order mark: no problem (the build reads them the same)', () => {
    const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`
    expect(check({ 'content/faq.mdx': windows, 'content/data/labTests.yaml': windows, 'content/szczepienia/podroze.mdx': (text) => `\uFEFF${text}` })).toEqual(
      [],
    )
  })
})

describe('the block of fields at the top of a page', () => {
  /** The fields, then `lines` from line 6 (where the closing `---` belongs). */
  const unclosed = (...lines: string[]) => ({ 'content/nowa-strona.mdx': () => `${[...fields, ...lines].join('\n')}\n` })

  test('its closing line missing: said so at the line where it belongs, not "does not start with ---"', () => {
    expect(check(unclosed('', 'Pierwszy akapit.'))).toEqual([
      'content/nowa-strona.mdx:6:1: blok „---” z polami strony nie jest zamknięty. Dopisz linię „---” po ostatnim polu, przed linią 6',
    ])
    // A `---` further down (a horizontal line in the text) is not taken for it: no YAML message about the text.
    expect(check(unclosed('', 'Pierwszy akapit: tekst.', '', '---', '', 'Stopka.'))).toEqual([
      'content/nowa-strona.mdx:6:1: blok „---” z polami strony nie jest zamknięty. Dopisz linię „---” po ostatnim polu, przed linią 6',
    ])
  })

  test('a lead of two paragraphs, as the browser editor saves it (an empty line inside the value): no problem', () => {
    // The empty line is the value's; the block is closed. (It was read as text after the fields, the closing
    // `---` counted as that text, and the page refused as unclosed.)
    const lead = ['lead: |-', '  Pierwszy akapit wprowadzenia do strony.', '', '  Drugi akapit wprowadzenia.']
    const withLead = (...after: string[]) => ({
      'content/nowa-strona.mdx': () => `${[...fields.slice(0, 4), ...lead, ...fields.slice(4), ...after].join('\n')}\n`,
    })
    expect(check(withLead('---', '', 'Tekst.'))).toEqual([])
    // Still said where the closing line is missing after such a value.
    expect(check(withLead('', 'Pierwszy akapit: tekst.', '', '---', '', 'Stopka.'))).toEqual([
      'content/nowa-strona.mdx:10:1: blok „---” z polami strony nie jest zamknięty. Dopisz linię „---” po ostatnim polu, przed linią 10',
    ])
  })

  test('a fence turned into a dash by a word processor, or one dash short', () => {
    expect(check(unclosed('—', '', 'Tekst.'))).toEqual([
      'content/nowa-strona.mdx:6:1: linia kończąca pola strony ma być dokładnie „---” (trzy łączniki), a jest „—”. Wpisz w niej trzy znaki „-” i nic więcej',
    ])
    expect(check({ 'content/nowa-strona.mdx': () => ['--', ...fields.slice(1), '---', '', 'Tekst.', ''].join('\n') })).toEqual([
      'content/nowa-strona.mdx:1:1: pierwsza linia ma być dokładnie „---” (trzy łączniki), a jest „--”. Wpisz w niej trzy znaki „-” i nic więcej (edytor tekstu mógł zamienić je na pauzę „—”)',
    ])
  })

  test('an empty line before the block', () => {
    expect(check({ 'content/nowa-strona.mdx': () => ['', ...fields, '---', '', 'Tekst.', ''].join('\n') })).toEqual([
      'content/nowa-strona.mdx:1:1: blok „---” z polami strony zaczyna się dopiero w linii 2. Usuń wszystko, co stoi przed pierwszą linią „---”, także puste linie',
    ])
  })

  test('spaces after a fence: the compiler reads the block, so does the check (only the layout differs)', () => {
    expect(check(unclosed('--- ', '', 'Tekst.'))).toEqual([
      'content/nowa-strona.mdx:6:1: uwaga: plik nie jest zapisany w układzie edytora w przeglądarce (zmiana w edytorze przepisałaby cały plik). Uruchom npm run format i zatwierdź zmieniony plik',
    ])
  })
})

describe('text in braces, which MDX compiles as code and the build then fails on', () => {
  test('a word in braces in a sentence, and a sum', () => {
    expect(check(page('Przynieś książeczkę {uwaga} szczepień.', '', 'Dawki {1-2} podaje się w odstępie.'))).toEqual([
      'content/nowa-strona.mdx:8:21: „{uwaga}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
      'content/nowa-strona.mdx:10:7: „{1-2}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    ])
  })

  test('a word in braces on a line of its own', () => {
    expect(check(page('{uwaga}'))).toEqual([
      'content/nowa-strona.mdx:8:1: „{uwaga}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    ])
  })

  test('a prop written as code, not quoted', () => {
    expect(check(page('<Hours only={pobrania} />'))).toEqual([
      'content/nowa-strona.mdx:8:1: wartość atrybutu only w <Hours> nie jest tekstem w cudzysłowie ani listą: „{pobrania}” jest kodem. Ujmij wartość w cudzysłów, np. id="infolinia", a listę zapisz tak: only={["pobrania", "szczepienia"]}',
    ])
  })

  test('a sentence starting with "import" or "export"', () => {
    const message =
      'linia zaczyna się od słowa „import” albo „export”, które w pliku MDX otwiera kod. Zacznij to zdanie inaczej albo wielką literą („Import szczepionek…”)'
    expect(check(page('Tekst.', '', 'import szczepionek trwa tydzień.'))).toEqual([`content/nowa-strona.mdx:10:1: ${message}`])
    expect(check(page('export default 1'))).toEqual([`content/nowa-strona.mdx:8:1: ${message}`])
  })

  test('comments in braces and literal attributes are content: no problem', () => {
    expect(check(page('Tekst w cudzysłowie i 2.{/* komentarz */}', '', '<Hours only={["pobrania"]} />'))).toEqual([])
  })

  test('a literal in braces in the text is code too: the build refuses every expression but a comment (lib/content/remarkContentGuard.ts)', () => {
    expect(check(page('Tekst {"w cudzysłowie"} i {2}.'))).toEqual([
      'content/nowa-strona.mdx:8:7: „{"w cudzysłowie"}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
      'content/nowa-strona.mdx:8:27: „{2}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}',
    ])
  })
})

describe('links outside the text of a page', () => {
  const navigation = 'content/data/navigation.yaml'

  test('a menu entry to a page that does not exist, and to an anchor its page does not have', () => {
    expect(
      check({
        [navigation]: (text) =>
          text.replace('href: /mikrobiota\n', 'href: /mikrobiot\n').replace('href: /szczepienia#dorosli\n', 'href: /szczepienia#dorosly\n'),
      }),
    ).toEqual([
      `${navigation}:${lineOf(navigation, 'href: /mikrobiota')}:15: strona /mikrobiot nie istnieje. Czy chodziło o /mikrobiota? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt`,
      `${navigation}:${lineOf(navigation, 'href: /szczepienia#dorosli')}:15: na stronie /szczepienia nie ma kotwicy #dorosly. Czy chodziło o #dorosli? Kotwica nagłówka to jego słowa małymi literami, bez polskich znaków, połączone myślnikami`,
    ])
  })

  test("a page's image beside the title that public/ does not have", () => {
    const prep = 'content/prep.mdx'
    expect(check({ [prep]: (text) => text.replace('src: /images/prep.svg', 'src: /images/prep-hiv.svg') })).toEqual([
      `${prep}:${lineOf(prep, 'src: /images/prep.svg')}:8: plik /images/prep-hiv.svg nie istnieje w folderze public/. Dodaj plik do public/images/prep-hiv.svg albo popraw nazwę w odnośniku`,
    ])
  })

  test('a deleted page: every link to it, the menu too, and no unrelated page suggested', () => {
    // samples.yaml's entries of the deleted page (its review dates) are reported by their own rule.
    const problems = check({ 'content/mikrobiota.mdx': () => null }).filter((line) => !line.startsWith('content/data/samples.yaml:'))
    const fix =
      'Popraw adres albo usuń odnośnik, jeśli tej strony już nie ma. Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt'
    expect(problems).toContain(`${navigation}:${lineOf(navigation, 'href: /mikrobiota')}:15: strona /mikrobiota nie istnieje. ${fix}`)
    expect(problems.length).toBeGreaterThan(3)
    for (const line of problems)
      expect(line).toMatch(new RegExp(`^content/[\\w/.-]+:\\d+:\\d+: strona /mikrobiota nie istnieje\\. ${fix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })
})

describe('links in a page that point the wrong way', () => {
  test("another site's address without https://, and an e-mail address as a link", () => {
    expect(check(page('Zobacz [stronę Rzecznika](www.gov.pl/web/rpp).', '', 'Napisz na [adres](rejestracja@example.org).'))).toEqual([
      'content/nowa-strona.mdx:8:8: odnośnik „www.gov.pl/web/rpp” prowadzi do innej strony, a nie ma na początku https://. Napisz pełny adres: https://www.gov.pl/web/rpp',
      'content/nowa-strona.mdx:10:11: odnośnik „rejestracja@example.org” to adres e-mail bez „mailto:”. Napisz mailto:rejestracja@example.org; adres przychodni wstawia znacznik <Email />',
    ])
  })
  test("a page's section written as a page of its own: its section is suggested, not the nearest address by its letters", () => {
    expect(check(page('Zobacz [szczepienia dorosłych](/szczepienia/dorosli) i [ceny](/cenik).'))).toEqual([
      'content/nowa-strona.mdx:8:8: strona /szczepienia/dorosli nie istnieje. Czy chodziło o /szczepienia#dorosli? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt',
      'content/nowa-strona.mdx:8:56: strona /cenik nie istnieje. Czy chodziło o /cennik? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt',
    ])
  })

  // A picture copied from a web page or a chat and pasted as text: thousands of letters, which the message leaves out.
  test('an image pasted as data: said to be one, with its address cut short, and where to put the file', () => {
    const pasted = `data:image/png;base64,${'iVBORw0KGgo'.repeat(400)}`
    const problems = check(page('Tekst.', '', `![Gabinet zabiegowy przychodni](${pasted})`))
    expect(problems).toEqual([
      'content/nowa-strona.mdx:10:1: obraz jest wklejony do tekstu jako dane („data:image/png;base64,…”), a nie wstawiony jako plik. Zapisz obraz jako plik w folderze public/images/ (w edytorze: dodaj go do biblioteki mediów) i wstaw go ścieżką, np. ![opis obrazu](/images/plik.jpg)',
    ])
    expect(check(page('Tekst.', '', `![](${pasted})`)).join('\n')).not.toContain('iVBORw0KGgo')
  })
})

describe('an address typed as text, which the site does not make a link', () => {
  test('a web address, one without https:// and an e-mail: each at its column, with the link to write; the full stop after it is not part of it', () => {
    expect(check(page('Więcej na https://www.gov.pl/web/gis. Zobacz też www.who.int,', 'a pytania wyślij na iod@example.org.'))).toEqual([
      'content/nowa-strona.mdx:8:11: adres „https://www.gov.pl/web/gis” jest zwykłym tekstem: na stronie nie będzie odnośnikiem. Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://www.gov.pl/web/gis)',
      'content/nowa-strona.mdx:8:50: adres „www.who.int” jest zwykłym tekstem: na stronie nie będzie odnośnikiem. Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://www.who.int)',
      'content/nowa-strona.mdx:9:21: adres „iod@example.org” jest zwykłym tekstem: na stronie nie będzie odnośnikiem. Napisz go jako odnośnik: [iod@example.org](mailto:iod@example.org)',
    ])
    // Typed in capitals (Caps Lock, a copied letterhead), as GitHub would have linked it too.
    expect(check(page('Strona: WWW.WHO.INT albo HTTPS://PACJENT.GOV.PL'))).toEqual([
      'content/nowa-strona.mdx:8:9: adres „WWW.WHO.INT” jest zwykłym tekstem: na stronie nie będzie odnośnikiem. Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://WWW.WHO.INT)',
      'content/nowa-strona.mdx:8:26: adres „HTTPS://PACJENT.GOV.PL” jest zwykłym tekstem: na stronie nie będzie odnośnikiem. Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](HTTPS://PACJENT.GOV.PL)',
    ])
  })

  // GitHub's way to make a link of an address; MDX reads "<" as a tag and stops at
  // one of several places (after "https:", at "@", at the end of the paragraph).
  test('an address in angle brackets, as GitHub writes a link: at its "<", with the link to write, whatever the compiler tripped on', () => {
    expect(check(page('Więcej na <https://www.gov.pl/web/gis>.'))).toEqual([
      'content/nowa-strona.mdx:8:11: adres w nawiasach ostrych „<https://www.gov.pl/web/gis>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://www.gov.pl/web/gis)',
    ])
    expect(check(page('Pytania: <iod@example.org>'))).toEqual([
      'content/nowa-strona.mdx:8:10: adres w nawiasach ostrych „<iod@example.org>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz go jako odnośnik: [iod@example.org](mailto:iod@example.org)',
    ])
    expect(check(page('Zobacz <www.who.int> i <mailto:iod@example.org>.'))).toEqual([
      'content/nowa-strona.mdx:8:8: adres w nawiasach ostrych „<www.who.int>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz go jako odnośnik ze słowami, dokąd prowadzi: [nazwa strony](https://www.who.int)',
    ])
    // Any scheme: a phone number as GitHub would link it, an address the site's links may not lead to.
    expect(check(page('Zadzwoń: <tel:+48221234567>.'))).toEqual([
      'content/nowa-strona.mdx:8:10: adres w nawiasach ostrych „<tel:+48221234567>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz go jako odnośnik: [+48221234567](tel:+48221234567); numer przychodni wstawia znacznik <Phone />',
    ])
    expect(check(page('Stara strona: <http://example.org/a>, a tu <javascript:alert(1)>.'))).toEqual([
      'content/nowa-strona.mdx:8:15: adres w nawiasach ostrych „<http://example.org/a>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz https:// zamiast http:// i zapisz go jako odnośnik: [nazwa strony](https://…); strony, które nie działają przez https, nie linkuj',
    ])
    expect(check(page('Skrypt: <javascript:alert(1)>.'))).toEqual([
      'content/nowa-strona.mdx:8:9: adres w nawiasach ostrych „<javascript:alert(1)>” nie działa w pliku MDX („<” otwiera w nim znacznik). Odnośnik może prowadzić do strony (https://…), adresu e-mail (mailto:…), numeru telefonu (tel:…) albo ścieżki tej strony (/…)',
    ])
    expect(check(page('Napisz: <rejestracja@example.org?subject=Wizyta>'))).toEqual([
      'content/nowa-strona.mdx:8:9: adres w nawiasach ostrych „<rejestracja@example.org?subject=Wizyta>” nie działa w pliku MDX („<” otwiera w nim znacznik). Napisz go jako odnośnik: [rejestracja@example.org](mailto:rejestracja@example.org?subject=Wizyta)',
    ])
  })

  test("an address inside a link, in code, or the clinic's own e-mail (which has its own line): not reported as text", () => {
    const clinicEmail = /^email: (.+)$/m.exec(readFileSync(frozenFile('content/data/clinic.yaml'), 'utf8'))![1]!
    const problems = check(page('Zobacz [www.gov.pl/web/gis](https://www.gov.pl/web/gis) i `https://example.org`.', '', `Napisz: ${clinicEmail}.`))
    expect(problems.filter((line) => line.includes('zwykłym tekstem'))).toEqual([])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('<Email />')
  })
})

describe('YAML: indentation says indentation, a colon says quotes, a lost "- " says so', () => {
  const clinic = 'content/data/clinic.yaml'
  const team = 'content/data/team.yaml'
  const services = 'content/data/services.yaml'

  test('a field indented one space too little, with the column it belongs at and the line to line up with', () => {
    expect(check({ [clinic]: (text) => text.replace('\n    opens: 9:00\n', '\n   opens: 9:00\n') })).toEqual([
      `${clinic}:${lineOf(clinic, 'opens: 9:00')}:1: wcięcie: pole „opens” zaczyna się w kolumnie 4, a pola na tym poziomie w kolumnie 5. Wyrównaj je do kolumny 5 (4 spacje na początku linii), tak jak „days” w linii ${lineOf(clinic, 'days:')}`,
    ])
  })

  test('a field indented too far: not "a text with a colon" on the line above', () => {
    const line = lineOf(team, 'role: Lekarz – konsultacje')
    expect(check({ [team]: (text) => text.replace('    role: Lekarz – konsultacje', '      role: Lekarz – konsultacje') })).toEqual([
      `${team}:${line}:1: wcięcie: pole „role” zaczyna się w kolumnie 7, a pola na tym poziomie w kolumnie 5. Wyrównaj je do kolumny 5 (4 spacje na początku linii), tak jak „name” w linii ${line - 1}`,
    ])
  })

  test("a page's field indented wrongly, at its line in the page", () => {
    const prep = 'content/prep.mdx'
    const line = lineOf(prep, '  alt: ')
    expect(check({ [prep]: (text) => text.replace('\n  alt: ', '\n alt: ') })).toEqual([
      `${prep}:${line}:1: wcięcie: pole „alt” zaczyna się w kolumnie 2, a pola na tym poziomie w kolumnie 3. Wyrównaj je do kolumny 3 (2 spacje na początku linii), tak jak „src” w linii ${line - 1}`,
    ])
  })

  test('a list item that lost its "- ": at the line, and only that line (not the pages linking to the team)', () => {
    const line = lineOf(team, '- szczepienia ochronne')
    expect(check({ [team]: (text) => text.replace('      - szczepienia ochronne', '      szczepienia ochronne') })).toEqual([
      `${team}:${line}:7: linia w liście nie zaczyna się od „- ”. Dopisz „- ” na początku linii, tak jak w linii ${line - 1}`,
    ])
  })

  test('a list item holding a colon: the quotes, not "ma być tekstem"', () => {
    const line = lineOf(services, '- badanie funkcjonalne i plan terapii')
    expect(check({ [services]: (text) => text.replace('- badanie funkcjonalne i plan terapii', '- Badanie: funkcjonalne i plan terapii') })).toEqual([
      `${services}:${line}:9: tekst z dwukropkiem nie jest w cudzysłowie. Ujmij całą wartość w apostrofy: - 'Badanie: funkcjonalne i plan terapii'`,
    ])
  })

  test('a text with a colon in typographic quotes (from Word): those quotes named, the apostrophes to use instead', () => {
    const line = lineOf(services, '- badanie funkcjonalne i plan terapii')
    expect(check({ [services]: (text) => text.replace('- badanie funkcjonalne i plan terapii', '- „Badanie: funkcjonalne i plan terapii”') })).toEqual([
      `${services}:${line}:9: tekst z dwukropkiem jest w cudzysłowie drukarskim „…”, którego YAML nie uznaje za cudzysłów. Zamień go na apostrofy: - 'Badanie: funkcjonalne i plan terapii'`,
    ])
    expect(check({ 'content/prep.mdx': (text) => text.replace('title: Profilaktyka HIV – PrEP', 'title: “Profilaktyka HIV: PrEP”') })).toEqual([
      `content/prep.mdx:2:8: tekst z dwukropkiem jest w cudzysłowie drukarskim “…”, którego YAML nie uznaje za cudzysłów. Zamień go na apostrofy: title: 'Profilaktyka HIV: PrEP'`,
    ])
  })
})

describe('lines quietly joined to the line above', () => {
  test('a data file\'s list item that lost its "- " where the parser joins it to the item above: a warning', () => {
    const services = 'content/data/services.yaml'
    const line = lineOf(services, '- terapia bólu kręgosłupa i stawów')
    expect(check({ [services]: (text) => text.replace('      - terapia bólu kręgosłupa i stawów', '        terapia bólu kręgosłupa i stawów') })).toEqual([
      `${services}:${line}:9: uwaga: linia „terapia bólu kręgosłupa i stawów” jest dalszym ciągiem wartości z linii powyżej i zostanie z nią połączona („badanie funkcjonalne i plan terapii terapia…”). Jeśli to osobna pozycja listy, zacznij ją od „- ”; jeśli dalszy ciąg tekstu, dopisz go na końcu linii powyżej`,
    ])
  })

  test('a page\'s list item that lost its "- " or its number: a warning', () => {
    expect(check(page('- pierwszy punkt', 'drugi punkt', '- trzeci punkt', '', '1. raz', 'dwa'))).toEqual([
      'content/nowa-strona.mdx:9:1: uwaga: linia „drugi punkt” dokleja się do punktu listy nad nią („pierwszy punkt”). Jeśli to osobny punkt, zacznij linię od „- ”; jeśli dalszy ciąg punktu, dopisz go na końcu linii powyżej',
      'content/nowa-strona.mdx:13:1: uwaga: linia „dwa” dokleja się do punktu listy nad nią („raz”). Jeśli to osobny punkt, zacznij linię od „2. ”; jeśli dalszy ciąg punktu, dopisz go na końcu linii powyżej',
    ])
  })

  test('a list item continued on an indented line is what the editor meant: no problem', () => {
    expect(check(page('- pierwszy punkt,', '  ciąg dalszy punktu', '- drugi punkt'))).toEqual([])
  })
})

describe('Markdown tables', () => {
  const cookies = 'content/polityka-cookies.mdx'
  const row = '| `cookie-consent` | niezbędne | ten serwis | zapamiętuje, czy zaakceptowano, odrzucono czy dostosowano pliki cookies | 12 miesięcy |'

  test('a row that lost a "|": its cells shift, one stays empty', () => {
    expect(check({ [cookies]: (text) => text.replace(row, row.replace('cookies | 12', 'cookies 12')) })).toEqual([
      `${cookies}:${lineOf(cookies, row)}:1: ten wiersz tabeli ma 4 komórki, a nagłówek 5. Sprawdź, czy między komórkami nie brakuje znaku „|”; pustą komórkę też zamknij „|”`,
    ])
  })

  test('a delimiter row with one column too few: the whole table would be a paragraph of pipes', () => {
    const line = lineOf(cookies, row) - 1
    expect(check({ [cookies]: (text) => text.replace(`|---|---|---|---|---|\n${row}`, `|---|---|---|---|\n${row}`) })).toEqual([
      `${cookies}:${line}:1: wiersz z kreskami pod nagłówkiem tabeli ma 4 kolumny, a nagłówek 5: tabela pokaże się jako zwykły tekst. Wpisz tyle „---” między znakami „|”, ile kolumn ma nagłówek, np. | --- | --- | --- | --- | --- |`,
    ])
  })

  test('a delimiter row lost, or typed in dashes a word processor made', () => {
    expect(check(page('| Badanie | Materiał |', '| TSH | krew |'))).toEqual([
      'content/nowa-strona.mdx:9:1: pod pierwszym wierszem tabeli nie ma wiersza z kreskami („| --- | --- |”): tabela pokaże się jako zwykły tekst. Wstaw pod nagłówkiem linię | --- | --- | (zwykłe łączniki „-”, tyle „---”, ile kolumn)',
    ])
    expect(check(page('| Badanie | Materiał |', '|–––|–––|', '| TSH | krew |'))).toEqual([
      'content/nowa-strona.mdx:9:1: wiersz z kreskami pod nagłówkiem tabeli jest zapisany pauzami „–” zamiast łączników „-”: tabela pokaże się jako zwykły tekst. Wpisz w nim zwykłe łączniki, np. | --- | --- |',
    ])
  })
})

describe('structure of a page', () => {
  test('a "# " heading in the body: a second h1', () => {
    expect(check(page('# Szczepienia', '', 'Tekst.'))).toEqual([
      'content/nowa-strona.mdx:8:1: nagłówek „Szczepienia” jest drugim tytułem strony (h1). Tytuł strony to pole „Tytuł strony” (w pliku: title); ten nagłówek zacznij od „## ”',
    ])
  })

  test('a heading that skips a level: a warning', () => {
    expect(check(page('## Ceny', '', 'Tekst.', '', '#### Dzieci', '', 'Tekst.'))).toEqual([
      'content/nowa-strona.mdx:12:1: uwaga: nagłówek „Dzieci” (####) pomija poziom: przed nim nie ma nagłówka ###. Zacznij go od „### ” albo dodaj nad nim nagłówek „### ”',
    ])
  })

  test('an image without a description (its alt): at its line', () => {
    expect(check(page('Tekst.', '', '![](/images/prep.svg)'))).toEqual([
      'content/nowa-strona.mdx:10:1: obraz /images/prep.svg nie ma opisu dla osób, które go nie widzą. Wpisz w nawiasie kwadratowym, co przedstawia (co najmniej 5 znaków), np. ![Wejście do przychodni od ulicy](/images/prep.svg)',
    ])
    expect(check(page('Tekst.', '', '![Tabletka i serce na jasnym tle](/images/prep.svg)'))).toEqual([])
  })

  test('a component inside backticks ships its code: a warning', () => {
    expect(check(page('Zadzwoń: `<Phone />`.'))).toEqual([
      'content/nowa-strona.mdx:8:10: uwaga: znacznik <Phone /> stoi między znakami „`”: strona pokaże jego zapis, a nie to, co znacznik wstawia. Usuń znaki „`” wokół znacznika; zostaw je tylko wtedy, gdy strona ma pokazać sam zapis znacznika',
    ])
  })
})

describe('hours typed by hand, in the forms Polish people write them, everywhere an editor types', () => {
  test('in the text of a page: the component of the schedule they repeat, or the note that clinic.yaml lacks them', () => {
    expect(check(page('Pobieramy krew pon.–pt. 7–11, szczepimy w godz. 16.00-20.00.', '', 'W soboty szczepimy od 9:00 do 13:30.'))).toEqual([
      'content/nowa-strona.mdx:8:16: „pon.–pt. 7–11” jest wpisane ręcznie. Wstaw <OpeningTime id="pobrania" />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie',
      'content/nowa-strona.mdx:8:43: „godz. 16.00-20.00” jest wpisane ręcznie. Wstaw <OpeningTime id="szczepienia" /> albo <OpeningTime id="prep" />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie',
      'content/nowa-strona.mdx:10:20: „od 9:00 do 13:30” jest wpisane ręcznie. Wstaw <OpeningTime id="…" />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie; takich godzin nie ma jeszcze w pliku content/data/clinic.yaml: dopisz je tam (lista „Godziny otwarcia”)',
    ])
  })

  test("in a page's lead: the {godziny:ID} placeholder, which the page fills from clinic.yaml", () => {
    const file = 'content/szczepienia/podroze.mdx'
    const line = lineOf(file, 'lead: ')
    expect(
      check({ [file]: (text) => text.replace('lead: Przed wyjazdem', 'lead: Porady od poniedziałku do piątku w godzinach 9:00–19:00. Przed wyjazdem') }),
    ).toEqual([
      `${file}:${line}:14: „od poniedziałku do piątku w godzinach 9:00–19:00” jest wpisane ręcznie. Wpisz {godziny:infolinia}, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie`,
    ])
  })

  test("in a data file's text: the placeholder where the text takes one, otherwise the text without hours", () => {
    const info = 'content/data/patientInfo.yaml'
    const services = 'content/data/services.yaml'
    expect(
      check({
        [info]: (text) => text.replace('pod numerem {telefon} ({godziny:infolinia})', 'pod numerem {telefon} (od 9:00 do 19:00)'),
        [services]: (text) => text.replace('- badanie funkcjonalne i plan terapii', '- badanie funkcjonalne i plan terapii, pn-pt 8-20'),
      }),
    ).toEqual([
      `${info}:${lineOf(info, '({godziny:infolinia})')}:101: „od 9:00 do 19:00” jest wpisane ręcznie. Wpisz {godziny:infolinia}, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie`,
      `${services}:${lineOf(services, '- badanie funkcjonalne i plan terapii')}:46: „pn-pt 8-20” jest wpisane ręcznie. Godziny są w pliku content/data/clinic.yaml: napisz ten tekst bez nich (w treści strony godziny wstawia <OpeningTime id="…" /> albo <Hours />)`,
    ])
  })

  test('what only looks like hours is left alone: ages, doses, lab values, dates, prices, references', () => {
    expect(
      check(
        page(
          'Szczepimy dzieci od 2 do 18 lat; 2–3 dawki w odstępie kilku tygodni.',
          '',
          'Norma leukocytów 4.00–10.00 tys./µl, TSH 0.27–4.20 mIU/l. Akcja trwa 1.05–30.09, koszt 16.00 zł.',
          '',
          'Badania wykonuj 8–12 godzin po posiłku. Cytat (J 3:16, Łk 10:25–37).',
        ),
      ),
      // 16.00 zł is a price, not hours: said as a price typed by hand, and nothing else.
    ).toEqual([
      'content/nowa-strona.mdx:10:88: „16.00 zł” jest wpisane ręcznie. Wstaw <Price id="…" />, żeby zmiana w pliku content/data/priceList.yaml zmieniła to wszędzie; tej ceny nie ma jeszcze w pliku content/data/priceList.yaml: dopisz tam usługę z jej ceną (ceny szczepionek podaje tabela <VaccinePriceTable />)',
    ])
  })

  test("a placeholder in a page's fields that clinic.yaml cannot fill, and a description too long once filled", () => {
    const file = 'content/szczepienia/podroze.mdx'
    expect(check({ [file]: (text) => text.replace('lead: Przed wyjazdem', 'lead: Porady {godziny:porady}. Przed wyjazdem') })).toEqual([
      `${file}:${lineOf(file, 'lead: ')}:7: {godziny:porady}: w „Danych placówki” (clinic.yaml) nie ma godzin o kodzie „porady”. Kody godzin: infolinia, szczepienia, pobrania, konsultacje, pracownicze, prep, mikrobiota, rehabilitacja`,
    ])
    const description =
      'Medycyna podróży w Warszawie: porada lekarska przed wyjazdem {godziny:infolinia}, profilaktyka malarii oraz 24 szczepionki dla podróżnych.'
    expect(check({ [file]: (text) => text.replace(/^description: .*$/m, `description: '${description}'`) })).toEqual([
      `${file}:${lineOf(file, 'description: ')}:14: pole "description" po wstawieniu godzin ma 167 znaków, a może mieć najwyżej 160. Skróć tekst tego pola`,
    ])
  })
})

describe('prices typed by hand in a page', () => {
  test("a price in a page's description: written without it (no component works there)", () => {
    const prep = 'content/prep.mdx'
    expect(check({ [prep]: (text) => text.replace("description: 'PrEP, czyli", "description: 'Konsultacja 150 zł. PrEP, czyli") })).toEqual([
      `${prep}:3:27: „150 zł” jest wpisane ręcznie. Ceny są w danych (content/data/priceList.yaml, content/data/vaccinePrices.yaml): napisz ten tekst bez ceny; w treści strony cenę wstawia <Price id="…" />`,
    ])
  })

  test('a price of priceList.yaml names its <Price>; another one says to add it there first', () => {
    expect(check(page('Porada przed podróżą kosztuje 200 zł, a badanie 999 zł.'))).toEqual([
      'content/nowa-strona.mdx:8:31: „200 zł” jest wpisane ręcznie. Wstaw <Price id="porada-podroznicza" /> (cena usługi „Porada lekarska przed podróżą (medycyna podróży, profilaktyka malarii)”) albo <Price id="wizyta-kontrolna-prep" /> (cena usługi „Wizyta kontrolna PrEP (omówienie wyników, recepta)”), żeby zmiana w pliku content/data/priceList.yaml zmieniła to wszędzie',
      'content/nowa-strona.mdx:8:49: „999 zł” jest wpisane ręcznie. Wstaw <Price id="…" />, żeby zmiana w pliku content/data/priceList.yaml zmieniła to wszędzie; tej ceny nie ma jeszcze w pliku content/data/priceList.yaml: dopisz tam usługę z jej ceną (ceny szczepionek podaje tabela <VaccinePriceTable />)',
    ])
  })
})

describe('one mistake, one line', () => {
  test('a YAML mistake in team.yaml: its line only, not the anchors of the team page that other pages link to', () => {
    const team = 'content/data/team.yaml'
    const line = lineOf(team, 'role: Lekarz – konsultacje')
    const problems = check({ [team]: (text) => text.replace('    role: Lekarz – konsultacje', '   role: Lekarz – konsultacje') })
    expect(problems).toEqual([
      `${team}:${line}:1: wcięcie: pole „role” zaczyna się w kolumnie 4, a pola na tym poziomie w kolumnie 5. Wyrównaj je do kolumny 5 (4 spacje na początku linii), tak jak „name” w linii ${line - 1}`,
    ])
  })

  test.each(['30.02.2027', '2027-2-3', '2027-02-30', '21 listopada 2027', '2027/11/21', '2027–11–21'])('a wrong date (%s): one line', (date) => {
    const file = 'content/szczepienia/podroze.mdx'
    expect(check({ [file]: (text) => text.replace(/nextReview: [\d-]+/, `nextReview: ${date}`) })).toEqual([
      `${file}:${lineOf(file, 'nextReview:')}:13: pole „Pola strony › Następne sprawdzenie” ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku`,
    ])
  })

  test.each([
    ['21.11.2026', ': zapisz „2026-11-21”'],
    ['2026-11-31', ''],
    ['21 listopada 2026', ''],
  ])('a wrong date in lastReviewed (%s): one line, nextReview not also "earlier"; written day first, the date to write', (date, meant) => {
    const file = 'content/szczepienia/podroze.mdx'
    expect(check({ [file]: (text) => text.replace(/lastReviewed: [\d-]+/, `lastReviewed: ${date}`) })).toEqual([
      `${file}:${lineOf(file, 'lastReviewed:')}:15: pole „Pola strony › Ostatnio sprawdzone” ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”${meant}. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku`,
    ])
  })

  test('a sample value mistyped while being replaced: its line, not also "the sample is gone" in samples.yaml', () => {
    const clinic = 'content/data/clinic.yaml'
    expect(check({ [clinic]: (text) => text.replace('email: rejestracja@przychodnia.example', 'email: rejestracja@przychodnia') })).toEqual([
      `${clinic}:${lineOf(clinic, 'email:')}:8: pole „Dane placówki › E-mail” ma być adresem e-mail, np. „rejestracja@przychodnia.pl”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#dane-placówki-contentdataclinicyaml`,
    ])
  })

  test('a wrong date in a data file: one line', () => {
    const clinic = 'content/data/clinic.yaml'
    expect(check({ [clinic]: (text) => text.replace('registrationDate: 2009-05-12', 'registrationDate: 12.05.2009') })).toEqual([
      `${clinic}:${lineOf(clinic, 'registrationDate:')}:21: pole „Dane placówki › Dane rejestrowe › Data rejestracji” ma być istniejącą datą w formacie „RRRR-MM-DD”, np. „2025-03-13”: zapisz „2009-05-12”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#dane-placówki-contentdataclinicyaml`,
    ])
  })

  test('a misspelt field of a page: one line, the field it should be not also reported missing', () => {
    expect(check({ 'content/nowa-strona.mdx': () => [...fields.map((line) => line.replace('title:', 'tytul:')), '---', '', 'Tekst.', ''].join('\n') })).toEqual(
      ['content/nowa-strona.mdx:2:1: nieznane pole „tytul”. Czy chodziło o „title”? Popraw nazwę pola albo usuń je'],
    )
  })
})

describe('a row added to the team and not filled in yet', () => {
  const team = 'content/data/team.yaml'
  const addedFirst = (row: string) => ({ [team]: (text: string) => text.replace('members:\n', `members:\n${row}`) })
  const doc = 'docs/edycja/pola.md#zespół-contentdatateamyaml'

  test('as the browser editor saves it: each empty field once; not its code, which the editor makes from the name', () => {
    expect(check(addedFirst("  - name: ''\n    role: ''\n    specializations: []\n    bio: ''\n"))).toEqual([
      `${team}:2:11: pole „Zespół › Osoby › pozycja 1 › Tytuł, imię i nazwisko” nie może być puste. Wpisz tekst`,
      `${team}:3:11: pole „Zespół › Osoby › pozycja 1 › Funkcja” nie może być puste. Wpisz tekst`,
      `${team}:4:22: pole „Zespół › Osoby › pozycja 1 › Zakres pracy” ma mieć co najmniej 1 pozycję. Dodaj co najmniej jedną pozycję`,
      `${team}:5:10: pole „Zespół › Osoby › pozycja 1 › O osobie” nie może być puste. Wpisz tekst`,
    ])
  })

  test('typed by hand with fields left out: one line names them all (at one spot only the first was said)', () => {
    expect(check(addedFirst('  - name: Jan Nowak\n    role: Rejestracja\n'))).toEqual([
      `${team}:2:5: w „Zespół › Jan Nowak” brakuje wymaganych pól: „Kod osoby”, „Zakres pracy”, „O osobie”. Dopisz je (wzór jest w ${doc})`,
    ])
    // With the name left out too, the code (made from it) is not asked for: the name is.
    expect(check(addedFirst('  - role: Rejestracja\n'))).toEqual([
      `${team}:2:5: w „Zespół › Osoby › pozycja 1” brakuje wymaganych pól: „Tytuł, imię i nazwisko”, „Zakres pracy”, „O osobie”. Dopisz je (wzór jest w ${doc})`,
    ])
  })
})

describe('a question of the FAQ with fields left out or misspelt', () => {
  const faq = 'content/data/faq.yaml'
  const first = (text: string) => text.replace(/^questions:\n {2}- question: (.*)\n[\s\S]*?(?=\n {2}- question:)/, 'questions:\n  - question: $1$CHANGED')
  test('its category (one of a list) and its answer left out: one line names both', () => {
    const problems = check({ [faq]: (text) => first(text).replace('$CHANGED', '') })
    expect(problems).toEqual([expect.stringMatching(/^content\/data\/faq\.yaml:2:5: w „[^”]+” brakuje wymaganych pól: „Kategoria”, „Odpowiedź”\. Dopisz je/)])
  })
  test('its category misspelt: the unknown field says which it should be, the category is not also "missing"', () => {
    const problems = check({ [faq]: (text) => text.replace('\n    category: wizyty\n', '\n    categry: wizyty\n') })
    expect(problems).toEqual([expect.stringMatching(/^content\/data\/faq\.yaml:3:5: nieznane pole „categry”.*Czy chodziło o „category”\?/)])
  })
})

describe("a check the schema words not itself: in Polish, not in zod's English", () => {
  test("a person's list of work left empty", () => {
    const team = 'content/data/team.yaml'
    const emptied = (text: string) => text.replace(/( {4}specializations:)\n(?: {6}- .*\n)+/, '$1 []\n')
    expect(check({ [team]: emptied })).toEqual([
      expect.stringMatching(
        /^content\/data\/team\.yaml:\d+:\d+: pole „Zespół › [^”]+ › Zakres pracy” ma mieć co najmniej 1 pozycję\. Dodaj co najmniej jedną pozycję$/,
      ),
    ])
  })
})

describe('a price left empty (a row just added): said empty, as its name is', () => {
  test('name and price empty: two lines in the same words', () => {
    const lab = 'content/data/labTests.yaml'
    expect(check({ [lab]: (text) => text.replace(labRow('TSH'), "      - name: ''\n        price: ''\n") })).toEqual([
      expect.stringMatching(
        /^content\/data\/labTests\.yaml:\d+:\d+: pole „Badania laboratoryjne › Tarczyca › Badania › pozycja 1 › Badanie” nie może być puste\. Wpisz tekst$/,
      ),
      expect.stringMatching(
        /^content\/data\/labTests\.yaml:\d+:\d+: pole „Badania laboratoryjne › Tarczyca › Badania › pozycja 1 › Cena” nie może być puste\. Wpisz cenę, np\. „150 zł”$/,
      ),
    ])
  })
})

describe('a value in a data file written the wrong way: the real cause', () => {
  const clinic = 'content/data/clinic.yaml'

  test('a quote left open: at the quote, not where the file ends', () => {
    expect(check({ [clinic]: (text) => text.replace('    label: Punkt szczepień\n', '    label: "Punkt szczepień\n') })).toEqual([
      `${clinic}:${lineOf(clinic, 'label: Punkt szczepień')}:12: cudzysłów otwarty na początku tej wartości nie jest zamknięty. Dopisz taki sam cudzysłów na końcu wartości (w tej samej linii) albo usuń ten na początku`,
    ])
  })

  test('a time with a dot, a price without "zł": not "in quotes", which the browser editor does not write', () => {
    const line = lineOf(clinic, 'opens: 16:00')
    expect(check({ [clinic]: (text) => text.replace('    opens: 16:00\n', '    opens: 16.00\n') })).toEqual([
      `${clinic}:${line}:12: pole „Dane placówki › Punkt szczepień › Od godziny” ma być godziną w formacie "GG:MM" (z dwukropkiem), np. "16:00". Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#dane-placówki-contentdataclinicyaml`,
    ])
    expect(check({ 'content/data/labTests.yaml': (text) => text.replace(labRow('TSH'), labRow('TSH', '35')) })).toEqual([
      `content/data/labTests.yaml:${labLine('TSH') + 1}:16: pole „Badania laboratoryjne › Tarczyca › TSH › Cena” ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#badania-laboratoryjne-contentdatalabtestsyaml`,
    ])
  })
})

describe('slips found by trying (pasting from Word, losing a character, renaming a file)', () => {
  test('an attribute in typographic quotes pasted from a word processor: the quotes named, not "no quotes"', () => {
    expect(check(page('<Notice title=„Ważne”>', '', 'Tekst.', '', '</Notice>'))).toEqual([
      'content/nowa-strona.mdx:8:15: wartość atrybutu ma cudzysłów drukarski „, np. wklejony z edytora tekstu. W znacznikach używaj prostego cudzysłowu ", np. title="Ważne"',
    ])
  })

  test('a list pasted with no-break spaces after "-", and with Word\'s bullets: one line each', () => {
    // Each line with its fix, a space for the no-break one (an editor was told to delete a character she could not see).
    expect(check(page('-\u00a0pierwszy punkt', '-\u00a0drugi punkt'))).toEqual(
      [8, 9].map(
        (line) =>
          `content/nowa-strona.mdx:${line}:2: po „-” stoi twarda spacja, wklejona z edytora tekstu: ta linia nie będzie punktem listy. Usuń ją i wpisz zwykłą spację`,
      ),
    )
    // Word's bullets: each line, each with its fix (said at the first line only, the next came once it was put right).
    // Each names its line's words: in the editor's list of problems the warnings read alike.
    expect(check(page('• pierwszy punkt', '• drugi punkt z dłuższym opisem do skrócenia'))).toEqual(
      [
        [8, 'pierwszy punkt'],
        [9, 'drugi punkt z dłuższym opisem…'],
      ].map(
        ([line, words]) =>
          `content/nowa-strona.mdx:${line}:1: uwaga: linia „${words}” zaczyna się od „•”: to nie jest punkt listy, więc linie tego akapitu połączą się w jeden. Zacznij każdy punkt od „- ” (łącznik i spacja)`,
      ),
    )
  })

  test('a title typed as a heading ("# O nas"): the "#" would stand in the page\'s heading', () => {
    expect(
      check({
        'content/nowa-strona.mdx': () =>
          [...fields.map((line) => line.replace('title: Nowa strona', "title: '# Nowa strona'")), '---', '', 'Tekst.', ''].join('\n'),
      }),
    ).toEqual([
      'content/nowa-strona.mdx:2:8: pole „Pola strony › Tytuł strony” ma być samym tekstem tytułu, bez „#” na początku: tytuł jest nagłówkiem strony sam z siebie. Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku',
    ])
  })

  test('a sentence that starts with a year and a dot: a numbered list from that year; a day or a step is not said', () => {
    expect(check(page('Historia placówki.', '', '2023. roku otworzyliśmy nowy gabinet.'))).toEqual([
      'content/nowa-strona.mdx:10:1: uwaga: linia zaczyna się od „2023.”: strona pokaże ją jako listę numerowaną od 2023, a nie jako zdanie. Jeśli to rok, zacznij zdanie inaczej („W 2023 roku…”) albo wpisz „2023\\.” zamiast „2023.”',
    ])
    expect(check(page('2023\\. roku otworzyliśmy nowy gabinet.', '', '15. listopada zmieniamy godziny.', '', '3. Przyjdź na wizytę.'))).toEqual([])
  })

  test("Word's bullets pasted into the lead: one line, at the lead (the page shows them as one sentence)", () => {
    const lead = ['lead: |-', '  Jesteśmy przychodnią w Warszawie. Oferujemy:', '  • szczepienia,', '  • badania.']
    expect(check({ 'content/nowa-strona.mdx': () => `${[...fields.slice(0, 4), ...lead, ...fields.slice(4), '---', '', 'Tekst.'].join('\n')}\n` })).toEqual([
      'content/nowa-strona.mdx:5:7: uwaga: wprowadzenie ma linie zaczynające się od „•”: strona pokaże je jako jedno zdanie, bez listy. Wymień to w zdaniu (np. „szczepienia i badania”) albo przenieś listę do treści strony, z „- ” na początku każdego punktu',
    ])
  })

  test('a heading that lost its space, and links with a space where none may be', () => {
    expect(check(page('##Ceny', '', 'Zobacz [cennik] (/cennik) i [ceny szczepień](/cennik szczepien).'))).toEqual([
      'content/nowa-strona.mdx:8:1: po „##” brakuje spacji: ta linia nie będzie nagłówkiem. Wpisz spację po „##”, np. „## Ceny”',
      'content/nowa-strona.mdx:10:8: między „]” a „(” w „[cennik] (/cennik)” jest spacja: link się nie utworzy. Usuń spację: [tekst](/adres)',
      'content/nowa-strona.mdx:10:29: adres w „[ceny szczepień](/cennik szczepien)” ma spację: link się nie utworzy. Adres strony pisz bez spacji, z myślnikami, np. /szczepienia/podroze',
    ])
  })

  test('a page saved as .md, renamed with a capital letter or saved as a copy: its one line, not every link to it', () => {
    const contact = readFileSync(frozenFile('content/kontakt.mdx'), 'utf8')
    expect(check({ 'content/kontakt.mdx': () => null, 'content/kontakt.md': () => contact })).toEqual([
      'content/kontakt.md:1:1: ten plik nie będzie stroną: strony mają rozszerzenie „.mdx”. Zmień nazwę pliku na kontakt.mdx',
    ])
    expect(check({ 'content/kontakt.mdx': () => null, 'content/Kontakt.mdx': () => contact })).toEqual([
      'content/Kontakt.mdx:1:1: nazwa pliku nie nadaje się na adres strony. Zmień nazwę pliku na kontakt.mdx: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki',
    ])
    // A copy the system saved beside the original ("Pobrane" on Windows, Finder's "kopia").
    for (const copy of ['kontakt (1).mdx', 'kontakt - kopia.mdx', 'Kontakt copy.mdx']) {
      expect(check({ 'content/kontakt.mdx': () => null, [`content/${copy}`]: () => contact })).toEqual([
        `content/${copy}:1:1: nazwa pliku nie nadaje się na adres strony. Zmień nazwę pliku na kontakt.mdx: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki`,
      ])
    }
  })

  test('a name that only ends like a copy ("Endoscopy.mdx") keeps its word', () => {
    expect(
      check({ 'content/Endoscopy.mdx': () => readFileSync(frozenFile('content/kontakt.mdx'), 'utf8').replace(/^title: .*$/m, 'title: Endoskopia') }),
    ).toContain(
      'content/Endoscopy.mdx:1:1: nazwa pliku nie nadaje się na adres strony. Zmień nazwę pliku na endoscopy.mdx: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki',
    )
  })

  test('a data file renamed or deleted: the build would stop on it', () => {
    const clinic = readFileSync(frozenFile('content/data/clinic.yaml'), 'utf8')
    expect(check({ 'content/data/clinic.yaml': () => null, 'content/data/clinic.yml': () => clinic })).toEqual([
      'content/data/clinic.yml:1:1: plik danych nazywa się clinic.yml, a strona czyta clinic.yaml (tego pliku nie ma). Zmień nazwę pliku z powrotem na clinic.yaml',
    ])
    expect(check({ 'content/data/transport.yaml': () => null })).toEqual([
      'content/data/transport.yaml:1:1: brakuje pliku danych transport.yaml: strona go czyta. Przywróć ten plik, np. z historii zmian na GitHubie',
    ])
  })

  test('a closing tag in another case: named, at the closing tag', () => {
    expect(check(page('<Notice title="Ważne">', '', 'Tekst.', '', '</notice>'))).toEqual([
      'content/nowa-strona.mdx:12:1: znacznik zamykający </notice> ma inną wielkość liter niż <Notice>. Napisz </Notice>',
    ])
  })

  test('YAML: an apostrophe inside a value in apostrophes, a quote inside a value in quotes', () => {
    const prep = 'content/prep.mdx'
    const line = lineOf(prep, '  alt: ')
    expect(check({ [prep]: (text) => text.replace("serce na jasnym tle'", "serce pacjent'a'") })).toEqual([
      `${prep}:${line}:68: wartość w apostrofach kończy się na apostrofie w środku tekstu, a po nim stoi jeszcze tekst. Apostrof w środku wartości wpisz dwa razy (''), np. 'Kowalski''ego'`,
    ])
    const clinic = 'content/data/clinic.yaml'
    expect(check({ [clinic]: (text) => text.replace('    label: Punkt szczepień\n', '    label: "Punkt szczepień" dla dorosłych\n') })).toEqual([
      `${clinic}:${lineOf(clinic, 'label: Punkt szczepień')}:28: wartość w cudzysłowie kończy się na cudzysłowie w środku tekstu, a po nim stoi jeszcze tekst. Ujmij w cudzysłów całą wartość albo usuń cudzysłów ze środka`,
    ])
  })

  test('YAML: a value starting with "*" (bold from Markdown) no longer stops the check with a stack trace', () => {
    const team = 'content/data/team.yaml'
    expect(check({ [team]: (text) => text.replace('      - szczepienia ochronne', '      - *szczepienia* ochronne') })).toEqual([
      `${team}:${lineOf(team, '- szczepienia ochronne')}:9: wartość zaczyna się od znaku „*”, który w YAML nie jest zwykłym tekstem. Ujmij całą wartość w apostrofy: '*szczepienia* ochronne'`,
    ])
    const clinic = 'content/data/clinic.yaml'
    expect(check({ [clinic]: (text) => text.replace('    label: Punkt szczepień\n', '    label: @punkt\n') })).toEqual([
      `${clinic}:${lineOf(clinic, 'label: Punkt szczepień')}:12: wartość zaczyna się od znaku „@”, który w YAML nie jest zwykłym tekstem. Ujmij całą wartość w apostrofy: '@punkt'`,
    ])
  })
})

describe('two pages with one title', () => {
  test('each names the other by its address, which the editor reads as it is (a file path the form would turn into the same title)', () => {
    expect(check({ 'content/o-nas.mdx': (text) => text.replace('title: O nas', 'title: Kontakt') })).toEqual([
      'content/kontakt.mdx:2:8: uwaga: ten sam tytuł „Kontakt” ma strona /o-nas: w mapie strony i w wyszukiwarce będą dwie pozycje o tej samej nazwie. Nadaj stronie inny tytuł; jeśli nowa strona miała zastąpić tamtą, popraw tamtą i usuń nową',
      'content/o-nas.mdx:2:8: uwaga: ten sam tytuł „Kontakt” ma strona /kontakt: w mapie strony i w wyszukiwarce będą dwie pozycje o tej samej nazwie. Nadaj stronie inny tytuł; jeśli nowa strona miała zastąpić tamtą, popraw tamtą i usuń nową',
    ])
  })
})
