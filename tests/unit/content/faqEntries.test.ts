import { expect, test } from 'vitest'
import { faqEntries } from '../../../lib/content/faqEntries.ts'
import { withFaqQuestions } from '../../../lib/content/faqQuestions.ts'

// The FAQ's structured data is plain text: a component that stands for a fact
// must become that fact, or a search engine reads 'Godziny otwarcia: .'.
const facts = {
  Phone: '+48 22 100 00 00',
  OpeningTime: ({ id }: Record<string, string[]>) => (id?.[0] === 'infolinia' ? 'od poniedziałku do piątku w godzinach 9:00–19:00' : ''),
  Hours: ({ only }: Record<string, string[]>) => (only ? `godziny: ${only.join(', ')}` : 'wszystkie godziny'),
}

test('components with props become their facts; unknown components drop out; links and emphasis become text', () => {
  const source = [
    '---',
    'title: FAQ',
    '---',
    '### Kiedy dzwonić?',
    '',
    'Infolinia działa <OpeningTime id="infolinia" />, numer <Phone />.',
    '',
    '### Godziny?',
    '',
    '<Hours />',
    '',
    'Punkt szczepień: <Hours only={["szczepienia", "pobrania"]} />. Zobacz **[kontakt](/kontakt)**. <Cta href="/rezerwacja" />',
  ].join('\n')
  expect(faqEntries(source, facts)).toEqual([
    { question: 'Kiedy dzwonić?', answer: 'Infolinia działa od poniedziałku do piątku w godzinach 9:00–19:00, numer +48 22 100 00 00.' },
    { question: 'Godziny?', answer: 'wszystkie godziny Punkt szczepień: godziny: szczepienia, pobrania. Zobacz kontakt.' },
  ])
})

test('structured data hold plain text: no Markdown escapes, emphasis, link addresses or comments (issue 40)', () => {
  const source = withFaqQuestions('---\ntitle: FAQ\n---\n<FaqQuestions category="szczepienia" />\n', [
    {
      question: 'Czy szczepicie na HPV & HBV *razem*? [1] <b>',
      category: 'szczepienia',
      answer: [
        'Tak, **szczepionki** przeciw HPV \\& HBV podajemy _razem_, a koszt to 2 \\* 300 zł. {/* sprawdzenie: pomiń reklama – nazwa programu */}',
        '',
        '- Zobacz [cennik szczepień](/cennik#szczepienia) albo [stronę GIS](https://www.gov.pl/web/gis).',
        '- Kod badania to `HPV-1`.',
        '',
        '<Notice title="Ważne">',
        '',
        'Zadzwoń: <Phone />.',
        '',
        '</Notice>',
      ].join('\n'),
    },
  ])
  expect(faqEntries(source, facts)).toEqual([
    {
      question: 'Czy szczepicie na HPV & HBV *razem*? [1] <b>',
      answer:
        'Tak, szczepionki przeciw HPV & HBV podajemy razem, a koszt to 2 * 300 zł. Zobacz cennik szczepień albo stronę GIS. Kod badania to HPV-1. Zadzwoń: +48 22 100 00 00.',
    },
  ])
})

test('a page that does not parse (only the dev server meets one) has no structured data, and the page still renders', () => {
  expect(faqEntries('### Pytanie?\n\nOdpowiedź <Notice>bez końca.', facts)).toEqual([])
})
