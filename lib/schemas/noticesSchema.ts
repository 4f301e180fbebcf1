import { z } from 'zod'
import { isoDate, text } from './fields.ts'

/** The `pages` value that puts a notice on every page. */
export const allPages = 'wszystkie'

/** A page's address, e.g. "/kontakt" or "/" for the home page, or "wszystkie"; the check finds whether the page exists. */
const pageChoice = z
  .string({ error: 'ma być adresem strony, np. "/kontakt", albo słowem "wszystkie"' })
  .regex(/^(wszystkie|\/([a-z0-9-]+(\/[a-z0-9-]+)*)?)$/, 'ma być adresem strony, np. "/kontakt" albo "/" (strona główna), albo słowem "wszystkie"')

/** One notice: a short text shown at the top of the pages it names, up to and including its last day. */
const notice = z.strictObject({
  text: text.max(300, 'ma mieć najwyżej 300 znaków: komunikat ma być krótki, a szczegóły mogą stać na stronie, do której prowadzi link').meta({
    title: 'Treść komunikatu',
    description:
      'Jedno, dwa zdania, np. „24 i 31 grudnia przychodnia jest czynna do 14:00.”. Fragment pogrubisz dwiema gwiazdkami z obu stron: `**nieczynna**`, a link do strony dodasz tak: `[Kontakt](/kontakt)`. Najwyżej 300 znaków.',
    multiline: true,
  }),
  /** After this day the build leaves the notice out, a page opened later hides it, and `npm run check` warns. */
  lastDay: isoDate.meta({
    title: 'Ostatni dzień',
    description:
      'Ostatni dzień, w którym komunikat ma być widoczny: rok, miesiąc i dzień („RRRR-MM-DD”), np. „2027-01-06” to 6 stycznia 2027. Następnego dnia znika ze stron sam; sprawdzenie przypomina wtedy, żeby go usunąć z listy.',
  }),
  pages: z.array(pageChoice).min(1, 'ma wskazywać co najmniej jedną stronę albo „Wszystkie strony”').meta({
    title: 'Na stronach',
    description: 'Wybierz „Wszystkie strony” albo strony, na których komunikat ma się pokazać (np. Kontakt i Rezerwacja wizyty).',
    pages: true,
  }),
})

/** content/data/notices.yaml: notices for visitors with a last day (a closed day, changed hours), shown at the top of the pages they name. */
export const noticesSchema = z
  .strictObject({
    notices: z.array(notice).meta({
      title: 'Komunikaty',
      summary: '{{fields.text}} (do {{fields.lastDay}})',
      singular: 'komunikat',
      description:
        'Każdy komunikat pokazuje się w ramce na górze wskazanych stron do swojego ostatniego dnia włącznie. Lista może być pusta. Usunięcie komunikatu (×) usuwa go od razu ze wszystkich stron po opublikowaniu zmiany.',
    }),
  })
  .meta({
    title: 'Komunikaty na stronie',
    description: 'Krótkie komunikaty z datą ważności, np. o dniach, w których przychodnia jest nieczynna, pokazywane na górze wybranych stron.',
  })

export type Notice = z.infer<typeof noticesSchema>['notices'][number]
