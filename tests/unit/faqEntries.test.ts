import { expect, test } from 'vitest'
import { faqEntries } from '../../lib/content/faqEntries.ts'

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
