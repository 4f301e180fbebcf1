import { readFindings, type Rule } from '../rule.ts'

/** A new page as an editor saves it: valid fields and a short text. */
const seniors = `---
title: Szczepienia dla seniorów
description: Szczepienia zalecane osobom po 60. roku życia, między innymi przeciw grypie, pneumokokom i półpaścowi.
group: szczepienia
faq: false
---

Szczepimy osoby po 60. roku życia. Wizytę umówisz pod numerem <Phone />.
`
const history = `---
title: Historia przychodni
description: Jak powstała i jak rozwijała się przychodnia medycyny zapobiegawczej prowadzona przez fundację w Warszawie.
group: placowka
faq: false
---

Przychodnię prowadzi fundacja. Wizytę umówisz pod numerem <Phone />.
`

export const nazwaPliku: Rule = {
  id: 'nazwa-pliku',
  severity: 'error',
  description:
    'Plik strony, którego nazwa nie nadaje się na adres: z wielkimi literami, spacjami albo polskimi znakami, kopia zapisana przez system, plik bez rozszerzenia `.mdx`, drugi plik dla tego samego adresu albo adres, który strona ma już dla siebie (`/admin`, `/404`, `/assets`).',
  why: 'Z nazwy pliku powstaje adres strony, np. z content/szczepienia/podroze.mdx adres /szczepienia/podroze. Z takiej nazwy adres nie powstanie albo strona w ogóle się nie pojawi, a odnośniki do niej nie zadziałają.',
  fix: 'Zmień nazwę pliku tak, jak podpowiada komunikat: tylko małe litery bez polskich znaków, cyfry i myślniki, z rozszerzeniem `.mdx`, np. `szczepienia-dla-seniorow.mdx`. Z dwóch plików dla jednego adresu zostaw jeden.',
  examples: {
    ok: [{ text: seniors, file: 'content/szczepienia-dla-seniorow.mdx' }],
    notOk: [
      { text: seniors, file: 'content/Szczepienia dla seniorów.mdx' },
      { text: seniors, file: 'content/szczepienia-dla-seniorow (1).mdx' },
      { text: seniors, file: 'content/szczepienia-dla-seniorow.md' },
      { text: history, file: 'content/historia/index.mdx' },
      // An address the build writes itself: the editor's (an attacker trial), the error page's.
      { text: history, file: 'content/admin.mdx' },
      { text: history, file: 'content/404.mdx' },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'nazwa-pliku'),
}
