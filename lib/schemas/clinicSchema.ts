import { z } from 'zod'
import { isValidBankAccount, isValidKrs, isValidNip, isValidRegon } from '../registry/validators.ts'
import { weekdayNames, withDayWords } from '../data/dayPhrases.ts'
import { clockTime, externalUrl, isoDate, text } from './fields.ts'

/** Weekdays as numbers: 1 = Monday ... 7 = Sunday. */
const weekday = z.int('ma być numerem dnia tygodnia od 1 (poniedziałek) do 7 (niedziela)').min(1).max(7).meta({ title: 'Dzień' })

/** One opening-hours schedule, e.g. the vaccination point Mon-Fri 16:00-20:00. */
export const scheduleSchema = z
  .strictObject({
    /** Stable name used by the code, e.g. "szczepienia". Do not change it. */
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "szczepienia"')
      .meta({
        title: 'Kod godzin',
        idFrom: 'label',
        description: 'Kod, po którym strony pokazują te godziny; w tekście wstawia je np. {godziny:szczepienia}.',
      }),
    /** What is open, as a visitor reads it. */
    label: text.meta({ title: 'Co jest czynne', description: 'Tak, jak czyta to pacjent, np. „Punkt szczepień”.' }),
    /** The days it is open (1 = Monday); the Polish words for them are made from these (lib/data/dayPhrases.ts). */
    days: z
      .array(weekday)
      .min(1, 'ma wymieniać co najmniej jeden dzień')
      .meta({
        title: 'Dni',
        description: 'Zaznacz dni, w które jest czynne; strona sama napisze je słowami, np. „poniedziałek–piątek” i „od poniedziałku do piątku”.',
        choices: weekdayNames.map((label, index) => ({ value: index + 1, label })),
      }),
    opens: clockTime.meta({ title: 'Od godziny', description: 'Godzina otwarcia w formacie „GG:MM”, np. „16:00”.' }),
    closes: clockTime.meta({ title: 'Do godziny', description: 'Godzina zamknięcia w formacie „GG:MM”, np. „20:00”.' }),
    /** Optional remark, e.g. "także w wybrane soboty". */
    note: text
      .meta({
        title: 'Uwaga',
        description:
          'Opcjonalna uwaga pokazywana przy tych godzinach w zestawieniu godzin, np. „bez wcześniejszej rejestracji”. Terminów, które się zmieniają (np. wybranych sobót), nie wymieniaj: odeślij do infolinii.',
      })
      .optional(),
    /**
     * The booking form's visit types (forms.yaml `value`) offered in these hours:
     * <Hours /> shows each one's length from forms.yaml, so it is typed once.
     */
    visitTypes: z
      .array(
        z
          .string('ma być rodzajem wizyty z forms.yaml')
          .meta({ title: 'Rodzaj wizyty', description: 'Rodzaj wizyty z formularza rezerwacji (formularz „Formularze”).', references: 'visitTypes' }),
      )
      .min(1)
      .meta({
        title: 'Rodzaje wizyt w tych godzinach',
        description:
          'Wizyty z formularza rezerwacji, które odbywają się w tych godzinach; zestawienie godzin pokazuje, ile trwa każda z nich (długość wpisuje się w formularzu „Formularze”, przy rodzaju wizyty). Usługi spoza formularza mają zamiast tego „Długość wizyty”.',
      })
      .optional(),
    /** The length of a visit not booked with the form (e.g. rehabilitation), in minutes. */
    visitMinutes: z
      .int('ma być liczbą minut, np. 50')
      .min(5, 'ma być co najmniej 5 minut')
      .max(240)
      .meta({
        title: 'Długość wizyty (minuty)',
        description: 'Ile trwa jedna wizyta usługi, której nie ma w formularzu rezerwacji, np. 50; zestawienie godzin ją pokazuje.',
      })
      .optional(),
    /** Who sees patients in these hours: team.yaml ids, shown by name in <Hours /> and on each person's card. */
    staff: z
      .array(
        z
          .string('ma być nazwą osoby z team.yaml')
          .regex(/^[a-z0-9-]+$/, 'ma być nazwą osoby z team.yaml, np. "lekarz-konsultacje"')
          .meta({ title: 'Osoba', description: 'Osoba z formularza „Zespół”.', references: 'team' }),
      )
      .min(1)
      .meta({
        title: 'Kto przyjmuje',
        description:
          'Osoby z formularza „Zespół”, które przyjmują w tych godzinach, np. lekarz kwalifikujący do szczepień; zestawienie godzin i strona Zespół pokazują je z imieniem i nazwiskiem.',
      })
      .optional(),
  })
  // The days' words, made from the chosen days: every reader of the parsed file gets them.
  .transform(withDayWords)

