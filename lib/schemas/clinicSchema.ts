import { z } from 'zod'
import { isValidBankAccount, isValidKrs, isValidNip, isValidRegon } from '../registry/validators.ts'
import { clockTime, externalUrl, isoDate, text } from './fields.ts'

/** Weekdays as numbers: 1 = Monday ... 7 = Sunday. */
const weekday = z.int('ma być numerem dnia tygodnia od 1 (poniedziałek) do 7 (niedziela)').min(1).max(7)

/** One opening-hours schedule, e.g. the vaccination point Mon-Fri 16:00-20:00. */
export const scheduleSchema = z.strictObject({
  /** Stable name used by the code, e.g. "szczepienia". Do not change it. */
  id: z.string().regex(/^[a-z-]+$/, 'ma być krótką nazwą z małych liter, np. "szczepienia"'),
  /** What is open, as a visitor reads it. */
  label: text,
  /** Days in Polish as shown in lists, e.g. "poniedziałek–piątek". */
  daysLabel: text,
  /** The same days inside a sentence, e.g. "od poniedziałku do piątku" or "we wtorki". */
  daysText: text,
  /** The same days as numbers (1 = Monday), for search engines. */
  days: z.array(weekday).min(1, 'ma wymieniać co najmniej jeden dzień'),
  opens: clockTime,
  closes: clockTime,
  /** Optional remark, e.g. "także w wybrane soboty". */
  note: text.optional(),
})

const phoneNumber = z
  .string('ma być numerem telefonu')
  .regex(/^\+48( \d{2,3}){3,4}$/, 'ma być numerem w formacie "+48 22 100 00 00"')

const person = z.strictObject({ name: text, role: text, /** Since when, e.g. "2014-03-01". */ date: isoDate })

/** The foundation's entry in the National Court Register (spec section 3: registry data). */
export const registrySchema = z.strictObject({
  name: text,
  krs: z.string().refine(isValidKrs, 'ma być numerem KRS: 10 cyfr, np. "0000123456"'),
  nip: z.string().refine(isValidNip, 'nie jest poprawnym numerem NIP (10 cyfr; sprawdź cyfrę kontrolną)'),
  regon: z.string().refine(isValidRegon, 'nie jest poprawnym numerem REGON (9 lub 14 cyfr; sprawdź cyfrę kontrolną)'),
  vatStatus: text,
  bankAccount: z.string().refine(isValidBankAccount, 'nie jest poprawnym numerem rachunku (26 cyfr; sprawdź cyfry kontrolne)'),
  bank: text,
  legalForm: text,
  registrationDate: isoDate,
  court: text,
  /** Who may sign obligations on the foundation's behalf. */
  signature: text,
  activity: text,
  board: z.array(person).min(1),
  council: z.array(person).min(1),
})

/** content/data/clinic.yaml: who the clinic is and how to reach it. */
export const clinicSchema = z.strictObject({
  name: text,
  shortName: text,
  foundation: text,
  /** Address of the published site, without a trailing slash. */
  siteUrl: externalUrl.refine((url) => !url.endsWith('/'), 'ma być bez ukośnika "/" na końcu'),
  /**
   * The site's repository on GitHub, without a trailing slash, e.g.
   * "https://github.com/przychodnia-example/strona". Only the preview of a pull
   * request uses it: its 'Edytuj tę stronę' link opens the page's file there.
   */
  repository: z
    .string('ma być adresem repozytorium w serwisie GitHub')
    .regex(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/, 'ma być adresem repozytorium w serwisie GitHub, np. "https://github.com/fundacja/strona" (bez ukośnika na końcu)'),
  /** The branch the published site is built from, e.g. "main" (the default when left out). */
  repositoryBranch: z
    .string('ma być nazwą gałęzi, np. "main"')
    .regex(/^[\w./-]+$/, 'ma być nazwą gałęzi, np. "main" (litery, cyfry, "-", "_", "/" i ".")')
    .default('main'),
  /** Parking at the clinic (spec: 10 spaces, 2 of them accessible), shown with <Parking />. */
  parking: z.strictObject({
    spaces: z.int('ma być liczbą miejsc').min(1),
    accessible: z.int('ma być liczbą miejsc').min(0),
  }),
  address: z.strictObject({
    street: text,
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, 'ma być kodem pocztowym w formacie "00-000"'),
    city: text,
    district: text.optional(),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  phone: z.strictObject({ number: phoneNumber, label: text }),
  email: z.email('ma być adresem e-mail, np. "rejestracja@przychodnia.pl"'),
  maps: z.strictObject({
    /** Opens the route planner of a maps service ('Jak dojechać'). */
    directionsUrl: externalUrl,
    /** The address of the embedded map (loaded only after consent). */
    embedUrl: externalUrl,
  }),
  hours: z.array(scheduleSchema).min(1),
  /** External booking page for rehabilitation. */
  rehabilitationBookingUrl: externalUrl,
  copyrightYear: z.int().min(2000).max(2100),
  registry: registrySchema,
  credit: z.strictObject({ label: text, name: text, url: externalUrl }),
})

export type Clinic = z.infer<typeof clinicSchema>
export type Schedule = z.infer<typeof scheduleSchema>
