import { z } from 'zod'
import { key, text } from './fields.ts'
import { photoHint, photoLimits, photoPath } from './photoField.ts'

/** content/data/team.yaml: the clinic's people. Sample names until the clinic replaces them. */
export const teamSchema = z
  .strictObject({
    members: z
      .array(
        z
          .strictObject({
            /** Used by pages to point at a person, e.g. <Specialist id="anna-przykladowa" />. */
            id: key.meta({
              title: 'Kod osoby',
              idFrom: 'name',
              description: 'Kod, po którym strony pokazują tę osobę.',
            }),
            name: text.meta({ title: 'Tytuł, imię i nazwisko', description: 'Np. „lek. Anna Przykładowa”.' }),
            role: text.meta({ title: 'Funkcja' }),
            /** A doctor: search engines get a schema.org Physician entry for them. */
            physician: z
              .boolean('ma być zaznaczone (true) albo nie (false)')
              .meta({ title: 'Lekarz', description: 'Zaznacz przy lekarzu: wyszukiwarki dostaną o nim informację jako o lekarzu.' })
              .default(false),
            specializations: z.array(text).min(1).meta({
              title: 'Zakres pracy',
              singular: 'dziedzinę',
              description: 'Strona pokazuje tę listę pod nagłówkiem „Zakres pracy”, bo nie wszystkie pozycje są specjalizacjami lekarskimi.',
            }),
            achievements: z.array(text).meta({ title: 'Osiągnięcia', singular: 'osiągnięcie', description: 'Lista osiągnięć; może być pusta.' }).default([]),
            /** A few sentences about the person (spec: specialist description). */
            bio: text.meta({ title: 'O osobie', description: 'Dwa, trzy zdania: czym się zajmuje, kiedy przyjmuje. Rzeczowo, bez ocen.', multiline: true }),
            /** Optional; /zespol shows it (components/mdx/TeamList/TeamList.tsx), `npm run check` checks the file (lib/check/rules/zdjecie.ts). */
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
  .meta({
    title: 'Zespół',
    description: 'Osoby zespołu: strony pokazują osobę znacznikiem <Specialist id="…" />, a kilka osób znacznikiem <Staff ids={["…", "…"]} />.',
  })
