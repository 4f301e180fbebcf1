import { z } from 'zod'
import { entry as Address } from '../../components/mdx/Address/Address.entry.ts'
import { entry as AllergenSets } from '../../components/mdx/AllergenSets/AllergenSets.entry.ts'
import { entry as AllergyPanels } from '../../components/mdx/AllergyPanels/AllergyPanels.entry.ts'
import { entry as BoardMembers } from '../../components/mdx/BoardMembers/BoardMembers.entry.ts'
import { entry as BookingForm } from '../../components/mdx/BookingForm/BookingForm.entry.ts'
import { entry as CallButton } from '../../components/mdx/CallButton/CallButton.entry.ts'
import { entry as Card } from '../../components/mdx/Card/Card.entry.ts'
import { entry as Cards } from '../../components/mdx/Cards/Cards.entry.ts'
import { entry as Checklist } from '../../components/mdx/Checklist/Checklist.entry.ts'
import { entry as ChildVaccines } from '../../components/mdx/ChildVaccines/ChildVaccines.entry.ts'
import { entry as ContactForm } from '../../components/mdx/ContactForm/ContactForm.entry.ts'
import { entry as CookieCategories } from '../../components/mdx/CookieCategories/CookieCategories.entry.ts'
import { entry as CookieSettings } from '../../components/mdx/CookieSettings/CookieSettings.entry.ts'
import { entry as Cta } from '../../components/mdx/Cta/Cta.entry.ts'
import { entry as Email } from '../../components/mdx/Email/Email.entry.ts'
import { entry as FaqQuestions } from '../../components/mdx/FaqQuestions/FaqQuestions.entry.ts'
import { entry as FaqQuickLinks } from '../../components/mdx/FaqQuickLinks/FaqQuickLinks.entry.ts'
import { entry as FoundationName } from '../../components/mdx/FoundationName/FoundationName.entry.ts'
import { entry as HivFigures } from '../../components/mdx/HivFigures/HivFigures.entry.ts'
import { entry as Hours } from '../../components/mdx/Hours/Hours.entry.ts'
import { entry as IncludedWithVaccination } from '../../components/mdx/IncludedWithVaccination/IncludedWithVaccination.entry.ts'
import { entry as InfantCalendar } from '../../components/mdx/InfantCalendar/InfantCalendar.entry.ts'
import { entry as Interval } from '../../components/mdx/Interval/Interval.entry.ts'
import { entry as LabCategories } from '../../components/mdx/LabCategories/LabCategories.entry.ts'
import { entry as LabPriceTable } from '../../components/mdx/LabPriceTable/LabPriceTable.entry.ts'
import { entry as MapEmbed } from '../../components/mdx/MapEmbed/MapEmbed.entry.ts'
import { entry as Milestones } from '../../components/mdx/Milestones/Milestones.entry.ts'
import { entry as Notice } from '../../components/mdx/Notice/Notice.entry.ts'
import { entry as OpeningTime } from '../../components/mdx/OpeningTime/OpeningTime.entry.ts'
import { entry as PageSections } from '../../components/mdx/PageSections/PageSections.entry.ts'
import { entry as Parking } from '../../components/mdx/Parking/Parking.entry.ts'
import { entry as PatientInfo } from '../../components/mdx/PatientInfo/PatientInfo.entry.ts'
import { entry as Patronage } from '../../components/mdx/Patronage/Patronage.entry.ts'
import { entry as Phone } from '../../components/mdx/Phone/Phone.entry.ts'
import { entry as PregnancyVaccines } from '../../components/mdx/PregnancyVaccines/PregnancyVaccines.entry.ts'
import { entry as PrepIndications } from '../../components/mdx/PrepIndications/PrepIndications.entry.ts'
import { entry as Prescription } from '../../components/mdx/Prescription/Prescription.entry.ts'
import { entry as Price } from '../../components/mdx/Price/Price.entry.ts'
import { entry as PriceBasis } from '../../components/mdx/PriceBasis/PriceBasis.entry.ts'
import { entry as PriceItems } from '../../components/mdx/PriceItems/PriceItems.entry.ts'
import { entry as PsoNote } from '../../components/mdx/PsoNote/PsoNote.entry.ts'
import { entry as RefundSteps } from '../../components/mdx/RefundSteps/RefundSteps.entry.ts'
import { entry as RegistryData } from '../../components/mdx/RegistryData/RegistryData.entry.ts'
import { entry as RehabilitationBookingLink } from '../../components/mdx/RehabilitationBookingLink/RehabilitationBookingLink.entry.ts'
import { entry as RehabilitationServices } from '../../components/mdx/RehabilitationServices/RehabilitationServices.entry.ts'
import { entry as Representation } from '../../components/mdx/Representation/Representation.entry.ts'
import { entry as SiteMap } from '../../components/mdx/SiteMap/SiteMap.entry.ts'
import { entry as SiteSearch } from '../../components/mdx/SiteSearch/SiteSearch.entry.ts'
import { entry as Specialist } from '../../components/mdx/Specialist/Specialist.entry.ts'
import { entry as Staff } from '../../components/mdx/Staff/Staff.entry.ts'
import { entry as TeamList } from '../../components/mdx/TeamList/TeamList.entry.ts'
import { entry as Transport } from '../../components/mdx/Transport/Transport.entry.ts'
import { entry as TravelVaccines } from '../../components/mdx/TravelVaccines/TravelVaccines.entry.ts'
import { entry as VaccinePriceSummary } from '../../components/mdx/VaccinePriceSummary/VaccinePriceSummary.entry.ts'
import { entry as VaccinePriceTable } from '../../components/mdx/VaccinePriceTable/VaccinePriceTable.entry.ts'
import { entry as VisitLength } from '../../components/mdx/VisitLength/VisitLength.entry.ts'
import { entry as VisitNote } from '../../components/mdx/VisitNote/VisitNote.entry.ts'
import type { ComponentEntry, SiteData } from './componentEntry.ts'
import { siteIds } from './reservedIds.ts'

