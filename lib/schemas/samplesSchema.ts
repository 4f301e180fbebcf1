import { z } from 'zod'
import { text } from './fields.ts'

/** One sample value: a value typed as an example, for the clinic to replace (or confirm). */
const sample = z.strictObject({
  /** What the visitor reads in the list of samples on the site map, e.g. "numer telefonu". */
  label: text.meta({
    title: 'Co jest przykładowe',
    description:
      'Tak, jak czyta to odwiedzający na liście „Dane przykładowe” na mapie strony (/mapa-strony), np. „numer telefonu”. Pozycje o tej samej nazwie lista pokazuje raz, a ramka u góry każdej strony liczy je jako jedną.',
  }),
  /** The file that holds the sample value, from the project's root. */
  file: z
    .string('ma być ścieżką pliku, np. "content/data/clinic.yaml"')
    .regex(/^content\/[a-z0-9/-]+\.(yaml|mdx)$/i, 'ma być ścieżką pliku w folderze content/, np. "content/data/clinic.yaml" albo "content/o-nas.mdx"')
    .meta({
      title: 'Plik',
      description: 'Plik, w którym stoi przykładowa wartość, np. „content/o-nas.mdx” (strona O nas); pliki formularzy danych są w „content/data/”.',
    }),
  /** The sample value, or a part of it, exactly as typed in that file. */
  value: text.meta({
    title: 'Przykładowa wartość',
    description:
      'Wartość albo jej fragment dokładnie tak, jak stoi w pliku, np. „+48 22 100 00 00”. Gdy w pliku jej już nie ma (wpisano prawdziwą), pozycja przestaje się liczyć, a sprawdzenie przypomina, żeby ją usunąć. Jeśli przykładowa wartość jest prawdziwa, po prostu usuń pozycję.',
    multiline: true,
  }),
})

/** content/data/samples.yaml: the values typed as examples; while one remains, every page says so. */
export const samplesSchema = z
  .strictObject({
    samples: z.array(sample).meta({
      title: 'Wartości przykładowe',
      singular: 'wartość',
      description:
        'Wartości wpisane na próbę, które przychodnia ma zastąpić prawdziwymi albo potwierdzić. Dopóki któraś z nich stoi w swoim pliku, każda strona pokazuje u góry jednowierszową ramkę z ich liczbą i odnośnikiem do listy na mapie strony; ramka znika, gdy zostanie zastąpiona ostatnia.',
    }),
  })
  .meta({
    title: 'Dane przykładowe',
    description:
      'Lista wartości przykładowych (telefon, dane rejestrowe, osoby, ceny do potwierdzenia…). Lista „Dane przykładowe” na mapie strony (/mapa-strony) wymienia te, które jeszcze stoją w plikach.',
  })

export type Sample = z.infer<typeof samplesSchema>['samples'][number]
