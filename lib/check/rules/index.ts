import { adresTekstem } from './adres-tekstem.ts'
import { akapitWzoru } from './akapit-wzoru.ts'
import { badaniePowtorzone } from './badanie-powtorzone.ts'
import { cenaWpisanaRecznie } from './cena-wpisana-recznie.ts'
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
import { plikDanych } from './plik-danych.ts'
import { plikPubliczny } from './plik-publiczny.ts'
import { polaDanych } from './pola-danych.ts'
import { polaStrony } from './pola-strony.ts'
import { poziomNaglowka } from './poziom-naglowka.ts'
import { przykladBezPliku } from './przyklad-bez-pliku.ts'
import { punktory } from './punktory.ts'
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
import { stronaWyszukiwania } from './strona-wyszukiwania.ts'
import type { Rule } from '../rule.ts'

/**
 * The one list of the content check's rules, behind `npm run check`, `npm run
 * build` and `npm run dev`. Each reads the site the loaders built and nothing
 * else, so any can be dropped from the list. Where two rules find the same
 * spot, the one listed first is reported (one mistake, one line): the rules of
 * reading come first, then the narrower rules before the broader ones (a
 * notice's page before the link check of every address).
 */
const allRules = () => rules

export const rules: readonly Rule[] = [
  plikDanych,
  yamlSkladnia,
  polaDanych,
  nazwaPliku,
  polaStrony,
  mdxSkladnia,
  faqKategoria,
  svgSkrypt,
  plikPubliczny,
  terminWeryfikacji,
  znacznikDanych,
  odwolanie,
  zmianaId,
  godzinyWizyty,
  niedostepnoscPoTerminie,
  znaki,
  kod,
  html,
  idZajete,
  komponent,
  znacznikWLinii,
  faqOdpowiedz,
  faqAdres,
  tabelaKolumny,
  tytulStrony,
  poziomNaglowka,
  opisObrazu,
  komponentWKodzie,
  zapisMarkdown,
  punktory,
  nazwaKodowa,
  nazwaSpozaDanych,
  komunikat,
  komunikatPoTerminie,
  zdjecie,
  odnosnik,
  adresTekstem,
  stronaWyszukiwania,
  liniaDoklejona,
  reklama,
  ocena,
  godzinyWpisaneRecznie,
  cenaWpisanaRecznie,
  daneWpisaneRecznie,
  badaniePowtorzone,
  przykladBezPliku,
  danePrzykladowe,
  akapitWzoru,
  ukladEdytora,
  pominiecie(allRules),
  ustawienia(allRules),
]
