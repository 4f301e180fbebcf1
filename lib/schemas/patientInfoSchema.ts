import { z } from 'zod'
import { listWithIds, text } from './fields.ts'

/** One practical answer, shown with <PatientInfo topic="co-zabrac" />. */
const topic = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "co-zabrac"')
      .meta({
        title: 'Nazwa tematu',
        description:
          'Krótka nazwa małymi literami, bez polskich liter, słowa połączone myślnikami, np. „co-zabrac”: strony wstawiają temat po tej nazwie. Zmiana nazwy istniejącego tematu usuwa go ze stron, które go pokazują.',
      }),
    /** A paragraph; may use {telefon}, {godziny:ID} and {parking}. */
    text: text
      .meta({
        title: 'Tekst',
        description:
          'Akapit. {telefon} wstawia numer przychodni (jako link), {godziny:infolinia} godziny o kodzie „infolinia” z formularza „Dane placówki” (każde godziny mają tam swój kod), {parking} opis parkingu z tego formularza.',
        multiline: true,
      })
      .optional(),
    /** A list shown after the paragraph. */
    items: z
      .array(text)
      .min(1)
      .meta({
        title: 'Lista',
        singular: 'punkt',
        description: 'Punkty listy pod tekstem, każdy osobno; mogą używać tych samych wstawek w nawiasach klamrowych co tekst.',
      })
      .optional(),
  })
  .refine((topic) => topic.text || topic.items, 'ma mieć tekst (text), listę (items) albo oba')

/** content/data/patientInfo.yaml: practical answers shown on several pages with <PatientInfo topic="..." />. */
export const patientInfoSchema = z
  .strictObject({
    topics: listWithIds(topic).meta({ title: 'Tematy', singular: 'temat', description: 'Każdy temat ma tekst, listę albo oba.' }),
  })
  .meta({
    title: 'Informacje dla pacjenta',
    description: 'Informacje praktyczne, które stoją na kilku stronach (FAQ, Kontakt, Rezerwacja, Cennik): zmiana tutaj zmienia je wszędzie.',
  })

export type PatientInfo = z.infer<typeof patientInfoSchema>
