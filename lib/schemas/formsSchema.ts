import { z } from 'zod'
import { externalUrl, text } from './fields.ts'

const option = (valueHint: string) =>
  z.strictObject({
    /** Sent to the form service; do not change (the clinic's mailbox rules may use it). */
    value: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "vaccination"')
      .meta({ title: 'Kod', description: valueHint, idFrom: 'label' }),
    /** What the visitor sees. */
    label: text.meta({ title: 'Nazwa', description: 'To, co widzi pacjent na liście.' }),
  })

const sentValue = 'Kod wysyłany do serwisu formularzy; nie zmieniaj go bez uzgodnienia z osobą, która obsługuje skrzynkę formularzy.'

const visitType = option(
  'Kod używany przez stronę (przy „vaccination” formularz wysyła też rodzaj szczepienia) i wysyłany do serwisu formularzy; nie zmieniaj go.',
).extend({
  /** Length of one appointment in minutes: the step between times offered. */
  minutes: z.int('ma być liczbą minut, np. 15').min(5, 'ma być co najmniej 5 minut').max(240).meta({
    title: 'Długość wizyty (minuty)',
    description: 'Formularz proponuje godziny tej wizyty (z pola „Godziny otwarcia” formularza „Dane placówki”) co tyle minut.',
  }),
  /**
   * The hours of clinic.yaml in which this visit may be requested, when they
   * are not the hours that list it under `visitTypes` (the consultation: held on
   * Tuesdays, requested on any weekday while the vaccination point is open).
   * The form's times are never typed here: one set of hours, one place.
   */
  hours: z
    .string('ma być identyfikatorem godzin z clinic.yaml, np. „szczepienia”')
    .meta({
      title: 'Godziny do wyboru w formularzu',
      description:
        'Zwykle puste: formularz proponuje te „Godziny otwarcia” z formularza „Dane placówki”, które wymieniają tę wizytę w „Rodzaje wizyt w tych godzinach”. Wybierz inne godziny tylko wtedy, gdy o wizytę można prosić w innych godzinach, niż się odbywa.',
      references: 'hours',
    })
    .optional(),
  /** For vaccination: the kinds of vaccine to choose from. */
  variants: z
    .array(
      option(sentValue).extend({
        /** The word in an address that also chooses this vaccine, e.g. "grypa" in /rezerwacja?wizyta=szczepienie&szczepionka=grypa. */
        slug: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'ma być słowem z małych liter bez polskich znaków, np. "grypa"')
          .meta({
            title: 'Słowo w adresie',
            description:
              'Słowo w adresie, które od razu wybiera ten rodzaj szczepienia, np. „grypa” w /rezerwacja?wizyta=szczepienie&szczepionka=grypa. Nazwa używana przez strony; nie zmieniaj jej (albo zmień razem z linkami do niej).',
          })
          .optional(),
      }),
    )
    .min(1)
    .meta({
      title: 'Rodzaje szczepień',
      singular: 'rodzaj szczepienia',
      description: 'Tylko przy szczepieniu: lista rodzajów szczepienia do wyboru w formularzu.',
    })
    .optional(),
  /**
   * The word in an address that chooses this type, e.g. "szczepienie" for
   * /rezerwacja?wizyta=szczepienie (the vaccination pages' button links there).
   */
  slug: z
    .string()
    .regex(/^[a-z-]+$/, 'ma być słowem z małych liter bez polskich znaków, np. "szczepienie"')
    .meta({
      title: 'Słowo w adresie',
      description:
        'Słowo w adresie, które od razu wybiera ten rodzaj wizyty, np. „szczepienie” w /rezerwacja?wizyta=szczepienie. Nazwa używana przez strony; nie zmieniaj jej (albo zmień razem z linkami do niej).',
    })
    .optional(),
  /**
   * A note shown under the visit type when it is chosen. It may use {telefon}
   * (the clinic's number, as a link), {godziny:ID} (a schedule of clinic.yaml,
   * e.g. {godziny:konsultacje}) and {godziny-wizyty} (this type's own hours);
   * `npm run check` names any other (lib/check/rules/znacznik-danych.ts).
   */
  note: text
    .meta({
      title: 'Wyjaśnienie',
      description:
        'Pokazywane pod wybranym rodzajem wizyty. W tekście {telefon} to numer przychodni (jako link), {godziny:konsultacje} to godziny o kodzie „konsultacje” z formularza „Dane placówki” (każde godziny mają tam swój kod), a {godziny-wizyty} godziny tej wizyty.',
      multiline: true,
    })
    .optional(),
})

