import { z } from 'zod'
import { text } from './fields.ts'

/** content/data/history.yaml: milestones (spec section 3: year, title, description). */
export const historySchema = z
  .strictObject({
    milestones: z
      .array(
        z.strictObject({
          /** A year or a span, e.g. "2009" or "2010–2014": text, as the browser editor writes it. */
          year: z
            .string({ error: 'ma być rokiem albo okresem w cudzysłowie, np. "2009" albo "2010–2014"' })
            .regex(/^\d{4}(–\d{4})?$/, 'ma być rokiem albo okresem z półpauzą „–”, np. "2009" albo "2010–2014"')
            .meta({ title: 'Rok', description: 'Rok, np. „2009”, albo okres z półpauzą „–” (nie z łącznikiem „-”), np. „2010–2014”.' }),
          title: text.meta({ title: 'Tytuł', description: 'Krótki tytuł etapu.' }),
          description: text.meta({
            title: 'Opis',
            description: 'Jedno do trzech zdań. Piszemy rzeczowo, bez ocen i słów reklamowych (ściąga „Jak pisać”, część „Czego nie piszemy”).',
            multiline: true,
          }),
        }),
      )
      .min(1)
      .meta({
        title: 'Etapy',
        singular: 'etap',
        description: 'Etapy pokazują się na stronie /historia w kolejności z tej listy: nowy etap dodaj w odpowiednim miejscu.',
      }),
  })
  .meta({ title: 'Historia przychodni', description: 'Etapy historii pokazywane na stronie /historia.' })
