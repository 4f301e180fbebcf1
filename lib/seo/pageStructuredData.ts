import { findContentPage } from '../content/contentPages.ts'
import { faqEntries, type Fact } from '../content/faqEntries.ts'
import { intervals, priceItem } from '../data/priceData.ts'
import { patientTopic } from '../data/patientInfo.ts'
import { fillFacts, parkingText, scheduleLine, scheduleStaff, scheduleText, visitLengths } from '../data/clinicFacts.ts'
import { visitLengthText } from '../data/visitTypes.ts'
import { peopleOnPage } from '../content/peopleOnPage.ts'
import { priceRange } from '../data/priceRange.ts'
import { team } from '../data/serviceData.ts'
import { clinic, forms } from '../data/siteData.ts'
import type { Frontmatter } from '../schemas/frontmatterSchema.ts'
import { breadcrumbList, faqPage, medicalClinic, physician } from './structuredData.ts'

/** Every JSON-LD object of one content page. */
export function pageStructuredData(route: string, frontmatter: Frontmatter, source: string): object[] {
  const pageUrl = `${clinic.siteUrl}${route === '/' ? '/' : route}`
  const data: object[] = [medicalClinic(clinic, priceRange())]

  const segments = route.split('/').filter(Boolean)
  if (segments.length >= 2) {
    const trail = [{ name: 'Strona główna', route: '/' }]
    for (let depth = 1; depth <= segments.length; depth++) {
      const stepRoute = `/${segments.slice(0, depth).join('/')}`
      const step = findContentPage(stepRoute)
      if (step) trail.push({ name: step.frontmatter.title, route: stepRoute })
    }
    data.push(breadcrumbList(clinic.siteUrl, trail))
  }

  const doctors = peopleOnPage(
    source,
    team.members.map((member) => member.id),
  )
    .map((id) => team.members.find((member) => member.id === id)!)
    .filter((member) => member.physician)
  data.push(...doctors.map((doctor) => physician(clinic, doctor, pageUrl)))

  if (frontmatter.faq) {
    const schedule = (id: string | undefined) => clinic.hours.find((hours) => hours.id === id)
    const facts: Record<string, Fact> = {
      Phone: clinic.phone.number,
      Email: clinic.email,
      Address: `${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.city}`,
      OpeningTime: ({ id }) => {
        const hours = schedule(id?.[0])
        return hours ? scheduleText(hours) : ''
      },
      Hours: ({ only }) =>
        `${clinic.hours
          .filter((hours) => !only || only.includes(hours.id))
          .map((hours) =>
            scheduleLine(hours, {
              lengths: visitLengths(hours, forms.bookingForm.visitTypes),
              staff: scheduleStaff(hours, team.members).map((member) => member.name),
            }),
          )
          .join('; ')}.`,
      Price: ({ id }) => (id?.[0] ? priceItem(id[0]).price : ''),
      PriceBasis: ({ id }) => (id?.[0] ? (priceItem(id[0]).priceBasis ?? '') : ''),
      VisitLength: ({ type }) => (type?.[0] ? visitLengthText(type[0]) : ''),
      VisitNote: ({ type }) => {
        const visit = forms.bookingForm.visitTypes.find((candidate) => candidate.value === type?.[0])
        return visit?.note
          ? fillFacts(visit.note, clinic, { 'godziny-wizyty': `w godzinach ${visit.opens}–${visit.closes}`, telefon: clinic.phone.number })
          : ''
      },
      Parking: parkingText(clinic.parking),
      Interval: ({ id }) => (id?.[0] ? (intervals[id[0]]?.value ?? '') : ''),
      PatientInfo: ({ topic }) => {
        const { text, items } = patientTopic(topic?.[0] ?? '')
        return [text, items && `${items.join('; ')}.`].filter(Boolean).join(' ').replaceAll('{telefon}', clinic.phone.number)
      },
    }
    data.push(faqPage(faqEntries(source, facts)))
  }
  return data
}
