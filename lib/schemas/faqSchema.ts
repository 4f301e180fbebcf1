import { z } from 'zod'
import { headingId } from '../content/headingId.ts'
import { text } from './fields.ts'
import { choiceError } from './choiceError.ts'

/**
 * The FAQ's categories, in no particular order: a page shows each with
 * <FaqQuestions category="..." /> under its own heading (content/faq.mdx).
 * The labels are what the form's select list shows; the file keeps the code.
 */
export const faqCategories = {
  wizyty: 'Wizyty i rejestracja',
  szczepienia: 'Szczepienia',
  podroze: 'Medycyna podróży',
  badania: 'Badania laboratoryjne',
  platnosci: 'Płatności i dokumenty',
} as const

export type FaqCategory = keyof typeof faqCategories
const categoryIds = Object.keys(faqCategories) as [FaqCategory, ...FaqCategory[]]

/** One question: its anchor on the page is made from its words (lib/content/headingId.ts). */
const question = z.strictObject({
  question: text.max(200, 'ma mieć najwyżej 200 znaków').meta({
    title: 'Pytanie',
    description:
      'Pytanie tak, jak pokaże się na stronie, np. „Jak umówić wizytę?”. Z jego słów powstaje adres pytania (np. /faq#jak-umowic-wizyte): po zmianie słów sprawdzenie wskaże odnośniki, które prowadzą do starego adresu.',
  }),
  category: z
    // The form's list shows the labels, not the codes the file keeps ('podroze'): the message names what the editor picks first.
    .enum(categoryIds, { error: choiceError(categoryIds, `z listy: ${Object.values(faqCategories).join(', ')}`) })
    .meta({ title: 'Kategoria', description: 'Pod którym nagłówkiem strony FAQ stoi pytanie.', labels: faqCategories }),
  answer: text.meta({
    title: 'Odpowiedź',
    description:
      'Tekst odpowiedzi, pisany tak jak treść strony: akapity oddzielone pustą linią, punkty listy od „- ”, odnośnik jako `[tekst](/adres)`. Numer telefonu wstawia <Phone />, a godziny infolinii <OpeningTime id="infolinia" />: przepisz je dokładnie, z nawiasami ostrymi. Śródtytuł w odpowiedzi zaczyna się od czterech krzyżyków i spacji: `#### Śródtytuł`.',
    markdown: true,
  }),
  quickLink: z
    .boolean('ma być true albo false')
    .meta({ title: 'Wśród najczęstszych pytań', description: 'Zaznacz, żeby odnośnik do pytania stał też na liście najczęstszych pytań na górze strony FAQ.' })
    .optional(),
})

export type FaqQuestion = z.infer<typeof question>

/** content/data/faq.yaml: the questions and answers of the FAQ page. */
export const faqSchema = z
  .strictObject({
    questions: z
      .array(question, { error: 'ma być listą pytań' })
      .meta({
        title: 'Pytania',
        singular: 'pytanie',
        description:
          'Pytania w kolejności, w jakiej stoją na stronie (każde pod nagłówkiem swojej kategorii). Usunięcie pytania usuwa je ze strony; odnośniki do niego z innych stron sprawdzenie wskaże jako błędne.',
      })
      // Two questions with the same words would have one address: a link could reach only the first.
      .superRefine((list, ctx) => {
        const first = new Map<string, number>()
        list.forEach((entry, index) => {
          const id = headingId(entry.question)
          const seen = first.get(id)
          if (seen === undefined) first.set(id, index)
          else
            ctx.addIssue({
              code: 'custom',
              path: [index, 'question'],
              message: `ma ten sam adres (#${id}) co pytanie z wiersza ${seen + 1}; zmień jego słowa albo usuń jedno z nich`,
            })
        })
      }),
  })
  .meta({
    title: 'Pytania i odpowiedzi (FAQ)',
    description:
      'Pytania strony /faq z odpowiedziami. Każde pytanie stoi pod nagłówkiem swojej kategorii; zaznaczone pytania stoją też na liście najczęstszych pytań na górze strony.',
  })
