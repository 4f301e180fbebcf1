import { z } from 'zod'
import { text } from './fields.ts'

/** content/data/synonyms.yaml: words patients type that the site writes otherwise, for the site search (/szukaj). */
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
            description: 'Słowa, którymi pisze o tym strona, np. „kleszczowe zapalenie mózgu” albo „WZW”. Wyszukiwarka pokaże też wyniki z tymi słowami.',
          }),
        }),
      )
      .meta({
        title: 'Słowa bliskoznaczne',
        singular: 'słowo bliskoznaczne',
        summary: '{{fields.words}} → {{fields.finds}}',
        description:
          'Pary słów dla wyszukiwarki na stronie: to, co wpisuje pacjent, i to, jak pisze o tym strona. Nowe strony i wiersze cenników wyszukiwarka zna sama.',
      }),
  })
  .meta({ title: 'Wyszukiwarka: słowa bliskoznaczne', description: 'Słowa, które pacjenci wpisują w wyszukiwarkę inaczej, niż pisze o tym strona.' })

export type Synonyms = z.infer<typeof synonymsSchema>