export type { ComponentEntry, SiteData } from './componentEntry.ts'

/**
 * Every component a page may use, by the name written there (e.g. <Phone />):
 * what it shows, an example, and its attributes as a zod object. The renderer's
 * map (renderer/textComponents.tsx, renderer/mdxComponents.tsx) must have
 * exactly these names, `npm run check` validates the attributes a page gives
 * with these schemas (lib/check/rules/komponent.ts), and the editors' reference
 * docs/edycja/znaczniki.md is generated from this list (`npm run docs:components`).
 * Each entry lives beside its component, in components/mdx/<Name>/<Name>.entry.ts.
 * No React here: the check runs in the browser editor and in Node without the site's components.
 */
export const componentRegistry = {
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
  SiteMap,
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
} satisfies Record<string, ComponentEntry>

/** The name of a component a page may use, e.g. "Phone". */
export type ComponentName = keyof typeof componentRegistry

export const componentNames = Object.keys(componentRegistry) as ComponentName[]

/** The registry's entry for `name`, or none for a name no page may use. */
export function componentEntry(name: string): ComponentEntry | undefined {
  return Object.hasOwn(componentRegistry, name) ? componentRegistry[name as ComponentName] : undefined
}

const schemas = new WeakMap<SiteData, Map<string, z.ZodObject>>()

/** The attributes' schema of `name` for this site's data (built once per data and name: the check asks for it at every tag). */
export function propsSchema(entry: ComponentEntry, name: string, data: SiteData): z.ZodObject {
  let byName = schemas.get(data)
  if (!byName) schemas.set(data, (byName = new Map()))
  let schema = byName.get(name)
  if (!schema) byName.set(name, (schema = entry.props(data)))
  return schema
}

/** One attribute as the check and the docs read it from its schema. */
export interface PropInfo {
  required: boolean
  /** The schema of one value (of each value, for a list attribute). */
  value: z.ZodType
  /** The values it takes, when they are a fixed list. */
  values?: readonly string[]
  description?: string
  list: boolean
}

/** The attributes of a props schema, in the order written. */
export function propsOf(schema: z.ZodObject): Record<string, PropInfo> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const type = field as z.ZodType
      const inner = type instanceof z.ZodOptional ? (type.unwrap() as z.ZodType) : type
      const list = inner instanceof z.ZodArray
      const value = list ? (inner.element as z.ZodType) : inner
      const info: PropInfo = {
        required: !type.safeParse(undefined).success,
        value,
        list,
        description: (value.meta()?.description ?? inner.meta()?.description) as string | undefined,
      }
      const values = value.meta()?.values
      if (Array.isArray(values)) info.values = values as string[]
      return [name, info]
    }),
  )
}

/** Ids the site's layout puts on every page that a link may lead to (renderer/Layout.tsx, components/layout/Nav.tsx). */
export const layoutAnchors: string[] = [siteIds.content, siteIds.menu]
