import { z } from 'zod'
import { externalUrl, text } from './fields.ts'
import { photoHint, photoLimits, photoPath } from './photoField.ts'
import { key, price, priceHint } from './pricesSchema.ts'

/** content/data/labTests.yaml: the laboratory catalogue (spec: lab category = title, items). */
export const labTestsSchema = z
  .strictObject({
    categories: z
      .array(
        z.strictObject({
          title: text.meta({
            title: 'Kategoria',
            description:
              'Tytuł kategorii jest też nazwą przycisku filtra. Strona /badania-laboratoryjne wymienia tytuły w tekście dosłownie: po zmianie popraw także listę w content/badania-laboratoryjne.mdx.',
          }),
          items: z
            .array(
              z.strictObject({
                name: text.meta({ title: 'Badanie', description: 'Nazwa jak na skierowaniu. Nazwy badań nie mogą się powtarzać w całym cenniku.' }),
                price: price.meta({ title: 'Cena', description: priceHint }),
              }),
            )
            .min(1, 'ma mieć co najmniej jedno badanie')
            .meta({ title: 'Badania', singular: 'badanie' }),
        }),
      )
      .min(1)
      .meta({ title: 'Kategorie', singular: 'kategorię', description: 'Kategorie pokazują się w tej kolejności, w jakiej są tutaj.' }),
  })
  .meta({
    title: 'Badania laboratoryjne',
    description:
      'Cennik badań laboratoryjnych: tabela z wyszukiwarką na stronach /cennik i /badania-laboratoryjne (znacznik <LabPriceTable />). Zestawy alergenów i panele alergiczne są w allergy.yaml.',
  })

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
      .meta({ title: 'Rehabilitacja', singular: 'usługę', description: 'Karty usług rehabilitacji (znacznik <RehabilitationServices />).' }),
    prep: z
      .strictObject({
        /** The six indications of spec section 9. */
        indications: z
          .array(text)
          .length(6, 'ma mieć dokładnie sześć wskazań (specyfikacja, sekcja 9)')
          .meta({ title: 'Wskazania', singular: 'wskazanie', description: 'Sześć wskazań do PrEP (znacznik <PrepIndications />), małą literą, bez kropki.' }),
        /**
         * The spec's figures on new HIV infections (<HivFigures />). The spec gives no
         * year and no source for them: both are optional, shown only when typed, and
         * a link to a source only with the source's name.
         */
        hivFigures: z
          .strictObject({
            statement: text.meta({
              title: 'Liczby zakażeń',
              description: 'Zdanie z liczbami nowych zakażeń HIV w Polsce, np. „… blisko 1000 nowych zakażeń wśród mężczyzn mających kontakty seksualne z mężczyznami …”.',
              multiline: true,
            }),
            year: z
              .string('ma być rokiem w cudzysłowie, np. "2023"')
              .regex(/^(19|20)\d{2}$/, 'ma być rokiem, np. "2023"')
              .meta({ title: 'Rok danych', description: 'Rok, którego dotyczą liczby, np. „2023”. Wpisz go tylko razem ze źródłem, gdy sprawdzisz go w jego raporcie.' })
              .optional(),
            source: text
              .meta({
                title: 'Źródło',
                description: 'Instytucja i raport, z których pochodzą te liczby. Wpisz tylko źródło, w którym je sprawdzono; bez źródła strona pokazuje samo zdanie z liczbami.',
              })
              .optional(),
            sourceUrl: externalUrl.meta({ title: 'Adres źródła', description: 'Strona z raportem źródła, zaczynająca się od https://; tylko razem z nazwą źródła.' }).optional(),
          })
          .refine((figures) => figures.source || (!figures.year && !figures.sourceUrl), 'ma mieć źródło (source), jeśli ma rok danych (year) albo adres źródła (sourceUrl)')
          .meta({ title: 'HIV w Polsce', description: 'Liczby nowych zakażeń HIV na stronie /prep (znacznik <HivFigures />); rok i źródło tylko wtedy, gdy zostały sprawdzone.' }),
        /** The social-education foundation under whose patronage the visits run. */
        patronage: text.meta({ title: 'Patronat', description: 'Nazwa fundacji, pod której patronatem odbywają się wizyty PrEP (znacznik <Patronage />).' }),
      })
      .meta({ title: 'PrEP', description: 'Listy strony /prep.' }),
  })
  .meta({ title: 'Usługi', description: 'Usługi opisane kartami i listami na stronach /rehabilitacja i /prep.' })

