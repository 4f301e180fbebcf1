import { z } from 'zod'
import { externalUrl, text } from './fields.ts'
import { price, priceHint } from './priceField.ts'

/** content/data/services.yaml: rehabilitation service cards and the PrEP page's lists. */
export const servicesSchema = z
  .strictObject({
    /** Rehabilitation service card (spec section 3): title, price text, description, features. */
    rehabilitation: z
      .array(
        z.strictObject({
          title: text.meta({ title: 'Usługa' }),
          price: price.meta({ title: 'Cena', description: priceHint }),
          description: text.meta({ title: 'Opis', description: 'Jedno lub dwa zdania.', multiline: true }),
          features: z.array(text).min(1).meta({ title: 'Co obejmuje', singular: 'punkt', description: 'Każdy punkt osobno.' }),
        }),
      )
      .min(1)
      .meta({ title: 'Rehabilitacja', singular: 'usługę', description: 'Karty usług rehabilitacji z cenami na stronach /rehabilitacja i /cennik.' }),
    prep: z
      .strictObject({
        /** The six indications of spec section 9. */
        indications: z
          .array(text)
          .length(6, 'ma mieć dokładnie sześć wskazań (specyfikacja, sekcja 9)')
          .meta({ title: 'Wskazania', singular: 'wskazanie', description: 'Sześć wskazań do PrEP na stronie /prep, każde małą literą, bez kropki.' }),
        /**
         * The spec's figures on new HIV infections (<HivFigures />). The spec gives no
         * year and no source for them: both are optional, shown only when typed, and
         * a link to a source only with the source's name.
         */
        hivFigures: z
          .strictObject({
            statement: text.meta({
              title: 'Liczby zakażeń',
              description:
                'Zdanie z liczbami nowych zakażeń HIV w Polsce, np. „… blisko 1000 nowych zakażeń wśród mężczyzn mających kontakty seksualne z mężczyznami …”.',
              multiline: true,
            }),
            year: z
              .string('ma być rokiem w cudzysłowie, np. "2023"')
              .regex(/^(19|20)\d{2}$/, 'ma być rokiem, np. "2023"')
              .meta({
                title: 'Rok danych',
                description: 'Rok, którego dotyczą liczby, np. „2023”. Wpisz go tylko razem ze źródłem, gdy sprawdzisz go w jego raporcie.',
              })
              .optional(),
            source: text
              .meta({
                title: 'Źródło',
                description:
                  'Instytucja i raport, z których pochodzą te liczby. Wpisz tylko źródło, w którym je sprawdzono; bez źródła strona pokazuje samo zdanie z liczbami.',
              })
              .optional(),
            sourceUrl: externalUrl
              .meta({ title: 'Adres źródła', description: 'Strona z raportem źródła, zaczynająca się od https://; tylko razem z nazwą źródła.' })
              .optional(),
          })
          .refine(
            (figures) => figures.source || (!figures.year && !figures.sourceUrl),
            'ma mieć źródło (source), jeśli ma rok danych (year) albo adres źródła (sourceUrl)',
          )
          .meta({
            title: 'HIV w Polsce',
            description: 'Liczby nowych zakażeń HIV na stronie /prep; rok i źródło tylko wtedy, gdy zostały sprawdzone.',
          }),
        /** The social-education foundation under whose patronage the visits run. */
        patronage: text.meta({
          title: 'Patronat',
          description: 'Nazwa fundacji, pod której patronatem odbywają się wizyty PrEP, pokazywana na stronie /prep.',
        }),
      })
      .meta({ title: 'PrEP', description: 'Listy strony /prep.' }),
  })
  .meta({ title: 'Usługi', description: 'Usługi opisane kartami i listami na stronach /rehabilitacja i /prep.' })
