import { z } from 'zod'
import { internalPath, text } from './fields.ts'
import { siteMapGroupIds, siteMapGroupLabels } from './siteMapGroups.ts'

const label = text.meta({ title: 'Nazwa', description: 'Tekst linku, jak widzi go odwiedzający.' })
const href = internalPath.meta({ title: 'Adres na tej stronie', description: 'Zaczyna się od „/”, np. „/szczepienia/podroze” albo „/#kontakt”.' })

/**
 * A link that leaves the site, shown with a note that it opens elsewhere.
 * Its address is read from content/data/clinic.yaml, so it is typed only once.
 */
const external = z.enum(['rehabilitationBookingUrl'], { error: 'ma być nazwą adresu z clinic.yaml: rehabilitationBookingUrl' }).meta({
  title: 'Adres z „Dane placówki”',
  description: 'Link do innego serwisu, otwierany w nowej karcie; jego adres jest w formularzu „Dane placówki”, w polu „Rezerwacja rehabilitacji”.',
  labels: { rehabilitationBookingUrl: 'Rezerwacja rehabilitacji' },
})

const link = z.strictObject({ label, href })

/** A link of a dropdown: inside the site (`href`) or, read from clinic.yaml, outside it (`external`). */
const menuLink = z
  .strictObject({ label, href: href.optional(), external: external.optional() })
  .refine((item) => Boolean(item.href) !== Boolean(item.external), {
    message: 'ma mieć albo adres na tej stronie (href), albo adres z clinic.yaml (external), jedno z nich',
  })

/** An item of the main menu: a link (`href`) or a dropdown (`items`). */
const menuItem = z
  .strictObject({
    label,
    href: href.optional(),
    items: z
      .array(menuLink)
      .min(1)
      .meta({ title: 'Podmenu', singular: 'link', description: 'Linki rozwijanej listy. Pozycja menu ma albo adres, albo podmenu.' })
      .optional(),
  })
  .refine((item) => Boolean(item.href) !== Boolean(item.items), {
    message: 'ma mieć albo adres (href), albo podmenu (items), jedno z nich',
  })

/** A footer column: links, or (`quickContact: true`) the phone, the hotline's hours and the e-mail. */
const footerColumn = z
  .strictObject({
    title: text.meta({ title: 'Tytuł kolumny' }),
    links: z
      .array(link)
      .min(1)
      .meta({ title: 'Linki', singular: 'link', description: 'Linki kolumny. Kolumna ma albo linki, albo szybki kontakt.' })
      .optional(),
    quickContact: z
      .boolean('ma być zaznaczone (true) albo nie (false)')
      .meta({ title: 'Szybki kontakt', description: 'Zaznacz w kolumnie bez linków: pokaże telefon, godziny infolinii i e-mail z formularza „Dane placówki”.' })
      .optional(),
  })
  .refine((column) => Boolean(column.links) !== Boolean(column.quickContact), {
    message: 'ma mieć albo linki (links), albo zaznaczony szybki kontakt (quickContact: true), jedno z nich',
  })

/** content/data/navigation.yaml: the main menu, the footer and the site-map group names. */
export const navigationSchema = z
  .strictObject({
    main: z
      .array(menuItem)
      .meta({ title: 'Menu główne', singular: 'pozycję menu', description: 'Pozycje menu w kolejności z tej listy: link albo rozwijana lista linków.' }),
    booking: link.meta({ title: 'Przycisk rezerwacji', description: 'Przycisk na końcu menu i pod treścią stron.' }),
    /** Footer columns; the one with `quickContact: true` shows the phone, hours and e-mail. */
    footer: z.array(footerColumn).meta({ title: 'Stopka', singular: 'kolumnę', description: 'Kolumny stopki w kolejności z tej listy.' }),
    siteMapGroups: z
      .strictObject(
        Object.fromEntries(siteMapGroupIds.map((id) => [id, text.meta({ title: siteMapGroupLabels[id] })])) as Record<
          (typeof siteMapGroupIds)[number],
          typeof text
        >,
      )
      .meta({ title: 'Grupy mapy strony', description: 'Nagłówki grup na stronie /mapa-strony; strona wybiera grupę w polu „Grupa w mapie strony”.' }),
  })
  .meta({
    title: 'Menu i stopka',
    description: 'Menu główne, kolumny stopki i nazwy grup mapy strony. Adresy na tej stronie zaczynają się od „/”, np. „/szczepienia/podroze”.',
  })

export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = z.infer<typeof menuLink>
