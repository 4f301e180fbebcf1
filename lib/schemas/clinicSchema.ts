import { z } from 'zod'
import { clockTime, externalUrl, text } from './fields.ts'

/** Weekdays as numbers: 1 = Monday ... 7 = Sunday. */
const weekday = z.int('ma być numerem dnia tygodnia od 1 (poniedziałek) do 7 (niedziela)').min(1).max(7)

/** One opening-hours schedule, e.g. the vaccination point Mon-Fri 16:00-20:00. */
export const scheduleSchema = z.strictObject({
  /** Stable name used by the code, e.g. "szczepienia". Do not change it. */
  id: z.string().regex(/^[a-z-]+$/, 'ma być krótką nazwą z małych liter, np. "szczepienia"'),
  /** What is open, as a visitor reads it. */
  label: text,
  /** Days in Polish as shown, e.g. "poniedziałek–piątek". */
  daysLabel: text,
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

/** content/data/clinic.yaml: who the clinic is and how to reach it. */
export const clinicSchema = z.strictObject({
  name: text,
  shortName: text,
  foundation: text,
  /** Address of the published site, without a trailing slash. */
  siteUrl: externalUrl.refine((url) => !url.endsWith('/'), 'ma być bez ukośnika "/" na końcu'),
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
  credit: z.strictObject({ label: text, name: text, url: externalUrl }),
})

export type Clinic = z.infer<typeof clinicSchema>
export type Schedule = z.infer<typeof scheduleSchema>