/** content/data/team.yaml: the clinic's people. Sample names until the clinic replaces them. */
export const teamSchema = z
  .strictObject({
    members: z
      .array(
        z.strictObject({
          /** Used by pages to point at a person, e.g. <Specialist id="anna-przykladowa" />. */
          id: key.meta({
            title: 'Kod osoby',
            generated: 'osoba-',
            description: 'Kod używany przez strony, np. <Specialist id="lekarz-konsultacje" /> albo <Staff ids={["…"]} />; nie zmieniaj go. Małe litery, cyfry i myślniki.',
          }),
          name: text.meta({ title: 'Tytuł, imię i nazwisko', description: 'Np. „lek. Anna Przykładowa”.' }),
          role: text.meta({ title: 'Funkcja' }),
          /** A doctor: search engines get a schema.org Physician entry for them. */
          physician: z
            .boolean('ma być zaznaczone (true) albo nie (false)')
            .meta({ title: 'Lekarz', description: 'Zaznacz przy lekarzu: wyszukiwarki dostaną o nim informację jako o lekarzu.' })
            .default(false),
          specializations: z
            .array(text)
            .min(1)
            .meta({ title: 'Zakres pracy', singular: 'dziedzinę', description: 'Strona pokazuje tę listę pod nagłówkiem „Zakres pracy”, bo nie wszystkie pozycje są specjalizacjami lekarskimi.' }),
          achievements: z.array(text).meta({ title: 'Osiągnięcia', singular: 'osiągnięcie', description: 'Lista osiągnięć; może być pusta.' }).default([]),
          /** A few sentences about the person (spec: specialist description). */
          bio: text.meta({ title: 'O osobie', description: 'Dwa, trzy zdania: czym się zajmuje, kiedy przyjmuje. Rzeczowo, bez ocen.', multiline: true }),
          /** Optional; /zespol shows it (components/team/TeamList.tsx), `npm run check` checks the file (lib/check/rules/zdjecie.ts). */
          photo: photoPath
            .meta({
              title: 'Zdjęcie',
              description: photoHint,
              image: photoLimits,
            })
            .optional(),
          photoAlt: text
            .meta({
              title: 'Opis zdjęcia',
              description:
                'Jedno zdanie o tym, co widać na zdjęciu, dla osób, które go nie widzą (czyta je czytnik ekranu), np. „Anna Kowalska w białym fartuchu”. Wymagany, gdy jest zdjęcie. Nie zaczynaj od słowa „Zdjęcie”.',
            })
            .optional(),
        })
        // A photo without its description would say nothing to a screen reader's user (WCAG 1.1.1).
        .refine((person) => person.photo === undefined || person.photoAlt !== undefined, {
          path: ['photoAlt'],
          message: 'jest wymagane przy zdjęciu: opis jednym zdaniem, co na nim widać (czyta go czytnik ekranu osobom, które nie widzą zdjęcia)',
        }),
      )
      .min(1)
      .meta({ title: 'Osoby', singular: 'osobę' }),
  })
  .meta({ title: 'Zespół', description: 'Osoby zespołu: strony pokazują osobę znacznikiem <Specialist id="…" />, a kilka osób znacznikiem <Staff ids={["…", "…"]} />.' })

export type LabTests = z.infer<typeof labTestsSchema>
export type LabCategory = LabTests['categories'][number]
