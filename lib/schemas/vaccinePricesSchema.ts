import { z } from 'zod'
import { isoDate, key, listWithIds, medicalFact, text } from './fields.ts'
import { price, priceHint } from './priceField.ts'

/** One product (vaccine) in a price row. */
const variant = z
  .strictObject({
    /** Product name, e.g. "Shingrix". */
    name: text.meta({
      title: 'Szczepionka',
      description: 'Nazwa produktu, np. „Shingrix”. Jedna szczepionka ma jedną nazwę i jedną cenę we wszystkich tabelach i w formularzu „Szczepionki”.',
    }),
    /** Number of doses, e.g. "2" or "2–3": text, as the browser editor writes it. */
    doses: z
      .string({ error: 'ma być liczbą dawek w cudzysłowie, np. "2" albo "2–3"' })
      .regex(/^[1-9]\d?(–[1-9]\d?)?$/, 'ma być liczbą dawek, np. "2", albo zakresem z półpauzą „–”, np. "2–3"')
      .meta({ title: 'Liczba dawek', description: `Np. „2” albo zakres z półpauzą „–”, np. „2–3”. ${medicalFact}` }),
    /** How long protection lasts (travel table), e.g. "co najmniej 10 lat". */
    duration: text
      .meta({
        title: 'Czas ochrony',
        description: `Np. „co najmniej 10 lat”. Wymagany w tabeli, która pokazuje czas ochrony (podróże); w innych tabelach szczepionka ma ten czas albo „Informacje”. ${medicalFact}`,
      })
      .optional(),
    /** Other information, e.g. the age range. */
    additionalInfo: text
      .meta({ title: 'Informacje', description: `Np. wiek, od którego podaje się szczepionkę. Szczepionka ma „Czas ochrony” albo to pole. ${medicalFact}` })
      .optional(),
    price: price.meta({ title: 'Cena za dawkę', description: `Cena za jedną dawkę. ${priceHint}` }),
    /**
     * Mandatory in the national programme (Program Szczepień Ochronnych): the
     * table then shows `psoNote` (free within the programme, what the price is for).
     */
    pso: z
      .boolean('ma być zaznaczone (true) albo nie (false)')
      .meta({
        title: 'Szczepienie obowiązkowe (PSO)',
        description:
          'Zaznacz przy szczepieniu obowiązkowym z Programu Szczepień Ochronnych: tabela pokaże przy nim zdanie z pola „Uwaga o szczepieniach obowiązkowych” (przy kilku takich szczepionkach raz, pod tabelą).',
      })
      .optional(),
    notes: text.meta({ title: 'Uwagi', description: `Opcjonalne uwagi, np. schemat dawek. ${medicalFact}`, multiline: true }).optional(),
    /**
     * A national programme under which some people get this vaccine free
     * (an id of `programmes`): the table shows that programme's note.
     */
    programme: key
      .meta({
        title: 'Program bezpłatnych szczepień',
        description:
          'Nazwa programu z listy „Programy bezpłatnych szczepień” tego pliku (np. „grypa”), jeśli część osób otrzymuje tę szczepionkę bezpłatnie: tabela pokaże przy niej zdanie tego programu.',
      })
      .optional(),
    /**
     * The last day the product cannot be had: the table shows "niedostępna do
     * 31.03.2025" up to and including that day. One field, so a notice cannot
     * be saved without its end (issue 27); after the day `npm run check` warns.
     */
    unavailableUntil: isoDate
      .meta({
        title: 'Niedostępna do',
        description:
          'Tylko gdy szczepionki chwilowo nie ma: ostatni dzień jej niedostępności w formacie „RRRR-MM-DD”. Tabela pokaże przy nazwie „niedostępna do 31.03.2025” do tego dnia włącznie, potem sama przestanie; sprawdzenie przypomni wtedy, żeby wyczyścić to pole.',
      })
      .optional(),
  })
  .refine((v) => v.duration !== undefined || v.additionalInfo !== undefined, {
    message: 'ma mieć pole "duration" (czas ochrony) albo "additionalInfo" (dodatkowe informacje)',
  })

/** A price row (spec section 3): one disease and the products against it. */
const priceRow = z.strictObject({
  disease: text.meta({
    title: 'Szczepienie przeciw',
    description: 'Dokończenie nagłówka kolumny „Szczepienie przeciw”, np. „żółtej gorączce”.',
  }),
  variants: z
    .array(variant)
    .min(1, 'ma mieć co najmniej jedną szczepionkę')
    .meta({ title: 'Szczepionki', singular: 'preparat', description: 'Szczepionki przeciw tej chorobie, każda z liczbą dawek i ceną.' }),
})

