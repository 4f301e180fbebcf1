import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { frozenFile } from '../../frozenSite.ts'
import { check, lineOf } from '../checkHelpers.ts'

// The FAQ's answers (content/data/faq.yaml) are page text: the check reads each
// as it reads a page (lib/check/textFields.ts) and names the line and column of
// faq.yaml where the editor typed the mistake. Each test plants one mistake in a
// copy of the frozen site and asserts the exact line.

const faq = 'content/data/faq.yaml'
const faqText = readFileSync(frozenFile(faq), 'utf8')
/** "file:line:column" of `needle` in the frozen faq.yaml, or of the character `offset` characters after its start. */
const place = (needle: string, offset = 0) => {
  const line = lineOf(faq, needle)
  return `${faq}:${line}:${faqText.split('\n')[line - 1]!.indexOf(needle) + 1 + offset}`
}
const fever = 'Gorączka powyżej 38°C jest przeciwwskazaniem'
const edit = (from: string, to: string) => ({ [faq]: (text: string) => text.replace(from, to) })

describe("an FAQ answer is checked like a page's text, at its line of faq.yaml", () => {
  test('MDX that does not compile: "{" in the text, a component that does not exist', () => {
    expect(check(edit(fever, `Gorączka {powyżej} 38°C jest przeciwwskazaniem`))).toEqual([
      `${place(fever, 'Gorączka '.length)}: „{powyżej}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst. Użyj nawiasu okrągłego albo napisz \\{ i \\}`,
    ])
    expect(check(edit(fever, `Gorączka <Phnoe /> powyżej 38°C jest przeciwwskazaniem`))).toEqual([
      `${place(fever, 'Gorączka '.length)}: nie ma komponentu <Phnoe>. Czy chodziło o <Phone>? Jego opis: docs/edycja/znaczniki.md#phone`,
    ])
  })

  test('a link to a page that does not exist, an anchor /faq does not have (an answer in one line, without quotes)', () => {
    const records = 'dokumentacji medycznej; więcej na stronie [Prawa pacjenta](/prawa-pacjenta)'
    expect(check(edit(records, records.replace('(/prawa-pacjenta)', '(/prawa-pacjentaa)')))).toEqual([
      `${place(records, records.indexOf('[Prawa pacjenta]'))}: strona /prawa-pacjentaa nie istnieje. Czy chodziło o /prawa-pacjenta? Adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. /kontakt`,
    ])
    expect(check(edit('(#jakie-dokumenty-zabrac-na-wizyte)', '(#jakie-dokumenty)'))).toEqual([
      `${place('[„Jakie dokumenty zabrać na wizytę?”]')}: na stronie /faq nie ma kotwicy #jakie-dokumenty. Kotwica nagłówka to jego słowa małymi literami, bez polskich znaków, połączone myślnikami`,
    ])
  })

  test('the phone typed by hand and an advertising word, in an answer written in quotes', () => {
    const line = lineOf(faq, 'Na pierwszą wizytę przyjdź')
    const planted = {
      [faq]: (text: string) =>
        text
          .replace(
            '    answer: Na pierwszą wizytę przyjdź 5 minut przed umówioną godziną.',
            "    answer: 'Najlepiej: zadzwoń pod +48 22 100 00 00. Na ''pierwszą'' wizytę przyjdź 5 minut przed umówioną godziną.",
          )
          .replace('(#jakie-dokumenty-zabrac-na-wizyte)\n', "(#jakie-dokumenty-zabrac-na-wizyte)'\n"),
    }
    // Its column in the file: the quote opening the value and the doubled apostrophe counted (a page's line names the same digits).
    const written = planted[faq](faqText).split('\n')[line - 1]!
    expect(check(planted)).toEqual([
      `${faq}:${line}:${written.indexOf('+48 22 100') + 1}: „+48 22 100 00 00” jest wpisane ręcznie. Wstaw <Phone />, żeby zmiana w pliku content/data/clinic.yaml zmieniła to wszędzie`,
    ])
    expect(
      check({
        [faq]: (text) => planted[faq](text).replace('Najlepiej: zadzwoń', 'Najlepsza opieka: zadzwoń').replace('pod +48 22 100 00 00', 'pod numer <Phone />'),
      }),
    ).toEqual([
      `${faq}:${line}:${written.indexOf('Najlepiej') + 1}: słowo „Najlepsza” ma charakter reklamowy (najlepszy); podmiotom leczniczym nie wolno się reklamować. Napisz informacyjnie: co, kiedy, za ile, bez ocen`,
    ])
  })

  test('a heading at the question\'s level; a subheading ("#### ") is fine, and its words are checked (no YAML comment)', () => {
    const line = lineOf(faq, fever)
    expect(check(edit(`      Nie. ${fever}`, `      ### Gorączka\n\n      Nie. ${fever}`))).toEqual([
      `${faq}:${line}:7: nagłówek „Gorączka” (###) w odpowiedzi stoi na poziomie pytania albo wyżej. Śródtytuł odpowiedzi zacznij od „#### ”, albo napisz go jako zwykłe zdanie`,
    ])
    expect(check(edit(`      Nie. ${fever}`, `      #### Najlepsza opieka\n\n      Nie. ${fever}`))).toEqual([
      `${faq}:${line}:12: słowo „Najlepsza” ma charakter reklamowy (najlepszy); podmiotom leczniczym nie wolno się reklamować. Napisz informacyjnie: co, kiedy, za ile, bez ocen`,
    ])
  })

  // The editor shows an answer in a box of a few lines; faq.yaml's line numbers would mean nothing there.
  test('a list item that lost its "- ": at faq.yaml\'s line, the message naming the lines by their words', () => {
    const line = lineOf(faq, 'Ceny znajdziesz w [cenniku](/cennik).')
    expect(
      check(edit('      Ceny znajdziesz w [cenniku](/cennik).\n', '      Ceny znajdziesz w [cenniku](/cennik).\n\n      - gotówka\n      karta\n')),
    ).toEqual([
      `${faq}:${line + 3}:7: uwaga: linia „karta” dokleja się do punktu listy nad nią („gotówka”). Jeśli to osobny punkt, zacznij linię od „- ”; jeśli dalszy ciąg punktu, dopisz go na końcu linii powyżej`,
    ])
  })
})

