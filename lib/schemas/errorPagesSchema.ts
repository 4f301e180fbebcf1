import { z } from 'zod'
import { text } from './fields.ts'

const errorText = (title: string, description: string) =>
  z
    .strictObject({
      title: text.meta({ title: 'Tytuł' }),
      lead: text.meta({ title: 'Tekst', description: 'Co się stało i co można zrobić.', multiline: true }),
    })
    .meta({ title, description })

/** content/data/errorPages.yaml: the texts of the 404 page and the error page. */
export const errorPagesSchema = z
  .strictObject({
    notFound: errorText('Nie znaleziono strony (404)', 'Strona pod adresem, którego nie ma.'),
    error: errorText('Nieoczekiwany błąd', 'Strona, której nie udało się wyświetlić.'),
    /** Shown before the phone number. */
    help: text.meta({ title: 'Prośba o kontakt', description: 'Tekst przed numerem telefonu, np. „Jeśli potrzebujesz pomocy, zadzwoń do nas”.' }),
    /** The link back to the home page. */
    backHome: text.meta({ title: 'Link do strony głównej' }),
  })
  .meta({ title: 'Strony błędów', description: 'Teksty strony „Nie znaleziono strony” (404) i strony nieoczekiwanego błędu.' })