/** One price table, e.g. "podroze", shown with <VaccinePriceTable table="podroze" />. */
const vaccineTable = z
  .strictObject({
    id: key.meta({
      title: 'Kod tabeli',
      idFrom: 'caption',
      description: 'Kod, po którym strony pokazują tę tabelę.',
    }),
    caption: text.meta({ title: 'Podpis tabeli', description: 'Tytuł tabeli nad nią, np. „Cennik szczepień dla podróżujących”.' }),
    /** The travel table shows how long protection lasts, so each product needs `duration`. */
    requireDuration: z
      .boolean('ma być zaznaczone (true) albo nie (false)')
      .meta({ title: 'Czas ochrony wymagany', description: 'Zaznacz w tabeli, która pokazuje czas ochrony (podróże): każda szczepionka musi go wtedy mieć.' })
      .optional(),
    rows: z.array(priceRow).min(1).meta({ title: 'Wiersze', singular: 'wiersz', description: 'Choroby w kolejności z tej listy, każda ze szczepionkami.' }),
  })
  .refine((table) => !table.requireDuration || table.rows.every((row) => row.variants.every((v) => v.duration)), {
    message: 'w tej tabeli każda szczepionka ma mieć pole "duration" (czas ochrony)',
  })

/** content/data/vaccinePrices.yaml: vaccine price tables, each with its name in `id`, e.g. "podroze". */
export const vaccinePricesSchema = z
  .strictObject({
    /** The note of every product marked `pso: true`: in its row, or once under a table where several rows have it (components/prices/tableNotes.ts). */
    psoNote: text
      .meta({
        title: 'Uwaga o szczepieniach obowiązkowych',
        description:
          'Zdanie o szczepionkach oznaczonych jako szczepienie obowiązkowe (PSO): że w programie są bezpłatne i za co jest cena. Wpisane tylko tutaj. Gdy w jednej tabeli ma je kilka szczepionek, tabela podaje je raz, pod sobą, z nazwami tych szczepionek, a przy każdej z nich odsyła do niego.',
        multiline: true,
      })
      .optional(),
    /** National programmes that make some vaccines free for some people, each with its note, typed once. */
    programmes: listWithIds(
      z.strictObject({
        id: key.meta({
          title: 'Nazwa programu',
          description:
            'Krótka nazwa małymi literami, bez polskich liter, np. „grypa”: szczepionki wybierają program po niej w polu „Program bezpłatnych szczepień”. Zmiana nazwy istniejącego programu odłącza od niego szczepionki.',
        }),
        note: text.meta({
          title: 'Zdanie w tabeli',
          description:
            'Zdanie o szczepionkach tego programu: kto i gdzie może zaszczepić się bezpłatnie i za co jest cena w tabeli. Gdy w jednej tabeli ma je kilka szczepionek, tabela podaje je raz, pod sobą.',
          multiline: true,
        }),
      }),
    )
      .meta({
        title: 'Programy bezpłatnych szczepień',
        singular: 'program',
        description:
          'Programy, w których część osób szczepi się bezpłatnie (np. przeciw grypie, COVID-19, krztuścowi w ciąży). Zdanie programu wpisujemy tylko tutaj; szczepionka wskazuje program swoją nazwą.',
      })
      .optional(),
    tables: listWithIds(vaccineTable).meta({
      title: 'Tabele cen',
      singular: 'tabelę',
      description: 'Tabele pokazywane na stronach o szczepieniach i w /cennik. Cena zawsze za jedną dawkę.',
    }),
  })
  .refine((file) => file.psoNote || !file.tables.some((table) => table.rows.some((row) => row.variants.some((v) => v.pso))), {
    path: ['psoNote'],
    message: 'jest wymagane, gdy któraś szczepionka ma "pso: true": zdanie o bezpłatnym szczepieniu w programie',
  })
  .superRefine((file, ctx) => {
    const programmes = (file.programmes ?? []).map((programme) => programme.id)
    file.tables.forEach((table, tableIndex) =>
      table.rows.forEach((row, rowIndex) =>
        row.variants.forEach((variant, variantIndex) => {
          if (variant.programme === undefined || programmes.includes(variant.programme)) return
          ctx.addIssue({
            code: 'custom',
            path: ['tables', tableIndex, 'rows', rowIndex, 'variants', variantIndex, 'programme'],
            message: `nie ma programu „${variant.programme}” na liście „Programy bezpłatnych szczepień”${programmes.length ? ` (są: ${programmes.join(', ')})` : ''}`,
          })
        }),
      ),
    )
  })
  .meta({
    title: 'Ceny szczepionek',
    description: 'Tabele cen szczepionek. Fakty medyczne (dawki, wiek, czas ochrony) zmieniaj tylko po uzgodnieniu z lekarzem.',
  })

export type VaccinePrices = z.infer<typeof vaccinePricesSchema>
