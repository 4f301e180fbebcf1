import { readFindings, type Rule } from '../rule.ts'

export const faqKategoria: Rule = {
  id: 'faq-kategoria',
  severity: 'error',
  description: 'Pytanie w faq.yaml z kategorią, której nie pokazuje żadna strona (żadna nie ma znacznika `<FaqQuestions category="…" />` tej kategorii).',
  why: 'Pytanie pokazuje się tylko w miejscu znacznika swojej kategorii: bez niego pacjent nie zobaczy ani pytania, ani odpowiedzi, choć w pliku danych wszystko wygląda dobrze.',
  fix: 'Wybierz pytaniu kategorię, którą pokazuje strona FAQ (komunikat je wymienia). Jeśli ze strony FAQ zniknął znacznik `<FaqQuestions category="…" />` tej kategorii, przywróć go w osobnej linii.',
  examples: {
    ok: [
      {
        text: 'question: Czy otrzymam żółtą książeczkę szczepień?\n    category: szczepienia',
        file: 'content/data/faq.yaml',
        replaces: 'question: Czy otrzymam żółtą książeczkę szczepień?\n    category: podroze',
      },
    ],
    notOk: [
      {
        // The FAQ page without its vaccination questions' line: the questions stay in faq.yaml, shown nowhere.
        text: '',
        file: 'content/faq.mdx',
        replaces: '<FaqQuestions category="szczepienia" />\n',
        reportedIn: { file: 'content/data/faq.yaml', line: 'category: szczepienia' },
      },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'faq-kategoria'),
}
