/**
 * A part of every page's frame that shows a data file: the header, the footer, the cookie banner, the notices above a
 * page's text, the error pages; and what the two forms show in their place once sent, which no page shows before.
 */
export type FramePart = 'header' | 'footer' | 'cookieBanner' | 'notices' | 'errorPage' | 'formsSent'

/**
 * Where each data file of content/data/ shows on the site: the components of
 * a page's text that read it (renderer/textComponents.tsx, by the name an MDX
 * file writes) and the parts of the frame of every page. Written by hand from
 * the components' imports (components/ → lib/data/): a component that starts
 * reading another file is added here too. The editor's preview of a data file
 * (renderer/preview/renderDataPreview.tsx) renders these places with the
 * values in the form; the pages that hold them are found in the pages' text
 * when /admin/ is built (findDataPlaces.ts). A data file missing here fails
 * the unit test tests/unit/cms/preview/dataPlaces.test.ts.
 */
export const dataPlaces: Record<string, { components: readonly string[]; frame?: readonly FramePart[]; note?: string }> = {
  'allergy.yaml': { components: ['AllergenSets', 'AllergyPanels'] },
  'clinic.yaml': {
    components: [
      'Hours',
      'OpeningTime',
      'Phone',
      'Email',
      'Address',
      'Parking',
      'CallButton',
      'MapEmbed',
      'RegistryData',
      'FoundationName',
      'BoardMembers',
      'Representation',
      'BookingForm',
      'ContactForm',
      'VisitNote',
      'Specialist',
      'Staff',
    ],
    frame: ['header', 'footer'],
  },
  'consent.yaml': { components: ['CookieCategories', 'CookieSettings', 'MapEmbed'], frame: ['cookieBanner'] },
  'errorPages.yaml': { components: [], frame: ['errorPage'] },
  'faq.yaml': { components: ['FaqQuestions', 'FaqQuickLinks'] },
  // The texts after a send: an editor's trial changed one and could not see it with the number filled in.
  'forms.yaml': { components: ['BookingForm', 'ContactForm', 'Hours', 'VisitLength', 'VisitNote'], frame: ['formsSent'] },
  'history.yaml': { components: ['Milestones'] },
  'labTests.yaml': { components: ['LabPriceTable', 'LabCategories'] },
  'navigation.yaml': { components: ['SiteMap'], frame: ['header', 'footer'] },
  'notices.yaml': { components: [], frame: ['notices'] },
  'patientInfo.yaml': { components: ['PatientInfo'] },
  'priceList.yaml': { components: ['PriceItems', 'Price', 'PriceBasis', 'IncludedWithVaccination'] },
  'samples.yaml': {
    components: [],
    note: 'Ten plik nie pojawia się na stronach: to lista przykładowych danych, o których sprawdzenie przypomina, dopóki klinika ich nie zastąpi.',
  },
  'services.yaml': { components: ['HivFigures', 'Patronage', 'PrepIndications', 'RehabilitationBookingLink', 'RehabilitationServices'] },
  'synonyms.yaml': {
    components: ['SiteSearch'],
    note: 'Te słowa nie pojawiają się na stronach: wyszukiwarka na stronie (pole „Szukaj na stronie” i strona /szukaj) pokazuje dzięki nim wyniki także dla słów, które wpisują pacjenci.',
  },
  'team.yaml': { components: ['TeamList', 'Specialist', 'Staff', 'Hours'] },
  'transport.yaml': { components: ['Transport'] },
  'vaccinePrices.yaml': { components: ['VaccinePriceTable', 'VaccinePriceSummary', 'PsoNote'] },
  'vaccines.yaml': { components: ['TravelVaccines', 'ChildVaccines', 'InfantCalendar', 'PregnancyVaccines', 'RefundSteps', 'Interval', 'Prescription'] },
}

/** The one data file a component shows (the site search reads a block's texts from it); throws for a component that reads none or several. */
export function dataFileOf(component: string): string {
  const files = Object.keys(dataPlaces).filter((file) => dataPlaces[file]!.components.includes(component))
  if (files.length !== 1) throw new Error(`${component} reads ${files.length} data files in dataPlaces, not one`)
  return files[0]!
}

/** One use of a data file's component in a page's text, e.g. `<VaccinePriceTable table="podroze" />`, and the pages that have it. */
export interface DataPlace {
  source: string
  routes: string[]
}
