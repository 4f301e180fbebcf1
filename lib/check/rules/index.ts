import { adresTekstem } from './adres-tekstem.ts'
import { akapitWzoru } from './akapit-wzoru.ts'
import { badaniePowtorzone } from './badanie-powtorzone.ts'
import { osobaPowtorzona } from './osoba-powtorzona.ts'
import { tytulPowtorzony } from './tytul-powtorzony.ts'
import { cenaWpisanaRecznie } from './cena-wpisana-recznie.ts'
import { cenaSzczepionki } from './cena-szczepionki.ts'
import { danePrzykladowe } from './dane-przykladowe.ts'
import { daneWpisaneRecznie } from './dane-wpisane-recznie.ts'
import { faqAdres } from './faq-adres.ts'
import { faqKategoria } from './faq-kategoria.ts'
import { faqOdpowiedz } from './faq-odpowiedz.ts'
import { godzinyWizyty } from './godziny-wizyty.ts'
import { godzinyWpisaneRecznie } from './godziny-wpisane-recznie.ts'
import { html } from './html.ts'
import { idZajete } from './id-zajete.ts'
import { kod } from './kod.ts'
import { komponentWKodzie } from './komponent-w-kodzie.ts'
import { komponent } from './komponent.ts'
import { komunikatPoTerminie } from './komunikat-po-terminie.ts'
import { komunikat } from './komunikat.ts'
import { liniaDoklejona } from './linia-doklejona.ts'
import { mdxSkladnia } from './mdx-skladnia.ts'
import { nazwaKodowa } from './nazwa-kodowa.ts'
import { nazwaPliku } from './nazwa-pliku.ts'
import { nazwaSpozaDanych } from './nazwa-spoza-danych.ts'
import { niedostepnoscPoTerminie } from './niedostepnosc-po-terminie.ts'
import { ocena } from './ocena.ts'
import { odnosnik } from './odnosnik.ts'
import { odwolanie } from './odwolanie.ts'
import { opisObrazu } from './opis-obrazu.ts'
import { opisObrazuSlowo } from './opis-obrazu-slowo.ts'
import { opisBezZdjecia } from './opis-bez-zdjecia.ts'
import { plikDanych } from './plik-danych.ts'
import { plikPubliczny } from './plik-publiczny.ts'
import { polaDanych } from './pola-danych.ts'
import { polaStrony } from './pola-strony.ts'
import { poziomNaglowka } from './poziom-naglowka.ts'
import { przykladBezPliku } from './przyklad-bez-pliku.ts'
import { punktory } from './punktory.ts'
import { liczbaZKropka } from './liczba-z-kropka.ts'
import { reklama } from './reklama.ts'
import { svgSkrypt } from './svg-skrypt.ts'
import { tabelaKolumny } from './tabela-kolumny.ts'
import { terminWeryfikacji } from './termin-weryfikacji.ts'
import { tytulStrony } from './tytul-strony.ts'
import { ukladEdytora } from './uklad-edytora.ts'
import { yamlSkladnia } from './yaml-skladnia.ts'
import { zapisMarkdown } from './zapis-markdown.ts'
import { zdjecie } from './zdjecie.ts'
import { zmianaId } from './zmiana-id.ts'
import { znacznikDanych } from './znacznik-danych.ts'
import { znacznikWLinii } from './znacznik-w-linii.ts'
import { znaki } from './znaki.ts'
import { pominiecie } from './pominiecie.ts'
import { ustawienia } from './ustawienia.ts'
import { ustawieniaEdytora } from './ustawienia-edytora.ts'
import { repozytoriumPrzykladowe } from './repozytorium-przykladowe.ts'
import { stronaWyszukiwania } from './strona-wyszukiwania.ts'
import type { Rule } from '../rule.ts'

