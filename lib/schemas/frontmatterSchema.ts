import { z } from 'zod'
import { isoDate } from './fields.ts'
import { siteMapGroupIds } from './siteMapGroups.ts'

/**
 * The fields an editor writes between the `---` lines at the top of every
 * `content/**\/*.mdx` file. docs/EDITING.md explains them in Polish.
 * An unknown field is an error, so a typo ("tittle") does not pass silently.
 */
export const frontmatterSchema = z
  .strictObject({
    /** Page title: the h1 of the page and the first part of the browser tab's title. */
    title: z
      .string({ error: 'jest wymagane: tytuł strony (od 3 do 70 znaków)' })
      .trim()
      .min(3, 'ma mieć od 3 do 70 znaków')
      .max(70, 'ma mieć od 3 do 70 znaków'),
    /** One or two sentences for search engines and link previews. */
    description: z
      .string({ error: 'jest wymagane: opis strony dla wyszukiwarek (od 50 do 160 znaków)' })
      .trim()
      .min(50, 'ma mieć od 50 do 160 znaków')
      .max(160, 'ma mieć od 50 do 160 znaków'),
    /** Which group of the site map (/mapa-strony) lists the page. */
    group: z.enum(siteMapGroupIds, {
      error: `jest wymagane i ma być jedną z grup mapy strony: ${siteMapGroupIds.join(', ')}`,
    }),
    /** Position inside its site-map group; lower numbers come first. */
    order: z.int('ma być liczbą całkowitą, np. 3').min(0, 'ma być liczbą od 0 w górę').optional(),
    /** Introduction shown in larger type under the h1. */
    lead: z.string('ma być tekstem').trim().min(20, 'ma mieć co najmniej 20 znaków').max(400, 'ma mieć najwyżej 400 znaków').optional(),
    /** Policies and the price list: the date from which the document applies. */
    validFrom: isoDate.optional(),
    /** Medical pages: when a doctor last checked the text. */
    lastReviewed: isoDate.optional(),
    /** Medical pages: when the text must be checked again. */
    nextReview: isoDate.optional(),
    /** A picture beside the title, from public/images/ (self-hosted), with its description. */
    heroImage: z
      .strictObject({
        src: z.string().regex(/^\/images\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'ma być plikiem z folderu public/images, np. "/images/prep.svg"'),
        alt: z.string().trim().min(5, 'ma opisywać obraz (co najmniej 5 znaków)'),
      })
      .optional(),
    /** The page is questions (### headings) and answers: search engines get them as an FAQ. */
    faq: z.boolean('ma być true albo false').optional(),
    /** "home" only for the home page: the h1 is shown as a large banner. */
    layout: z.enum(['page', 'home'], { error: 'ma być "page" albo "home"' }).default('page'),
  })
  .refine((fm) => !fm.lastReviewed || !fm.nextReview || fm.nextReview > fm.lastReviewed, {
    path: ['nextReview'],
    message: 'ma być datą późniejszą niż lastReviewed',
  })

export type Frontmatter = z.infer<typeof frontmatterSchema>