/**
 * A booking service's page of one clinic, not the service's home page: its path
 * has a segment beyond a language code ("https://booksy.com/pl-pl/" is the home page).
 */
export function isProfileAddress(url: string): boolean {
  const path = url.replace(/^https:\/\/[^/]+/, '').split(/[?#]/)[0]!
  return path.split('/').some((segment) => segment !== '' && !/^[a-z]{2}(-[a-z]{2})?$/i.test(segment))
}

const phoneNumber = z.string('ma być numerem telefonu').regex(/^\+48( \d{2,3}){3,4}$/, 'ma być numerem w formacie „+48 22 100 00 00”')

const person = z.strictObject({
  name: text.meta({ title: 'Imię i nazwisko' }),
  role: text.meta({ title: 'Funkcja', description: 'Np. „Prezes Zarządu”.' }),
  /** Since when, e.g. "2014-03-01". */
  date: isoDate.meta({ title: 'Od kiedy', description: 'Data powołania w formacie „RRRR-MM-DD”, np. „2014-03-01”.' }),
})

/** The foundation's entry in the National Court Register (spec section 3: registry data). */
export const registrySchema = z.strictObject({
  krs: z.string().refine(isValidKrs, 'ma być numerem KRS: 10 cyfr, np. „0000123456”').meta({ title: 'Numer KRS', description: '10 cyfr, np. „0000123456”.' }),
  nip: z
    .string()
    .refine(isValidNip, 'nie jest poprawnym numerem NIP (10 cyfr; sprawdź cyfrę kontrolną)')
    .meta({ title: 'NIP', description: '10 cyfr, np. „123-456-32-18”; sprawdzana jest cyfra kontrolna.' }),
  regon: z
    .string()
    .refine(isValidRegon, 'nie jest poprawnym numerem REGON (9 lub 14 cyfr; sprawdź cyfrę kontrolną)')
    .meta({ title: 'REGON', description: '9 lub 14 cyfr; sprawdzana jest cyfra kontrolna.' }),
  vatStatus: text.meta({ title: 'Status VAT', description: 'Np. „podatnik VAT zwolniony”.' }),
  bankAccount: z
    .string()
    .refine(isValidBankAccount, 'nie jest poprawnym numerem rachunku (26 cyfr; sprawdź cyfry kontrolne)')
    .meta({ title: 'Numer rachunku', description: '26 cyfr, np. „96 1234 5678 0000 0000 0000 0001”; sprawdzane są cyfry kontrolne.' }),
  bank: text.meta({ title: 'Bank' }),
  legalForm: text.meta({ title: 'Forma prawna', description: 'Np. „fundacja”.' }),
  registrationDate: isoDate.meta({ title: 'Data rejestracji', description: 'Data wpisu do KRS w formacie „RRRR-MM-DD”.' }),
  court: text.meta({ title: 'Sąd rejestrowy', description: 'Sąd i wydział KRS, jak w odpisie.', multiline: true }),
  /** Who may sign obligations on the foundation's behalf. */
  signature: text.meta({ title: 'Reprezentacja', description: 'Kto może składać oświadczenia woli w imieniu fundacji, jak w statucie.', multiline: true }),
  activity: text.meta({ title: 'Przedmiot działalności', multiline: true }),
  board: z.array(person).min(1).meta({ title: 'Zarząd', singular: 'członka zarządu', description: 'Członkowie zarządu fundacji.' }),
  council: z.array(person).min(1).meta({ title: 'Rada fundacji', singular: 'członka rady', description: 'Członkowie rady fundacji.' }),
})

/** content/data/clinic.yaml: who the clinic is and how to reach it. */
export const clinicSchema = z
  .strictObject({
    hours: z.array(scheduleSchema).min(1).meta({
      title: 'Godziny otwarcia',
      singular: 'godziny',
      description: 'Godziny wpisujemy tylko tutaj: każda strona, która je pokazuje, bierze je z tej listy, więc zmiana tutaj zmienia je wszędzie.',
      summary: '{{fields.label}} – {{fields.days}}, {{fields.opens}}–{{fields.closes}}',
    }),
    phone: z
      .strictObject({
        number: phoneNumber.meta({
          title: 'Numer telefonu',
          description: 'W formacie „+48 22 100 00 00”. Wpisany tylko tutaj: strony biorą go z tego pola, więc zmiana tutaj zmienia go wszędzie.',
        }),
      })
      .meta({ title: 'Telefon' }),
    email: z
      .email('ma być adresem e-mail, np. „rejestracja@przychodnia.pl”')
      .meta({ title: 'E-mail', description: 'Adres e-mail rejestracji. Strony biorą go z tego pola, więc zmiana tutaj zmienia go wszędzie.' }),
    address: z
      .strictObject({
        street: text.meta({ title: 'Ulica i numer', description: 'Np. „ul. Przykładowa 12”.' }),
        postalCode: z
          .string()
          .regex(/^\d{2}-\d{3}$/, 'ma być kodem pocztowym w formacie „00-000”')
          .meta({ title: 'Kod pocztowy', description: 'W formacie „00-000”.' }),
        city: text.meta({ title: 'Miasto' }),
        district: text.meta({ title: 'Dzielnica', description: 'Opcjonalna, np. „Mokotów”.' }).optional(),
      })
      .meta({ title: 'Adres' }),
    /** Parking at the clinic (spec: 10 spaces, 2 of them accessible), shown with <Parking />. */
    parking: z
      .strictObject({
        spaces: z.int('ma być liczbą miejsc').min(1).meta({ title: 'Liczba miejsc', description: 'Wszystkie miejsca parkingowe przy placówce.' }),
        accessible: z
          .int('ma być liczbą miejsc')
          .min(0)
          .meta({ title: 'Miejsca dla osób z niepełnosprawnościami', description: 'Ile z tych miejsc jest dla osób z niepełnosprawnościami.' }),
      })
      .meta({ title: 'Parking', description: 'Parking przy placówce; strony biorą go z tego pola.' }),
    /** External booking page for rehabilitation. */
    rehabilitationBookingUrl: externalUrl
      .refine(isProfileAddress, 'ma być adresem profilu przychodni w serwisie rezerwacji, a nie stroną główną serwisu')
      .meta({
        title: 'Rezerwacja rehabilitacji',
        description:
          'Adres profilu przychodni w zewnętrznym serwisie rezerwacji wizyt rehabilitacji (strona z jej terminami, a nie strona główna serwisu), zaczynający się od https://. Prowadzą do niego menu i strona /rehabilitacja.',
      }),
    name: text.meta({ title: 'Pełna nazwa przychodni', description: 'Np. w tytule strony głównej i dla wyszukiwarek.' }),
    shortName: text.meta({ title: 'Krótka nazwa', description: 'W logo i w tytule każdej strony w karcie przeglądarki.' }),
    foundation: text.meta({ title: 'Nazwa fundacji', description: 'Fundacja prowadząca przychodnię: pod logo i w stopce.' }),
    geo: z
      .strictObject({
        latitude: z.number().min(-90).max(90).meta({ title: 'Szerokość geograficzna', description: 'Np. 52.2005 (z kropką, nie przecinkiem).' }),
        longitude: z.number().min(-180).max(180).meta({ title: 'Długość geograficzna', description: 'Np. 21.0129 (z kropką, nie przecinkiem).' }),
      })
      .meta({ title: 'Położenie na mapie', description: 'Współrzędne placówki dla wyszukiwarek.' }),
    registry: registrySchema.meta({
      title: 'Dane rejestrowe',
      description:
        'Dane fundacji z Krajowego Rejestru Sądowego (strona /dane-rejestrowe). Sprawdzenie strony sprawdza cyfry kontrolne NIP, REGON i numeru rachunku.',
    }),
    copyrightYear: z.int().min(2000).max(2100).meta({ title: 'Rok w stopce', description: 'Rok przy znaku © w stopce, np. 2025.' }),
    credit: z
      .strictObject({
        label: text.meta({ title: 'Opis', description: 'Np. „Projekt i wykonanie strony”.' }),
        name: text.meta({ title: 'Wykonawca' }),
        url: externalUrl.meta({ title: 'Adres wykonawcy', description: 'Zaczynający się od https://.' }),
      })
      .meta({ title: 'Wykonawca strony', description: 'Informacja w stopce o tym, kto wykonał stronę.' }),

    /** Address of the published site, without a trailing slash. */
    siteUrl: externalUrl
      .refine((url) => !url.endsWith('/'), 'ma być bez ukośnika "/" na końcu')
      .meta({
        title: 'Ustawienia techniczne: adres strony',
        description:
          'Ustawienie techniczne: zmienia je osoba, która wdraża stronę. Adres opublikowanej strony, bez ukośnika „/” na końcu, np. „https://przychodnia.pl”.',
      }),
    /**
     * The site's repository on GitHub, without a trailing slash, e.g.
     * "https://github.com/przychodnia-example/strona". Only the preview of a pull
     * request uses it: its 'Edytuj tę stronę' link opens the page's file there.
     */
    repository: z
      .string('ma być adresem repozytorium w serwisie GitHub')
      .regex(
        /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/,
        'ma być adresem repozytorium w serwisie GitHub, np. "https://github.com/fundacja/strona" (bez ukośnika na końcu)',
      )
      .meta({
        title: 'Ustawienia techniczne: repozytorium strony',
        description:
          'Ustawienie techniczne: zmienia je osoba, która wdraża stronę. Adres repozytorium strony w serwisie GitHub, bez ukośnika na końcu, np. „https://github.com/fundacja/strona”. Podgląd zmiany przed publikacją pokazuje na każdej stronie link „Edytuj tę stronę” do jej pliku w tym repozytorium.',
      }),
    /** The branch the published site is built from, e.g. "main" (the default when left out). */
    repositoryBranch: z
      .string('ma być nazwą gałęzi, np. "main"')
      .regex(/^[\w./-]+$/, 'ma być nazwą gałęzi, np. "main" (litery, cyfry, "-", "_", "/" i ".")')
      .meta({
        title: 'Ustawienia techniczne: gałąź',
        description:
          'Ustawienie techniczne: zmienia je osoba, która wdraża stronę. Gałąź repozytorium, z której budowana jest opublikowana strona; puste pole oznacza gałąź główną.',
      })
      .default('main'),
  })
  .meta({ title: 'Dane placówki', description: 'Nazwa, adres, telefon, e-mail, godziny i dane rejestrowe: wpisane tylko tutaj, strona czyta je z tego pliku.' })

export type Clinic = z.infer<typeof clinicSchema>
export type Schedule = z.output<typeof scheduleSchema>