/**
 * The one list of the content check's rules, behind `npm run check`, `npm run
 * build` and `npm run dev`. Each reads the site the loaders built and nothing
 * else, so any can be dropped from the list.
 *
 * The order is stated here and only here (the order of the imports above
 * counts for nothing): where two rules find the same spot (file, line and
 * column), the one listed first is reported and the others are not (one
 * mistake, one line; lib/check/runChecks.ts). So the list goes from cause to
 * consequence: a file that cannot be read, then fields that point into other
 * data, then what a page's text compiles to, its Markdown, particular entries,
 * links, and last the words. Within a group, a narrower rule comes before a
 * broader one. A new rule goes into the group of what it finds; each group's
 * comment says why it speaks before the groups below it. The tests pin the
 * order where they plant a mistake two rules find on one spot (code inside a
 * tag, a refused tag with an address): tests/unit/check/ fails when the first
 * rule moves below the second. The editors' catalogue of the rules
 * (docs/edycja/sprawdzenie.md) lists them by id instead.
 */
const allRules = () => rules

export const rules: readonly Rule[] = [
  // Reading: a data file the site does not read or misses, YAML that does not parse, a value
  // that does not fit its field, a page's file name or block of fields, MDX that does not compile,
  // an FAQ question no page shows, a file of public/ that is not what it claims. Until a file is
  // read as the site reads it, what any other rule finds in it is a consequence of this mistake.
  plikDanych,
  yamlSkladnia,
  polaDanych,
  nazwaPliku,
  polaStrony,
  mdxSkladnia,
  faqKategoria,
  svgSkrypt,
  plikPubliczny,
  // Fields checked against the data they name or against the day: placeholders, ids, a renamed
  // id, the hours of visit types, dates that have passed. They read fields, not a page's text,
  // and come before the text's rules so that a field's own mistake speaks first.
  terminWeryfikacji,
  znacznikDanych,
  odwolanie,
  zmianaId,
  godzinyWizyty,
  niedostepnoscPoTerminie,
  // What a page's text compiles to: characters, code in braces, HTML, ids, components, the tags
  // that must stand on a line of their own, FAQ answers, table rows: what would run, break the
  // build or the layout. Code comes before HTML and components, and all of these before the
  // links below: a refused expression or tag is named as such, not also as a component's wrong
  // attribute or a link that leads nowhere.
  znaki,
  kod,
  html,
  idZajete,
  komponent,
  znacznikWLinii,
  faqOdpowiedz,
  faqAdres,
  tabelaKolumny,
  // How the text reads as Markdown: headings, images' descriptions, a component in backticks,
  // Markdown that does not work (no space after '#'), bullets pasted from Word, names Markdown
  // would turn into italics. After the rules above (a text that does not compile has no Markdown
  // to judge), before the links and words, the broadest rules.
  tytulStrony,
  poziomNaglowka,
  opisObrazu,
  opisObrazuSlowo,
  komponentWKodzie,
  zapisMarkdown,
  punktory,
  liczbaZKropka,
  nazwaKodowa,
  // Particular entries: people and vaccines named outside the data, a vaccine's prices, notices, team photos.
  // Narrower than the link check below, so a notice's page that does not exist or a missing photo
  // is said as such, not as a link or an image that leads nowhere.
  nazwaSpozaDanych,
  cenaSzczepionki,
  komunikat,
  komunikatPoTerminie,
  zdjecie,
  opisBezZdjecia,
  // Where the text leads: links and images, addresses typed as text, the search page the header's
  // form opens; then a line glued to the list item above, a warning that the errors above outrank.
  odnosnik,
  adresTekstem,
  stronaWyszukiwania,
  liniaDoklejona,
  // Words and facts, the broadest rules, read in text the rules above accept as well formed:
  // advertising before mere evaluation, hours, prices and contact data typed by hand, a lab test
  // twice, samples (a sample's missing file before its value being gone), the template's paragraph.
  reklama,
  ocena,
  godzinyWpisaneRecznie,
  cenaWpisanaRecznie,
  daneWpisaneRecznie,
  badaniePowtorzone,
  osobaPowtorzona,
  tytulPowtorzony,
  przykladBezPliku,
  danePrzykladowe,
  akapitWzoru,
  // The deployer's editor.yaml, outside content/, and the sample repository it would sign in to.
  ustawieniaEdytora,
  repozytoriumPrzykladowe,
  // Last, the rules about the check itself: uklad-edytora runs only on files in which no other
  // rule found anything (onlyInCleanFiles), so its place decides nothing; pominiecie and
  // ustawienia judge the excuses and settings that name the rules above (read through allRules).
  ukladEdytora,
  pominiecie(allRules),
  ustawienia(allRules),
]
