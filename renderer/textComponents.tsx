import { Address } from '../components/mdx/Address/Address.tsx'
import { AllergenSets } from '../components/mdx/AllergenSets/AllergenSets.tsx'
import { AllergyPanels } from '../components/mdx/AllergyPanels/AllergyPanels.tsx'
import { BoardMembers } from '../components/mdx/BoardMembers/BoardMembers.tsx'
import { BookingForm } from '../components/mdx/BookingForm/BookingForm.tsx'
import { CallButton } from '../components/mdx/CallButton/CallButton.tsx'
import { Card } from '../components/mdx/Card/Card.tsx'
import { Cards } from '../components/mdx/Cards/Cards.tsx'
import { Checklist } from '../components/mdx/Checklist/Checklist.tsx'
import { ChildVaccines } from '../components/mdx/ChildVaccines/ChildVaccines.tsx'
import { ContactForm } from '../components/mdx/ContactForm/ContactForm.tsx'
import { CookieCategories } from '../components/mdx/CookieCategories/CookieCategories.tsx'
import { CookieSettings } from '../components/mdx/CookieSettings/CookieSettings.tsx'
import { Cta } from '../components/mdx/Cta/Cta.tsx'
import { Email } from '../components/mdx/Email/Email.tsx'
import { FaqQuestions } from '../components/mdx/FaqQuestions/FaqQuestions.tsx'
import { FaqQuickLinks } from '../components/mdx/FaqQuickLinks/FaqQuickLinks.tsx'
import { FoundationName } from '../components/mdx/FoundationName/FoundationName.tsx'
import { HivFigures } from '../components/mdx/HivFigures/HivFigures.tsx'
import { Hours } from '../components/mdx/Hours/Hours.tsx'
import { IncludedWithVaccination } from '../components/mdx/IncludedWithVaccination/IncludedWithVaccination.tsx'
import { InfantCalendar } from '../components/mdx/InfantCalendar/InfantCalendar.tsx'
import { Interval } from '../components/mdx/Interval/Interval.tsx'
import { LabCategories } from '../components/mdx/LabCategories/LabCategories.tsx'
import { LabPriceTable } from '../components/mdx/LabPriceTable/LabPriceTable.tsx'
import { MapEmbed } from '../components/mdx/MapEmbed/MapEmbed.tsx'
import { Milestones } from '../components/mdx/Milestones/Milestones.tsx'
import { Notice } from '../components/mdx/Notice/Notice.tsx'
import { OpeningTime } from '../components/mdx/OpeningTime/OpeningTime.tsx'
import { PageSections } from '../components/mdx/PageSections/PageSections.tsx'
import { Parking } from '../components/mdx/Parking/Parking.tsx'
import { PatientInfo } from '../components/mdx/PatientInfo/PatientInfo.tsx'
import { Patronage } from '../components/mdx/Patronage/Patronage.tsx'
import { Phone } from '../components/mdx/Phone/Phone.tsx'
import { PregnancyVaccines } from '../components/mdx/PregnancyVaccines/PregnancyVaccines.tsx'
import { PrepIndications } from '../components/mdx/PrepIndications/PrepIndications.tsx'
import { Prescription } from '../components/mdx/Prescription/Prescription.tsx'
import { Price } from '../components/mdx/Price/Price.tsx'
import { PriceBasis } from '../components/mdx/PriceBasis/PriceBasis.tsx'
import { PriceItems } from '../components/mdx/PriceItems/PriceItems.tsx'
import { PsoNote } from '../components/mdx/PsoNote/PsoNote.tsx'
import { RefundSteps } from '../components/mdx/RefundSteps/RefundSteps.tsx'
import { RegistryData } from '../components/mdx/RegistryData/RegistryData.tsx'
import { RehabilitationBookingLink } from '../components/mdx/RehabilitationBookingLink/RehabilitationBookingLink.tsx'
import { RehabilitationServices } from '../components/mdx/RehabilitationServices/RehabilitationServices.tsx'
import { Representation } from '../components/mdx/Representation/Representation.tsx'
import { SiteSearch } from '../components/mdx/SiteSearch/SiteSearch.tsx'
import { Specialist } from '../components/mdx/Specialist/Specialist.tsx'
import { Staff } from '../components/mdx/Staff/Staff.tsx'
import { TeamList } from '../components/mdx/TeamList/TeamList.tsx'
import { Transport } from '../components/mdx/Transport/Transport.tsx'
import { TravelVaccines } from '../components/mdx/TravelVaccines/TravelVaccines.tsx'
import { VaccinePriceSummary } from '../components/mdx/VaccinePriceSummary/VaccinePriceSummary.tsx'
import { VaccinePriceTable } from '../components/mdx/VaccinePriceTable/VaccinePriceTable.tsx'
import { VisitLength } from '../components/mdx/VisitLength/VisitLength.tsx'
import { VisitNote } from '../components/mdx/VisitNote/VisitNote.tsx'
import { MdxLink } from '../components/ui/MdxLink'
import { ScrollTable } from '../components/ui/ScrollTable'
import type { ComponentName } from '../lib/content/componentRegistry.ts'
import type { MdxComponents } from './mdxComponentTypes.ts'

/**
 * The components an editor may use in an MDX file, by the name written there,
 * e.g. <Phone />: exactly the names of lib/content/componentRegistry.ts (which
 * docs/edycja/znaczniki.md lists), each with props its registry schema allows.
 * All but <SiteMap />, which lists the site's pages (mdxComponents.tsx adds it;
 * the editor's preview has its own).
 * Lower-case names replace what Markdown produces: `a` makes external links safe, `table` scrolls on phones.
 */
const registered = {
  Address,
  AllergenSets,
  AllergyPanels,
  BoardMembers,
  BookingForm,
  CallButton,
  Card,
  Cards,
  Checklist,
  ChildVaccines,
  ContactForm,
  CookieCategories,
  CookieSettings,
  Cta,
  Email,
  FaqQuestions,
  FaqQuickLinks,
  FoundationName,
  HivFigures,
  Hours,
  IncludedWithVaccination,
  InfantCalendar,
  Interval,
  LabCategories,
  LabPriceTable,
  MapEmbed,
  Milestones,
  Notice,
  OpeningTime,
  PageSections,
  Parking,
  PatientInfo,
  Patronage,
  Phone,
  PregnancyVaccines,
  PrepIndications,
  Prescription,
  Price,
  PriceBasis,
  PriceItems,
  PsoNote,
  RefundSteps,
  RegistryData,
  RehabilitationBookingLink,
  RehabilitationServices,
  Representation,
  SiteSearch,
  Specialist,
  Staff,
  TeamList,
  Transport,
  TravelVaccines,
  VaccinePriceSummary,
  VaccinePriceTable,
  VisitLength,
  VisitNote,
} satisfies MdxComponents<Exclude<ComponentName, 'SiteMap'>>

/** Lower-case names replace what Markdown produces: `a` makes external links safe, `table` scrolls on phones. */
export const textComponents = { a: MdxLink, ...registered, table: ScrollTable }
