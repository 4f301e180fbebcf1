import { z } from 'zod'
import { faqCategories } from '../schemas/faqSchema.ts'
import { faqAnchor } from './faqQuestions.ts'
import { siteIds } from './reservedIds.ts'

/**
 * Every component a page may use, by the name written there (e.g. <Phone />):
 * what it shows, an example, and its attributes as a zod object. The renderer's
 * map (renderer/textComponents.tsx, renderer/mdxComponents.tsx) must have
 * exactly these names, `npm run check` validates the attributes a page gives
 * with these schemas (lib/check/rules/komponent.ts), and the editors' reference
 * docs/edycja/znaczniki.md is generated from this list (`npm run docs:components`).
 * No React here: the check runs in the browser editor and in Node without the site's components.
 */
export interface ComponentEntry {
  /** What the component shows, in Polish, for editors. */
  description: string
  /** How a page writes it. */
  example: string
  /**
   * Its attributes. The values an attribute takes come from the data files
   * (`data`), so a new price id or table is known at once; with no data (the
   * generated docs) such an attribute is plain text with its description.
   */
  props: (data: SiteData) => z.ZodObject
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

/**
 * One of `values`; any text when there are none (no data, or its file is broken:
 * that file has its own message). The list is kept as given, repeats and all,
 * for the check's message "Dostępne: …".
 */
const oneOf = (values: readonly string[], description: string) =>
  values.length > 0 ? z.enum(values as [string, ...string[]]).meta({ description, values: [...values] }) : z.string().meta({ description })
/** One of a fixed list of values, typed as such for the components that take it. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, description: string) => z.enum(values).meta({ description, values: [...values] })
/** A list of values written as ids={["a", "b"]}. */
const listOfOne = (values: readonly string[], description: string) => z.array(oneOf(values, description)).meta({ description })
/** An address inside the site or outside it. */
const link = (description: string) => z.string().meta({ description, link: true })
const plain = (description: string) => z.string().meta({ description })

const noProps = () => z.strictObject({})
const variant = () =>
  choice(
    ['primary', 'secondary', 'white'],
    'Wygląd przycisku: `primary` (wypełniony kolorem przychodni, domyślny), `secondary` (biały z obramowaniem) albo `white` (biały, na kolorowe tło).',
  ).optional()
const teamIds = (data: SiteData) => idsOf(get(data, 'team.yaml', 'members'))
const hourIds = (data: SiteData) => idsOf(get(data, 'clinic.yaml', 'hours'))
const vaccineTables = (data: SiteData) => idsOf(get(data, 'vaccinePrices.yaml', 'tables'))
const visitTypes = (data: SiteData, has: (type: Record<string, unknown>) => boolean = () => true) =>
  listOf(get(data, 'forms.yaml', 'bookingForm', 'visitTypes'))
    .filter((type) => has((type ?? {}) as Record<string, unknown>))
    .map((type) => String((type as { value?: unknown })?.value))
/** The ids of priceList.yaml's items (those that `has`, when given). */
const priceItemIds = (data: SiteData, has: (item: Record<string, unknown>) => boolean = () => true) =>
  listOf(get(data, 'priceList.yaml', 'categories')).flatMap((category) =>
    listOf((category as { items?: unknown })?.items)
      .filter((item): item is Record<string, unknown> => typeof (item as { id?: unknown })?.id === 'string' && has(item as Record<string, unknown>))
      .map((item) => String(item.id)),
  )
const personAnchors = (ids: string[] | undefined) => (ids ?? []).map((id) => `osoba-${id}`)

export const componentRegistry = {
  Address: { description: 'Adres placówki w jednej linii (z `clinic.yaml`).', example: '<Address />', props: noProps },
  AllergenSets: { description: 'Tabela zestawów alergenów z cenami (z `allergy.yaml`).', example: '<AllergenSets />', props: noProps },
  AllergyPanels: { description: 'Tabela paneli alergicznych z cenami (z `allergy.yaml`).', example: '<AllergyPanels />', props: noProps },
  BoardMembers: {
    description: 'Skład zarządu albo rady fundacji (z `clinic.yaml`).',
    example: '<BoardMembers group="board" />',
    props: () => z.strictObject({ group: choice(['board', 'council'], 'Która grupa: `board` (zarząd) albo `council` (rada).') }),
  },
  BookingForm: { description: 'Formularz rezerwacji wizyty (pola i rodzaje wizyt z `forms.yaml`).', example: '<BookingForm />', props: noProps },
  CallButton: {
    description: 'Przycisk, który dzwoni do przychodni; w środku napis przycisku.',
    example: '<CallButton>Umów wizytę</CallButton>',
    props: () => z.strictObject({ variant: variant() }),
  },
  Card: {
    description: 'Jeden kafelek wewnątrz `<Cards>`: tytuł, opis w środku i opcjonalny odnośnik.',
    example: '<Card title="Szczepienia" href="/szczepienia">Szczepienia dzieci i dorosłych.</Card>',
    props: () => z.strictObject({ title: plain('Tytuł kafelka.'), href: link('Adres, do którego prowadzi kafelek, np. `/szczepienia`.').optional() }),
  },
  Cards: {
    description:
      'Kafelki obok siebie, w rzędach (np. oferta na stronie głównej); w środku znaczniki `<Card>`. Kafelków może być dowolnie wiele: te z ostatniego rzędu poszerzają się do pełnej szerokości.',
    example: '<Cards>\n  <Card title="Szczepienia" href="/szczepienia">Szczepienia dzieci i dorosłych.</Card>\n</Cards>',
    props: noProps,
  },
  Checklist: {
    description: 'Lista kontrolna (np. przygotowanie do szczepienia); w środku lista numerowana.',
    example: '<Checklist>\n\n1. Zabierz książeczkę szczepień.\n2. Zjedz lekki posiłek.\n\n</Checklist>',
    props: noProps,
  },
  ChildVaccines: {
    description: 'Lista szczepień dzieci: obowiązkowych albo zalecanych (z `vaccines.yaml`).',
    example: '<ChildVaccines kind="mandatory" />',
    props: () => z.strictObject({ kind: choice(['mandatory', 'recommended'], 'Która lista: `mandatory` (obowiązkowe) albo `recommended` (zalecane).') }),
  },
  ContactForm: { description: 'Formularz kontaktowy (pola z `forms.yaml`).', example: '<ContactForm />', props: noProps },
  CookieCategories: {
    description: 'Tabela czterech kategorii plików cookies (z `consent.yaml`), ta sama w polityce cookies i w polityce prywatności.',
    example: '<CookieCategories />',
    props: noProps,
  },
  CookieSettings: {
    description: 'Panel bieżących ustawień plików cookies z przyciskiem „Zmień ustawienia”.',
    example: '<CookieSettings />',
    props: noProps,
    anchors: () => ['obecne-ustawienia'],
  },
  Cta: {
    description: 'Przycisk-odnośnik; w środku jego napis. Samo `<Cta />` to przycisk „Umów szczepienie” prowadzący do /kontakt.',
    example: '<Cta href="/rezerwacja" variant="primary">Umów konsultację</Cta>',
    props: () => z.strictObject({ href: link('Adres, do którego prowadzi przycisk, np. `/rezerwacja`.').optional(), variant: variant() }),
  },
  Email: {
    description: 'Adres e-mail rejestracji, klikalny (z `clinic.yaml`).',
    example: '<Email />',
    props: () => z.strictObject({ className: plain('Klasa CSS elementu; zwykle niepotrzebna.').optional() }),
  },
  // Replaced by the category's questions before the page is compiled (lib/content/faqQuestions.ts): their anchors are the page's.
  FaqQuestions: {
    description: 'Pytania jednej kategorii z `faq.yaml`, każde jako nagłówek `###` z odpowiedzią. Znacznik stoi sam w linii.',
    example: '<FaqQuestions category="wizyty" />',
    props: () => z.strictObject({ category: oneOf(Object.keys(faqCategories), 'Kategoria pytań z `faq.yaml`.') }),
    anchors: (props, data) =>
      listOf(get(data, 'faq.yaml', 'questions'))
        .filter((entry) => props.category?.includes(String((entry as { category?: unknown })?.category)))
        .map((entry) => faqAnchor(String((entry as { question?: unknown })?.question))),
    anchorsFrom: 'faq.yaml',
  },
  // With children, the links as written; alone (<FaqQuickLinks />), the questions ticked in faq.yaml.
  FaqQuickLinks: {
    description:
      'Lista odnośników do pytań z `faq.yaml` zaznaczonych „Wśród najczęstszych pytań”; z listą odnośników w środku pokazuje tę listę. Znacznik stoi sam w linii.',
    example: '<FaqQuickLinks />',
    props: noProps,
  },
  FoundationName: { description: 'Nazwa fundacji w zdaniu (z `clinic.yaml`).', example: '<FoundationName />', props: noProps },
  HivFigures: { description: 'Liczby zakażeń HIV (z `services.yaml`), z rokiem i źródłem, jeśli są wpisane.', example: '<HivFigures />', props: noProps },
  Hours: {
    description: 'Godziny otwarcia z `clinic.yaml`: wszystkie albo wybrane.',
    example: '<Hours only={["szczepienia", "infolinia"]} />',
    props: (data) =>
      z.strictObject({ only: listOfOne(hourIds(data), 'Kody godzin z `clinic.yaml` (pole „Kod godzin”); bez tego atrybutu wszystkie godziny.').optional() }),
  },
  IncludedWithVaccination: {
    description: 'Zielona ramka: co jest bez dopłat przy szczepieniu (z `priceList.yaml`).',
    example: '<IncludedWithVaccination />',
    props: noProps,
    anchors: () => ['bez-doplat'],
  },
  InfantCalendar: { description: 'Kalendarz szczepień obowiązkowych dzieci i młodzieży (z `vaccines.yaml`).', example: '<InfantCalendar />', props: noProps },
  Interval: {
    description: 'Zalecany odstęp w zdaniu, np. „7–14 dni” (z `vaccines.yaml`).',
    example: '<Interval id="po-antybiotyku" />',
    props: (data) => z.strictObject({ id: oneOf(idsOf(get(data, 'vaccines.yaml', 'intervals')), 'Kod odstępu z `vaccines.yaml` (pole „Kod odstępu”).') }),
  },
  LabCategories: { description: 'Lista kategorii cennika badań, w kolejności z `labTests.yaml`.', example: '<LabCategories />', props: noProps },
  LabPriceTable: { description: 'Cennik badań laboratoryjnych z wyszukiwarką (z `labTests.yaml`).', example: '<LabPriceTable />', props: noProps },
  MapEmbed: { description: 'Mapa dojazdu; włącza się po zgodzie na pliki cookies funkcjonalne.', example: '<MapEmbed />', props: noProps },
  Milestones: { description: 'Etapy historii przychodni (z `history.yaml`).', example: '<Milestones />', props: noProps },
  Notice: {
    description: 'Wyróżniona ramka z ważną informacją; w środku jej tekst.',
    example: '<Notice title="Ważne">Na pobranie krwi prosimy przyjść na czczo.</Notice>',
    props: () => z.strictObject({ title: plain('Tytuł ramki.').optional() }),
  },
  OpeningTime: {
    description: 'Jedne godziny w zdaniu, np. „od poniedziałku do piątku w godzinach 9:00–19:00” (z `clinic.yaml`).',
    example: '<OpeningTime id="infolinia" />',
    props: (data) => z.strictObject({ id: oneOf(hourIds(data), 'Kod godzin z `clinic.yaml` (pole „Kod godzin”).') }),
  },
  Parking: { description: 'Parking w zdaniu, np. „parking na 10 samochodów” (z `clinic.yaml`).', example: '<Parking />', props: noProps },
  Patronage: { description: 'Nazwa fundacji patronującej wizytom PrEP (z `services.yaml`).', example: '<Patronage />', props: noProps },
  PatientInfo: {
    description: 'Informacja praktyczna z `patientInfo.yaml`, ta sama na każdej stronie.',
    example: '<PatientInfo topic="odwolanie" />',
    props: (data) => z.strictObject({ topic: oneOf(idsOf(get(data, 'patientInfo.yaml', 'topics')), 'Kod tematu z `patientInfo.yaml` (pole „Kod tematu”).') }),
  },
  PageSections: {
    description:
      'Lista odnośników do sekcji strony (jej nagłówków drugiego poziomu, „##”), np. na początku długiego cennika; tworzona z nagłówków, więc nie trzeba jej poprawiać po zmianie sekcji.',
    example: '<PageSections />',
    props: noProps,
  },
  Phone: {
    description: 'Numer telefonu rejestracji, klikalny (z `clinic.yaml`).',
    example: '<Phone />',
    props: () => z.strictObject({ className: plain('Klasa CSS elementu; zwykle niepotrzebna.').optional() }),
  },
  Prescription: {
    description: 'Kto wystawia receptę na szczepionkę refundowaną, w zdaniu (z `vaccines.yaml`; to samo zdanie jest pierwszym krokiem <RefundSteps />).',
    example: '<Prescription />',
    props: noProps,
  },
  PsoNote: {
    description:
      'Zdanie o szczepieniach obowiązkowych z Programu Szczepień Ochronnych, bezpłatnych w przychodni POZ dziecka (z `vaccinePrices.yaml`; ten sam przypis pokazują cenniki).',
    example: '<PsoNote />',
    props: noProps,
  },
  PregnancyVaccines: { description: 'Szczepienia w ciąży: kiedy i przed czym chronią (z `vaccines.yaml`).', example: '<PregnancyVaccines />', props: noProps },
  PrepIndications: { description: 'Wskazania do PrEP (z `services.yaml`).', example: '<PrepIndications />', props: noProps },
  Price: {
    description: 'Jedna cena w zdaniu, np. „kosztuje 150 zł” (z `priceList.yaml`).',
    example: '<Price id="porada-podroznicza" />',
    props: (data) => z.strictObject({ id: oneOf(priceItemIds(data), 'Kod ceny z `priceList.yaml` (pole „Kod ceny”).') }),
  },
  PriceBasis: {
    description: 'Od czego zależy cena podana jako zakres, w zdaniu (pole „Od czego zależy cena” w `priceList.yaml`).',
    example: '<PriceBasis id="konsultacja-lekarska" />',
    props: (data) =>
      z.strictObject({
        id: oneOf(
          priceItemIds(data, (item) => typeof item.priceBasis === 'string'),
          'Kod ceny z `priceList.yaml`, która ma wpisane, od czego zależy.',
        ),
      }),
  },
  PriceItems: {
    description: 'Tabela jednej kategorii cennika usług (z `priceList.yaml`).',
    example: '<PriceItems category="konsultacje" />',
    props: (data) =>
      z.strictObject({ category: oneOf(idsOf(get(data, 'priceList.yaml', 'categories')), 'Kod kategorii z `priceList.yaml` (pole „Kod kategorii”).') }),
  },
  RefundSteps: {
    description: 'Kroki, w których kobieta w ciąży otrzymuje szczepionkę refundowaną, i co płaci w przychodni (z `vaccines.yaml`).',
    example: '<RefundSteps />',
    props: noProps,
  },
  RegistryData: { description: 'Dane rejestrowe fundacji: KRS, NIP, REGON i inne (z `clinic.yaml`).', example: '<RegistryData />', props: noProps },
  RehabilitationBookingLink: {
    description: 'Odnośnik do rezerwacji rehabilitacji w zewnętrznym serwisie; w środku jego tekst.',
    example: '<RehabilitationBookingLink>Zarezerwuj termin</RehabilitationBookingLink>',
    props: noProps,
  },
  RehabilitationServices: { description: 'Karty usług rehabilitacji z cenami (z `services.yaml`).', example: '<RehabilitationServices />', props: noProps },
  Representation: { description: 'Zasady reprezentacji fundacji (z `clinic.yaml`).', example: '<Representation />', props: noProps },
  SiteSearch: {
    description:
      'Wyszukiwarka na stronie: pole wyszukiwania i lista wyników (używana na /szukaj). Bez JavaScriptu mówi, że nie działa, i odsyła do mapy strony.',
    example: '<SiteSearch />',
    props: noProps,
    anchors: () => ['szukana-fraza', 'wyniki-wyszukiwania'],
  },
  SiteMap: {
    description: 'Lista wszystkich stron serwisu w grupach (używana na /mapa-strony).',
    example: '<SiteMap />',
    props: noProps,
    // The list of samples (components/sitemap/SampleList.tsx) under the groups, where samples.yaml lists any: the notice on every page links to it.
    anchors: (_props, data) => [
      ...keysOf(get(data, 'navigation.yaml', 'siteMapGroups')).map((group) => `grupa-${group}`),
      ...(keysOf(get(data, 'samples.yaml', 'samples')).length > 0 ? [siteIds.sampleData] : []),
    ],
    anchorsFrom: 'navigation.yaml',
  },
  Specialist: {
    description: 'Karta jednej osoby z `team.yaml`.',
    example: '<Specialist id="lekarz-konsultacje" />',
    props: (data) => z.strictObject({ id: oneOf(teamIds(data), 'Kod osoby z `team.yaml` (pole „Kod osoby”).') }),
    anchors: (props) => personAnchors(props.id),
  },
  Staff: {
    description: 'Karty kilku osób z `team.yaml`, w podanej kolejności.',
    example: '<Staff ids={["lekarz-konsultacje", "pielegniarka"]} />',
    props: (data) => z.strictObject({ ids: listOfOne(teamIds(data), 'Kody osób z `team.yaml` (pole „Kod osoby”).') }),
    anchors: (props) => personAnchors(props.ids),
  },
  TeamList: {
    description: 'Wszystkie osoby z `team.yaml`.',
    example: '<TeamList />',
    props: noProps,
    anchors: (_props, data) => teamIds(data),
    anchorsFrom: 'team.yaml',
  },
  Transport: { description: 'Dojazd komunikacją miejską: przystanki i linie (z `transport.yaml`).', example: '<Transport />', props: noProps },
  TravelVaccines: { description: 'Lista szczepionek dla podróżujących (z `vaccines.yaml`).', example: '<TravelVaccines />', props: noProps },
  VaccinePriceSummary: {
    description: 'Tabela cen szczepionek w skrócie: choroba i najniższa cena (z `vaccinePrices.yaml`).',
    example: '<VaccinePriceSummary table="dzieci" />',
    props: (data) => z.strictObject({ table: oneOf(vaccineTables(data), 'Kod tabeli z `vaccinePrices.yaml` (pole „Kod tabeli”).') }),
  },
  VaccinePriceTable: {
    description: 'Tabela cen szczepionek (z `vaccinePrices.yaml`).',
    example: '<VaccinePriceTable table="podroze" only={["grypie"]} caption="Szczepienie przeciw grypie" />',
    props: (data) =>
      z.strictObject({
        table: oneOf(vaccineTables(data), 'Kod tabeli z `vaccinePrices.yaml` (pole „Kod tabeli”).'),
        // The diseases of any table, as written in vaccinePrices.yaml (e.g. only={["grypie"]}).
        only: listOfOne(
          listOf(get(data, 'vaccinePrices.yaml', 'tables')).flatMap((table) =>
            listOf((table as { rows?: unknown })?.rows).map((row) => String((row as { disease?: unknown })?.disease)),
          ),
          'Tylko wybrane choroby, tak jak w polu „Szczepienie przeciw” w `vaccinePrices.yaml`; bez tego atrybutu cała tabela.',
        ).optional(),
        caption: plain('Podpis tabeli zamiast tego z `vaccinePrices.yaml`, np. przy `only`.').optional(),
      }),
  },
  VisitLength: {
    description: 'Długość wizyty w zdaniu, np. „30 minut” (z `forms.yaml`).',
    example: '<VisitLength type="travel" />',
    props: (data) => z.strictObject({ type: oneOf(visitTypes(data), 'Rodzaj wizyty z formularza rezerwacji w `forms.yaml`, np. `consultation`.') }),
  },
  VisitNote: {
    description: 'Wyjaśnienie rodzaju wizyty z formularza rezerwacji (z `forms.yaml`).',
    example: '<VisitNote type="prep" />',
    props: (data) =>
      z.strictObject({
        type: oneOf(
          visitTypes(data, (type) => typeof type.note === 'string'),
          'Rodzaj wizyty z `forms.yaml`, który ma wpisane wyjaśnienie.',
        ),
      }),
  },
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
