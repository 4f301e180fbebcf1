import { CookieCategories } from '../components/consent/CookieCategories'
import { CookieSettings } from '../components/consent/CookieSettings'
import { MapEmbed } from '../components/consent/MapEmbed'
import { Milestones } from '../components/about/Milestones'
import { BoardMembers, FoundationName, RegistryData, Representation } from '../components/about/RegistryData'
import { Transport } from '../components/about/Transport'
import { Address } from '../components/contact/Address'
import { FaqQuestions } from '../components/faq/FaqQuestions'
import { FaqQuickLinks } from '../components/faq/FaqQuickLinks'
import { TeamList } from '../components/team/TeamList'
import { CallButton } from '../components/contact/CallButton'
import { OpeningTime } from '../components/contact/OpeningTime'
import { Email } from '../components/contact/Email'
import { Hours } from '../components/contact/Hours'
import { Parking } from '../components/contact/Parking'
import { PatientInfo } from '../components/contact/PatientInfo'
import { Interval } from '../components/vaccines/Interval'
import { Prescription } from '../components/vaccines/Prescription'
import { PsoNote } from '../components/prices/PsoNote'
import { BookingFormSection, ContactFormSection } from '../components/forms/FormSections'
import { Phone } from '../components/contact/Phone'
import { AllergenSets, AllergyPanels } from '../components/prices/AllergyTables'
import { IncludedWithVaccination, Price, PriceBasis, PriceItems } from '../components/prices/PriceItems'
import { LabCategories } from '../components/prices/LabCategories'
import { LabPriceTable } from '../components/prices/LabPriceTable'
import { HivFigures, Patronage, PrepIndications, RehabilitationBookingLink, RehabilitationServices } from '../components/services/ServiceBlocks'
import { Specialist, Staff } from '../components/team/PersonCard'
import { VaccinePriceSummary } from '../components/prices/VaccinePriceSummary'
import { VaccinePriceTable } from '../components/prices/VaccinePriceTable'
import { Card, Cards } from '../components/ui/Cards'
import { Cta } from '../components/ui/Cta'
import { Notice } from '../components/ui/Notice'
import { MdxLink } from '../components/ui/MdxLink'
import { Checklist, ChildVaccines, InfantCalendar, PregnancyVaccines, RefundSteps, TravelVaccines } from '../components/vaccines/VaccineLists'
import { VisitLength, VisitNote } from '../components/forms/VisitInfo'
import { ScrollTable } from '../components/ui/ScrollTable'
import { PageSections } from '../components/ui/PageSections'
import { SiteSearch } from '../components/search/SiteSearch'
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
  BookingForm: BookingFormSection,
  CallButton,
  Card,
  Cards,
  Checklist,
  ChildVaccines,
  ContactForm: ContactFormSection,
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
  Prescription,
  PsoNote,
  LabCategories,
  LabPriceTable,
  MapEmbed,
  Milestones,
  Notice,
  OpeningTime,
  Parking,
  Patronage,
  PatientInfo,
  PageSections,
  Phone,
  PregnancyVaccines,
  PrepIndications,
  Price,
  PriceBasis,
  PriceItems,
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
