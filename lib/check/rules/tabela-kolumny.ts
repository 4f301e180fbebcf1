import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const tabelaKolumny: Rule = {
  id: 'tabela-kolumny',
  severity: 'error',
  description: 'Tabela, której wiersz ma inną liczbę komórek niż nagłówek, albo której wiersz z kreskami pod nagłówkiem jest zły lub go brakuje.',
  why: 'Wiersz, w którym brakuje znaku „|”, przesuwa albo gubi komórkę, więc informacja trafia do złej kolumny. Bez poprawnego wiersza z kreskami cała tabela pokaże się jako zwykły tekst pełen kresek.',
  fix: 'Daj każdemu wierszowi tyle komórek, ile ma nagłówek, i zamknij każdą, także pustą, znakiem „|”. Pod nagłówkiem wpisz wiersz z tyloma `---`, ile jest kolumn, np. `| --- | --- |`, zwykłymi łącznikami z klawiatury.',
  examples: {
    ok: [{ text: '| Badanie | Przygotowanie |\n| --- | --- |\n| Morfologia | na czczo |\n| Badanie moczu | pierwsza poranna próbka |' }],
    notOk: [
      { text: '| Badanie | Przygotowanie |\n| --- | --- |\n| Morfologia  na czczo |\n| Badanie moczu | pierwsza poranna próbka |', line: 3 },
      { text: '| Badanie | Przygotowanie |\n| --- | --- |\n| Morfologia | na czczo | |\n| Badanie moczu | pierwsza poranna próbka |', line: 3 },
      { text: '| Badanie | Przygotowanie | Uwagi |\n| --- | --- |\n| Morfologia | na czczo | |', line: 2 },
      { text: '| Badanie | Przygotowanie |\n| Morfologia | na czczo |\n| Badanie moczu | pierwsza poranna próbka |', line: 2 },
      { text: '| Badanie | Przygotowanie |\n| — | — |\n| Morfologia | na czczo |', line: 2 },
    ],
  },
  run: (site, today) => structureFound(site, today)['tabela-kolumny'],
}
