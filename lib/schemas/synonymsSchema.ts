import { z } from 'zod'
import { text } from './fields.ts'

/** content/data/synonyms.yaml: words patients type that the site writes otherwise, for the site search (/szukaj) and the lab price search. */
export const synonymsSchema = z
  .strictObject({
    synonyms: z
      .array(
        z.strictObject({
          /** What a patient types, e.g. "kleszcze". */
          words: text.meta({
            title: 'Co wpisuje pacjent',
            description:
              'Słowo albo kilka słów, tak jak wpisze je pacjent, np. „kleszcze” albo „żółtaczka”. Wielkość liter, polskie znaki i końcówki nie mają znaczenia.',
          }),
          /** The site's words for it, e.g. "kleszczowe zapalenie mózgu". */
          finds: text.meta({
            title: 'Czego szukać także',
            description:
              'Słowa, którymi pisze o tym strona, np. „kleszczowe zapalenie mózgu” albo „WZW”; kilka oddziel przecinkami. Wyszukiwarka pokaże też wyniki z tymi słowami, a wyszukiwarka badań w cenniku także badania, które je mają w nazwie.',
          }),
        }),
      )
      .meta({
        title: 'Słowa bliskoznaczne',
        singular: 'słowo bliskoznaczne',
        summary: '{{fields.words}} → {{fields.finds}}',
        description:
          'Pary słów dla wyszukiwarki na stronie i wyszukiwarki badań w cenniku: to, co wpisuje pacjent, i to, jak pisze o tym strona. Nowe strony i wiersze cenników wyszukiwarki znają same.',
      }),
  })
  .meta({
    title: 'Wyszukiwarka: słowa bliskoznaczne',
    description: 'Słowa, które pacjenci wpisują w wyszukiwarkę (na stronie i w cenniku badań) inaczej, niż pisze o tym strona.',
  })

export type Synonyms = z.infer<typeof synonymsSchema>
/** One pair: what a patient types, and the site's words for it ("cukier" → "glukoza"). */
export type Synonym = Synonyms['synonyms'][number]