const formId = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, 'ma być identyfikatorem formularza z serwisu (litery i cyfry)')
  .meta({
    title: 'Identyfikator formularza',
    description: 'Identyfikator formularza w serwisie formularzy (litery i cyfry); zmieniaj tylko po uzgodnieniu z osobą, która obsługuje skrzynkę formularzy.',
  })
const subject = text.meta({ title: 'Temat wiadomości', description: 'Temat e-maila, który przychodzi do przychodni z tego formularza.' })
const success = (title: string) =>
  z
    .strictObject({
      title: text.meta({ title: 'Tytuł' }),
      /** May use {telefon} (the number, as a link) and {godziny:ID}, as a visit type's note (lib/check/rules/znacznik-danych.ts). */
      body: text.meta({
        title: 'Tekst',
        description: 'W tekście {telefon} to numer przychodni (jako link), a {godziny:infolinia} godziny o kodzie „infolinia” z formularza „Dane placówki”.',
        multiline: true,
      }),
      again: text.meta({ title: 'Przycisk „wyślij ponownie”', description: 'Otwiera pusty formularz.' }),
    })
    .meta({ title, description: 'Tekst pokazywany po wysłaniu formularza.' })

/** content/data/forms.yaml: the form service, the forms' options and texts. */
export const formsSchema = z
  .strictObject({
    service: z
      .strictObject({
        endpoint: externalUrl.meta({
          title: 'Adres serwisu formularzy',
          description: 'Adres serwisu, który przyjmuje wiadomości z formularzy, np. „https://formspree.io”. Zmienia go osoba, która wdraża stronę.',
        }),
        project: z
          .string()
          .regex(/^[A-Za-z0-9]+$/)
          .meta({ title: 'Projekt w serwisie', description: 'Opcjonalny identyfikator projektu w serwisie formularzy (adres /p/{projekt}/f/{formularz}).' })
          .optional(),
      })
      .meta({ title: 'Serwis formularzy', description: 'Serwis, do którego formularze wysyłają wiadomości (protokół Formspree).' }),
    stripePublishableKey: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'ma być kluczem publicznym Stripe "pk_live_..."')
      .meta({
        title: 'Klucz publiczny Stripe',
        description: 'Opcjonalny, „pk_live_…”. Bez niego formularz rezerwacji nie pokazuje pola karty i nie pobiera kodu Stripe.',
      })
      .optional(),
    contactForm: z
      .strictObject({
        formId,
        subject,
        services: z
          .array(option(sentValue))
          .min(1)
          .meta({ title: 'Usługi do wyboru', singular: 'usługę', description: 'Lista usług, których może dotyczyć pytanie, w formularzu kontaktowym.' }),
      })
      .meta({ title: 'Formularz kontaktowy' }),
    bookingForm: z
      .strictObject({
        formId,
        subject,
        visitTypes: z
          .array(visitType)
          .min(1)
          .meta({ title: 'Rodzaje wizyt', singular: 'rodzaj wizyty', description: 'Rodzaje wizyt do wyboru w formularzu rezerwacji, z godzinami do wyboru.' }),
      })
      .meta({ title: 'Formularz rezerwacji' }),
    contactSuccess: success('Po wysłaniu wiadomości'),
    bookingSuccess: success('Po wysłaniu prośby o rezerwację'),
    infoClause: text.meta({
      title: 'Klauzula informacyjna',
      description: 'Klauzula informacyjna RODO pod formularzami: kto jest administratorem danych, po co i jak długo je przetwarza, jakie prawa ma pacjent.',
      multiline: true,
    }),
  })
  .meta({ title: 'Formularze', description: 'Serwis formularzy, identyfikatory formularzy, rodzaje wizyt i teksty, które widzi pacjent.' })

export type FormsData = z.infer<typeof formsSchema>
