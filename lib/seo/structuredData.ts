import type { BreadcrumbList, FAQPage, MedicalClinic, Physician, WithContext } from 'schema-dts'
import type { FaqEntry } from '../content/faqEntries.ts'
import type { Clinic } from '../schemas/clinicSchema.ts'

// JSON-LD for search engines, built from the data files. schema-dts types each
// object, so the type check (part of `npm test`) validates it against schema.org.

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const twoDigitTime = (time: string) => time.padStart(5, '0')

export const clinicId = (clinic: Clinic) => `${clinic.siteUrl}/#przychodnia`

/** The clinic: address, geo, phone, one OpeningHoursSpecification per schedule, price range. */
export function medicalClinic(clinic: Clinic, priceRange: string): WithContext<MedicalClinic> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicId(clinic),
    name: clinic.name,
    url: `${clinic.siteUrl}/`,
    telephone: clinic.phone.number,
    email: clinic.email,
    priceRange,
    isAccessibleForFree: false,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressCountry: 'PL',
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    openingHoursSpecification: clinic.hours.map((schedule) => ({
      '@type': 'OpeningHoursSpecification',
      name: schedule.label,
      dayOfWeek: schedule.days.map((day) => `https://schema.org/${DAYS[day - 1]!}` as const),
      opens: twoDigitTime(schedule.opens),
      closes: twoDigitTime(schedule.closes),
    })),
    parentOrganization: { '@type': 'NGO', name: clinic.foundation },
  }
}

/** A doctor of the clinic (schema.org models a physician's practice as an organisation). */
export function physician(
  clinic: Clinic,
  person: { id: string; name: string; bio: string; specializations: string[] },
  pageUrl: string,
): WithContext<Physician> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${pageUrl}#${person.id}`,
    name: person.name,
    description: person.bio,
    knowsAbout: person.specializations,
    telephone: clinic.phone.number,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressCountry: 'PL',
    },
    parentOrganization: { '@id': clinicId(clinic) },
  }
}

/** Home > section > page, for pages below a section (e.g. /szczepienia/podroze). */
export function breadcrumbList(siteUrl: string, trail: { name: string; route: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.route === '/' ? '/' : step.route}`,
    })),
  }
}

export function faqPage(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