describe('questions and the page that places them', () => {
  test('renaming a question breaks the links to its old address: the check names each, as for a heading', () => {
    const link = lineOf('content/index.mdx', '/faq#jak-odwolac-lub-przelozyc-wizyte')
    const column = readFileSync(frozenFile('content/index.mdx'), 'utf8').split('\n')[link - 1]!.indexOf('[FAQ](/faq#') + 1
    expect(check(edit('Jak odwołać lub przełożyć wizytę?', 'Jak odwołać albo przełożyć wizytę?'))).toEqual([
      `content/index.mdx:${link}:${column}: na stronie /faq nie ma kotwicy #jak-odwolac-lub-przelozyc-wizyte. Czy chodziło o #jak-odwolac-albo-przelozyc-wizyte? Kotwica nagłówka to jego słowa małymi literami, bez polskich znaków, połączone myślnikami`,
    ])
  })

  test('a question with the address of a heading of the page: the link would reach the heading', () => {
    expect(check(edit('question: Jak umówić wizytę?', 'question: Szczepienia?'))).toEqual([
      `${faq}:${lineOf(faq, 'Jak umówić wizytę?')}:15: pytanie ma ten sam adres (#szczepienia) co nagłówek na stronie /faq. Zmień słowa pytania tak, żeby różniło się od nagłówków strony`,
    ])
  })

  test("a question of a category no page shows; the page's line not alone: one line each", () => {
    const missing = check({ 'content/faq.mdx': (text) => text.replace('<FaqQuestions category="podroze" />\n', '') })
    const travel = faqText.split('\n').filter((line) => line === '    category: podroze').length
    expect(missing).toHaveLength(travel)
    expect(missing[0]).toMatch(
      /^content\/data\/faq\.yaml:\d+:15: pytanie „.+” nie pokaże się na stronie: żadna strona nie ma kategorii „Medycyna podróży” \(<FaqQuestions category="podroze" \/>\)\. Wybierz kategorię, którą strona FAQ pokazuje: Wizyty i rejestracja, Szczepienia, Badania laboratoryjne, Płatności i dokumenty$/,
    )
    const line = lineOf('content/faq.mdx', '<FaqQuestions category="podroze" />')
    expect(check({ 'content/faq.mdx': (text) => text.replace('<FaqQuestions category="podroze" />', 'Pytania: <FaqQuestions category="podroze" />') })).toEqual(
      [
        `content/faq.mdx:${line}:10: znacznik <FaqQuestions> działa tylko sam w linii, bez wcięcia. Napisz go w osobnej linii, od jej początku, dokładnie tak: <FaqQuestions category="…" />`,
      ],
    )
  })

  test('an answer may not place questions', () => {
    const line = lineOf(faq, '      Zabierz:')
    expect(check(edit('      Zabierz:\n', '      Zabierz: <FaqQuickLinks />\n'))).toEqual([
      `${faq}:${line}:16: znacznika <FaqQuickLinks> nie używa się w odpowiedzi. Usuń go: pytania i listę najczęstszych pytań układa strona FAQ`,
    ])
  })
})
