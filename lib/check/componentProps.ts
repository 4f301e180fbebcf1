import { faqAnchor } from '../content/faqQuestions.ts'
import { faqCategories } from '../schemas/faqSchema.ts'

/**
 * What an editor may write for each component of renderer/mdxComponents.tsx (textComponents.tsx and the site map):
 * its props, which are required, which values they take (read from the data
 * files, so a new price id or table is known at once), and the #anchors it
 * puts on the page. A unit test keeps this list equal to the components map.
 */
export interface PropRule {
  required?: boolean
  /** The allowed values (each of a list for list props), from the site's data. */
  values?: (data: SiteData) => string[]
  /** The value is an address: checked like a Markdown link. */
  link?: boolean
}

export interface ComponentRule {
  props: Record<string, PropRule>
  /** The ids the component renders, for links to #anchors. */
  anchors?: (props: Record<string, string[]>, data: SiteData) => string[]
  /** The data file those ids come from: while it has a problem, links to the page's anchors are not checked. */
  anchorsFrom?: string
}

/** The parsed data files by name (only those that parse), e.g. data['clinic.yaml']. */
export type SiteData = Record<string, unknown>

const get = (data: SiteData, file: string, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data[file])
const keysOf = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value) : [])
const idsOf = (value: unknown) => (Array.isArray(value) ? value.map((item) => String((item as { id?: unknown })?.id)) : [])

const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [])

const variants = () => ['primary', 'secondary', 'white']
const teamIds = (data: SiteData) => idsOf(get(data, 'team.yaml', 'members'))
const vaccineTables = (data: SiteData) => idsOf(get(data, 'vaccinePrices.yaml', 'tables'))

const visitTypeValues = (data: SiteData) => listOf(get(data, 'forms.yaml', 'bookingForm', 'visitTypes')).map((type) => String((type as { value?: unknown })?.value))
/** The ids of priceList.yaml's items (those that `has`, when given). */
const priceItemIds = (data: SiteData, has: (item: Record<string, unknown>) => boolean = () => true) =>
  listOf(get(data, 'priceList.yaml', 'categories')).flatMap((category) =>
    listOf((category as { items?: unknown })?.items)
      .filter((item): item is Record<string, unknown> => typeof (item as { id?: unknown })?.id === 'string' && has(item as Record<string, unknown>))
      .map((item) => String(item.id)),
  )

const none: ComponentRule = { props: {} }
const children: ComponentRule = { props: {} }

export const componentRules: Record<string, ComponentRule> = {
  Address: none,
  AllergenSets: none,
  AllergyPanels: none,
  BoardMembers: { props: { group: { required: true, values: () => ['board', 'council'] } } },
  BookingForm: none,
  CallButton: { props: { variant: { values: variants } } },
  Card: { props: { title: { required: true }, href: { link: true } } },
  Cards: children,
  Checklist: children,
  ChildVaccines: { props: { kind: { required: true, values: () => ['mandatory', 'recommended'] } } },
  ContactForm: none,
  CookieCategories: none,
  CookieSettings: { props: {}, anchors: () => ['obecne-ustawienia'] },
  Cta: { props: { href: { link: true }, variant: { values: variants } } },
  Email: { props: { className: {} } },
  // Replaced by the category's questions before the page is compiled (lib/content/faqQuestions.ts): their anchors are the page's.
  FaqQuestions: {
    props: { category: { required: true, values: () => Object.keys(faqCategories) } },
    anchors: (props, data) =>
      listOf(get(data, 'faq.yaml', 'questions'))
        .filter((entry) => props.category?.includes(String((entry as { category?: unknown })?.category)))
        .map((entry) => faqAnchor(String((entry as { question?: unknown })?.question))),
    anchorsFrom: 'faq.yaml',
  },
  // With children, the links as written; alone (<FaqQuickLinks />), the questions ticked in faq.yaml.
  FaqQuickLinks: children,
  FoundationName: none,
  HivFigures: none,
  Hours: { props: { only: { values: (data) => idsOf(get(data, 'clinic.yaml', 'hours')) } } },
  IncludedWithVaccination: { props: {}, anchors: () => ['bez-doplat'] },
  InfantCalendar: none,
  Interval: { props: { id: { required: true, values: (data) => idsOf(get(data, 'vaccines.yaml', 'intervals')) } } },
  LabCategories: none,
  LabPriceTable: none,
  MapEmbed: none,
  Milestones: none,
  Notice: { props: { title: {} } },
  OpeningTime: { props: { id: { required: true, values: (data) => idsOf(get(data, 'clinic.yaml', 'hours')) } } },
  Parking: none,
  Patronage: none,
  PatientInfo: { props: { topic: { required: true, values: (data) => idsOf(get(data, 'patientInfo.yaml', 'topics')) } } },
  Phone: { props: { className: {} } },
  PregnancyVaccines: none,
  PrepIndications: none,
  Price: { props: { id: { required: true, values: (data) => priceItemIds(data) } } },
  PriceBasis: { props: { id: { required: true, values: (data) => priceItemIds(data, (item) => typeof item.priceBasis === 'string') } } },
  PriceItems: { props: { category: { required: true, values: (data) => idsOf(get(data, 'priceList.yaml', 'categories')) } } },
  RefundSteps: none,
  RegistryData: none,
  RehabilitationBookingLink: children,
  RehabilitationServices: none,
  Representation: none,
  SiteMap: { props: {}, anchors: (_props, data) => keysOf(get(data, 'navigation.yaml', 'siteMapGroups')).map((group) => `grupa-${group}`), anchorsFrom: 'navigation.yaml' },
  Specialist: { props: { id: { required: true, values: teamIds } }, anchors: (props) => (props.id ?? []).map((id) => `osoba-${id}`) },
  Staff: { props: { ids: { required: true, values: teamIds } }, anchors: (props) => (props.ids ?? []).map((id) => `osoba-${id}`) },
  TeamList: { props: {}, anchors: (_props, data) => teamIds(data), anchorsFrom: 'team.yaml' },
  Transport: none,
  TravelVaccines: none,
  VaccinePriceSummary: { props: { table: { required: true, values: vaccineTables } } },
  VaccinePriceTable: {
    props: {
      table: { required: true, values: vaccineTables },
      // The diseases of any table, as written in vaccinePrices.yaml (e.g. only={["grypie"]}).
      only: { values: (data) => listOf(get(data, 'vaccinePrices.yaml', 'tables')).flatMap((table) => listOf((table as { rows?: unknown })?.rows).map((row) => String((row as { disease?: unknown })?.disease))) },
      caption: {},
    },
  },
  VisitLength: { props: { type: { required: true, values: visitTypeValues } } },
  VisitNote: {
    props: {
      type: {
        required: true,
        values: (data) => listOf(get(data, 'forms.yaml', 'bookingForm', 'visitTypes')).filter((type) => typeof (type as { note?: unknown })?.note === 'string').map((type) => String((type as { value?: unknown }).value)),
      },
    },
  },
}

/** Ids the site's layout puts on every page (renderer/Layout.tsx, components/layout/Nav.tsx). */
export const layoutAnchors = ['tresc', 'menu-glowne']
