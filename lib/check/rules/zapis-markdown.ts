import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const zapisMarkdown: Rule = {
  id: 'zapis-markdown',
  severity: 'error',
  description: 'Zapis Markdown, który nie zadziała: nagłówek bez spacji po `#`, twarda spacja po `-` albo `#`, spacja w odnośniku.',
  why: 'Taki zapis wygląda w pliku prawie dobrze, ale na stronie zamiast nagłówka, listy albo odnośnika pojawi się zwykły tekst ze znakami `#`, `-` i nawiasami. Pacjent nie kliknie takiego odnośnika, a czytnik ekranu nie znajdzie nagłówka.',
  fix: 'Po krzyżykach nagłówka i po łączniku punktu listy wpisz zwykłą spację z klawiatury (twardą spację wklejoną z Worda usuń). W odnośniku `[tekst](/adres)` nawiasy stoją tuż obok siebie, a adres nie ma spacji.',
  fixesItself:
    'twarda spacja po `-`, `*`, `+`, numerze punktu albo krzyżykach nagłówka zostaje zamieniona na zwykłą, w każdej takiej linii: linie stają się punktami listy albo nagłówkiem. Nagłówka bez spacji i spacji w odnośniku nie poprawia: trzeba zdecydować, gdzie jej brakuje albo co jest adresem.',
  examples: {
    ok: [
      { text: '## Dojazd\n\nStojak na rowery stoi przy wejściu do przychodni.' },
      { text: 'Szczepimy:\n\n- dzieci,\n- dorosłych.' },
      { text: 'Ceny szczepionek podaje [cennik](/cennik), a zalecenia strona [Szczepienia w ciąży](/szczepienia/ciaza).' },
    ],
    notOk: [
      { text: '##Dojazd\n\nStojak na rowery stoi przy wejściu do przychodni.' },
      { text: 'Szczepimy:\n\n-\u00a0dzieci,\n-\u00a0dorosłych.', line: 3, fixed: 'Szczepimy:\n\n- dzieci,\n- dorosłych.' },
      { text: 'Ceny szczepionek podaje [cennik] (/cennik).' },
      { text: 'Zalecenia opisuje strona [Szczepienia w ciąży](/szczepienia w ciąży).' },
    ],
  },
  run: (site, today) => structureFound(site, today)['zapis-markdown'],
}
