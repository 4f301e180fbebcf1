import { z } from 'zod'
import { isExistingDate, isoDate } from './fields.ts'
import { choiceError } from './choiceError.ts'
import { siteMapGroupIds } from './siteMapGroups.ts'

/**
 * The fields an editor writes between the `---` lines at the top of every
 * `content/**\/*.mdx` file. docs/edycja/pola.md lists them in Polish.
 * An unknown field is an error, so a typo ("tittle") does not pass silently.
 */
export const frontmatterSchema = z
  .strictObject({
    /** Page title: the h1 of the page and the first part of the browser tab's title. */
    title: z
      .string({ error: 'jest wymagane: tytuł strony (od 3 do 70 znaków)' })
      .trim()
      .min(3, 'ma mieć od 3 do 70 znaków')
      .max(70, 'ma mieć od 3 do 70 znaków')
      // "# O nas" (the page's text writes a heading so) would show the "#" in the page's heading: the title is one already.
      .regex(/^[^#]/, 'ma być samym tekstem tytułu, bez „#” na początku: tytuł jest nagłówkiem strony sam z siebie')
      .meta({ title: 'Tytuł strony', description: 'Nagłówek strony i pierwsza część nazwy karty w przeglądarce, od 3 do 70 znaków.' }),
    /** One or two sentences for search engines and link previews; {godziny:ID} and {parking} are filled in (lib/content/contentPages.ts). */
    description: z
      .string({ error: 'jest wymagane: opis strony dla wyszukiwarek (od 50 do 160 znaków)' })
      .trim()
      .min(50, 'ma mieć od 50 do 160 znaków')
      .max(160, 'ma mieć od 50 do 160 znaków')
      .meta({
        title: 'Opis dla wyszukiwarek',
        description:
          'Jedno lub dwa pełne zdania, od 50 do 160 znaków; pokazuje się w wynikach wyszukiwania i w podglądzie linku. Godziny z formularza „Dane placówki” wstawia ich kod w nawiasach klamrowych, np. {godziny:infolinia}.',
        multiline: true,
      }),
    /** Which group of the site map (/mapa-strony) lists the page. */
    group: z
      // The select list shows navigation.yaml's names of the groups, read when the site is built (lib/cms/adminFiles.ts);
      // this module cannot read them, so the message names the list and the ids a file holds.
      .enum(siteMapGroupIds, { error: choiceError(siteMapGroupIds, 'z listy grup mapy strony') })
      .meta({
        title: 'Grupa w mapie strony',
        description: 'W której grupie mapy strony (/mapa-strony) stoi ta strona; nazwy grup zmienia się w formularzu „Menu i stopka”.',
        labels: 'siteMapGroups',
      }),
    /** Position inside its site-map group; lower numbers come first. */
    order: z
      .int('ma być liczbą całkowitą, np. 3')
      .min(0, 'ma być liczbą od 0 w górę')
      .meta({ title: 'Kolejność w grupie', description: 'Liczba całkowita od 0; strony z mniejszą liczbą stoją w grupie mapy strony wyżej.' })
      .optional(),
    /** Introduction shown in larger type under the h1; {godziny:ID} and {parking} are filled in. */
    lead: z
      .string('ma być tekstem')
      .trim()
      .min(20, 'ma mieć co najmniej 20 znaków')
      .max(400, 'ma mieć najwyżej 400 znaków')
      .meta({
        title: 'Wprowadzenie',
        description:
          'Opcjonalne wprowadzenie pod tytułem, większą czcionką, od 20 do 400 znaków; pusta linia zaczyna w nim nowy akapit. Godziny z formularza „Dane placówki” wstawia ich kod w nawiasach klamrowych, np. {godziny:infolinia}.',
        multiline: true,
      })
      .optional(),
    /** Policies and the price list: the date from which the document applies. */
    validFrom: isoDate
      .meta({ title: 'Obowiązuje od', description: 'Regulaminy, polityki i cennik: data, od której dokument obowiązuje, w formacie „RRRR-MM-DD”.' })
      .optional(),
    /** Medical pages: when a doctor last checked the text. */
    lastReviewed: isoDate
      .meta({ title: 'Ostatnio sprawdzone', description: 'Strony medyczne: data, kiedy lekarz ostatnio sprawdził treść, w formacie „RRRR-MM-DD”.' })
      .optional(),
    /** Medical pages: when the text must be checked again. */
    nextReview: isoDate
      .meta({
        title: 'Następne sprawdzenie',
        description:
          'Strony medyczne: data następnego sprawdzenia treści przez lekarza, późniejsza niż „Ostatnio sprawdzone”; po tej dacie sprawdzenie strony daje uwagę.',
      })
      .optional(),
    /** A picture beside the title, from public/images/ (self-hosted), with its description. */
    heroImage: z
      .strictObject({
        src: z
          .string()
          .regex(/^\/images\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'ma być plikiem z folderu public/images, np. "/images/prep.svg"')
          .meta({
            title: 'Plik obrazu',
            description:
              'Adres obrazu na stronie, np. „/images/prep.svg”: „/images/” i nazwa pliku (małe litery, cyfry i myślniki; .svg, .png, .jpg albo .webp).',
          }),
        alt: z.string().trim().min(5, 'ma opisywać obraz (co najmniej 5 znaków)').meta({
          title: 'Opis obrazu',
          description: 'Co przedstawia obraz, dla osób, które go nie widzą (co najmniej 5 znaków). Nie zaczynaj od słowa „Zdjęcie” ani „Ilustracja”.',
        }),
      })
      .meta({ title: 'Obraz obok tytułu', description: 'Opcjonalny obraz obok tytułu strony, z opisem dla osób, które go nie widzą.' })
      .optional(),
    /** The page is questions (### headings, or faq.yaml's through <FaqQuestions />) and answers: search engines get them as an FAQ. */
    faq: z
      .boolean('ma być true albo false')
      .meta({
        title: 'Strona z pytaniami i odpowiedziami',
        description:
          'Zaznacz, jeśli strona składa się z pytań i odpowiedzi, jak /faq (pytania z formularza „Pytania i odpowiedzi (FAQ)” albo nagłówki ###): wyszukiwarki dostaną je jako FAQ.',
      })
      .optional(),
    /** "home" only for the home page: the h1 is shown as a large banner. */
    layout: z
      .enum(['page', 'home'], { error: 'ma być "page" albo "home"' })
      .meta({
        title: 'Układ',
        description: '„Strona główna” tylko dla strony głównej (tytuł jako duży baner); pozostałe strony: „Zwykła strona” albo pole puste.',
        labels: { page: 'Zwykła strona', home: 'Strona główna' },
      })
      .default('page'),
  })
  // Zod runs this rule even when a date is already wrong (21.11.2026): only two real dates are compared.
  .refine((fm) => !isExistingDate(fm.lastReviewed) || !isExistingDate(fm.nextReview) || fm.nextReview > fm.lastReviewed, {
    path: ['nextReview'],
    message: 'ma być datą późniejszą niż lastReviewed',
  })
  .meta({ title: 'Pola strony', description: 'Pola na początku pliku strony, między liniami „---”.' })

export type Frontmatter = z.infer<typeof frontmatterSchema>
