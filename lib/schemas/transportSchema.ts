import { z } from 'zod'
import { text } from './fields.ts'

/** A line number or name, e.g. "128" or "M1": text, as the browser editor writes it. */
const line = z
  .string({ error: 'ma być numerem linii w cudzysłowie, np. "128" albo "M1"' })
  .trim()
  .min(1, 'nie może być puste')
  .meta({ title: 'Linia', description: 'Numer albo nazwa linii, np. „128”, „7” albo „M1”.' })

/** content/data/transport.yaml: how to get here (spec section 3: type, stops with lines). */
export const transportSchema = z
  .strictObject({
    transport: z
      .array(
        z.strictObject({
          /** e.g. "Autobus", "Tramwaj", "Metro". */
          type: text.meta({
            title: 'Środek transportu',
            description: 'Np. „Autobus”, „Tramwaj” albo „Metro”. Przy „Metro” strona pisze „stacja metra”, przy innych „przystanek”.',
          }),
          stops: z
            .array(
              z.strictObject({
                name: text.meta({ title: 'Przystanek', description: 'Sama nazwa przystanku; dla metra sama nazwa stacji (strona dopisze „stacja metra”).' }),
                lines: z.array(line).min(1).meta({
                  title: 'Linie',
                  singular: 'numer linii',
                  description: 'Numery linii zatrzymujących się na tym przystanku, każdy osobno, np. „128” albo „M1”.',
                }),
              }),
            )
            .min(1)
            .meta({ title: 'Przystanki', singular: 'przystanek', description: 'Przystanki (dla metra: stacje) najbliżej przychodni.' }),
        }),
      )
      .min(1)
      .meta({
        title: 'Dojazd komunikacją miejską',
        singular: 'środek transportu',
        description: 'Przystanki pokazywane na stronie /kontakt. Nazwy przystanków i numery linii sprawdź w serwisie Warszawskiego Transportu Publicznego.',
      }),
  })
  .meta({ title: 'Dojazd', description: 'Jak dojechać do przychodni komunikacją miejską.' })
