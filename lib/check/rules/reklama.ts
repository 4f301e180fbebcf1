import { advertisingFound } from '../find/advertising.ts'
import type { Rule } from '../rule.ts'

export const reklama: Rule = {
  id: 'reklama',
  severity: 'error',
  description:
    'Słowo, które robi z informacji reklamę: przymiotnik w stopniu najwyższym o przychodni („najlepszy”, „najtańszy”, „najwyższa jakość”) albo oferta cenowa („promocja”, „rabat”, „zniżka”, „gratis”, „20% taniej”).',
  why: 'Podmiotom leczniczym nie wolno się reklamować (ustawa o działalności leczniczej, art. 14): strona może informować, co przychodnia robi, kiedy i za ile, ale nie może zachwalać ani kusić ceną. Zwroty, w których to samo słowo niczego nie zachwala („przy okazji wizyty”, „okazjonalnie”, „promocja zdrowia”, „najskuteczniejsza metoda zapobiegania”), są wyjątkami listy słów i przechodzą bez komentarza. Słowo „wyjątkowy” reguła ocenia po słowach obok niego: zachwala, gdy mówi o przychodni, zespole, usłudze, opiece albo cenie („wyjątkowa opieka”, „nasza przychodnia jest wyjątkowa”), a informuje, gdy mówi o sytuacji („sytuacje wyjątkowe”, „w wyjątkowych przypadkach”, „wyjątkowo nieczynne”).',
  fix: 'Napisz informacyjnie: co, kiedy, za ile, bez ocen. Jeśli słowo jest częścią nazwy własnej albo cytatu, pomiń regułę w tej jednej linii komentarzem z powodem (reguła pominiecie).',
  examples: {
    ok: [
      { text: 'W wyjątkowych sytuacjach wizytę można przełożyć.' },
      { text: 'Przy okazji wizyty możesz pobrać krew do badań.' },
      { text: 'Szczepienie jest najskuteczniejszą metodą zapobiegania grypie.' },
      { text: 'Lek przyjmuje się okazjonalnie, przy nasileniu objawów.' },
      { text: 'Fundacja prowadzi działania z zakresu promocji zdrowia.' },
      { text: 'Sytuacje wyjątkowe, takie jak gorączka w dniu szczepienia, zgłoś przed wizytą.' },
      { text: 'W wyjątkowych przypadkach lekarz odracza szczepienie.' },
      { text: 'W Wigilię punkt szczepień jest wyjątkowo nieczynny.' },
    ],
    notOk: [
      { text: 'Najlepsza przychodnia w Warszawie.' },
      { text: 'Promocja: szczepienie 20% taniej.' },
      { text: 'Rabat dla seniorów.' },
      { text: 'Szczepienie dla seniorów jest 20% taniej.' },
      { text: 'Zapewniamy usługi najwyższej jakości.' },
      { text: 'Zapewniamy wyjątkową opiekę każdemu pacjentowi.' },
      { text: 'Nasza przychodnia jest wyjątkowa.' },
      { text: 'Pracuje u nas wyjątkowo życzliwy personel.' },
    ],
  },
  run: (site, today) => advertisingFound(site, today).reklama,
}
