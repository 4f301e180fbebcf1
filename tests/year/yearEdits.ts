// The edits of a clinic's first year (tests/year/clinicYear.ts), made on the
// frozen test site as an editor makes them in the browser editor or on GitHub:
// one value or one sentence at a time. The new values are invented but valid
// (checksums of NIP, REGON and the account number included).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { frozenSite } from '../frozenSite.ts'

export interface YearEdit {
  file: string
  from: string
  to: string
  /** Every occurrence in the file (a name typed in a list and a field). */
  all?: boolean
}

const clinic = 'content/data/clinic.yaml'
const team = 'content/data/team.yaml'
const resultsBefore = 'Wyniki większości badań krwi są zwykle gotowe następnego dnia roboczego po pobraniu'
const resultsAfter = 'Wyniki większości badań krwi są gotowe w ciągu dwóch dni roboczych od pobrania'

/** The history's milestones told as the clinic tells them. */
function milestones(): YearEdit[] {
  const file = 'content/data/history.yaml'
  return [
    [
      'Powstała fundacja, której celem jest ochrona i promocja zdrowia, profilaktyka chorób zakaźnych oraz edukacja zdrowotna.',
      'Lekarze z Ochoty założyli fundację, aby prowadzić szczepienia i edukację zdrowotną.',
    ],
    [
      'Fundacja otworzyła w Warszawie przychodnię. Na początku działała ona jako punkt szczepień dla dzieci i dorosłych.',
      'Fundacja otworzyła przychodnię przy ul. Grójeckiej, z punktem szczepień dla dzieci i dorosłych.',
    ],
    ['Przychodnia stopniowo poszerzała zakres usług.', 'Przychodnia z roku na rok poszerzała zakres usług.'],
    ['Placówkę rozbudowano o nowe gabinety, a oferta przychodni objęła rehabilitację.', 'Przybyły dwa gabinety i gabinet rehabilitacji.'],
  ].map(([from, to]) => ({ file, from: from!, to: to! }))
}

/** The frozen site's samples.yaml entries. */
function frozenSamples(): { label: string; file: string; value: string }[] {
  return (parse(readFileSync(join(frozenSite, 'content/data/samples.yaml'), 'utf8')) as { samples: { label: string; file: string; value: string }[] }).samples
}

/**
 * The clinic retypes a sample sentence: `from` is the value samples.yaml lists under
 * `label` (the `index`-th of that label), so the edit follows the frozen site's wording.
 */
function retyped(label: string, to: string, index = 0): YearEdit {
  const sample = frozenSamples().filter((candidate) => candidate.label === label)[index]
  if (!sample) throw new Error(`samples.yaml has no entry ${index + 1} labelled „${label}”`)
  return { file: sample.file, from: sample.value, to }
}

/**
 * A doctor reviews the medical pages whose review dates samples.yaml lists (the
 * frozen site's, which the year edits): reviewed two days ago, next review in a
 * year, dates the check accepts on any day the test runs.
 */
function reviewDates(): YearEdit[] {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const reviewed = new Date(Date.now() - 2 * 86_400_000)
  const next = new Date(reviewed)
  next.setUTCFullYear(next.getUTCFullYear() + 1)
  const dates = frozenSamples().filter((sample) => sample.label === 'daty weryfikacji treści medycznych')
  if (dates.length === 0) throw new Error('samples.yaml lists no review dates: the year has none to retype')
  return dates.map(({ file, value }) => {
    // Which of the two dates it is, as the page's frontmatter says.
    const key = new RegExp(`^(lastReviewed|nextReview): ${value}$`, 'm').exec(readFileSync(join(frozenSite, file), 'utf8'))?.[1]
    if (!key) throw new Error(`${file}: no review date ${value}`)
    return { file, from: `${key}: ${value}`, to: `${key}: ${day(key === 'lastReviewed' ? reviewed : next)}` }
  })
}

/**
 * Samples the clinic checks and keeps as they are: it deletes their entries from
 * samples.yaml, as docs/DECISIONS.md says (one entry stands for a whole table's prices).
 */
export const yearConfirmed: string[] = [
  'zestawy i panele alergenów (kody, nazwy i skład)',
  'ceny szczepionek: Typhim Vi, Dukoral, Verorab, Ixiaro, Havrix, Engerix-B, Twinrix Adult, MenQuadfi, Nimenrix, FSME-Immun, Imovax Polio, Boostrix, Boostrix Polio, Prevenar 20, Varilrix, Trumenba, Abrysvo oraz M-M-RvaxPro dla dorosłych',
  'ceny badań laboratoryjnych (poza morfologią, TSH i HIV Combo)',
  'termin rozpatrywania skarg pacjentów',
  'procedury, szkolenia personelu, harmonogram sprzątania i sprawdzanie treści medycznych przez lekarza (polityka jakości)',
]

/** Every sample of samples.yaml replaced by the clinic's own value (clinicYear.ts then empties the list). */
const identity: YearEdit[] = [
  { file: clinic, from: 'name: Przychodnia Profilaktyki i Rehabilitacji', to: 'name: Przychodnia Zdrowia na Ochocie' },
  { file: clinic, from: 'shortName: Przychodnia Profilaktyki', to: 'shortName: Przychodnia na Ochocie' },
  { file: clinic, from: 'Fundacja Zdrowia Przykładowego', to: 'Fundacja Zdrowie Ochoty', all: true },
  { file: clinic, from: 'https://przychodnia.example', to: 'https://przychodnia-ochota.pl' },
  { file: clinic, from: 'https://github.com/przychodnia-example/strona', to: 'https://github.com/fundacja-ochota/strona' },
  { file: clinic, from: 'ul. Przykładowa 12', to: 'ul. Grójecka 186' },
  { file: clinic, from: 'postalCode: 00-950', to: 'postalCode: 02-390' },
  { file: clinic, from: 'district: Mokotów', to: 'district: Ochota' },
  { file: clinic, from: 'latitude: 52.2005', to: 'latitude: 52.2089' },
  { file: clinic, from: 'longitude: 21.0129', to: 'longitude: 20.9712' },
  { file: clinic, from: '+48 22 100 00 00', to: '+48 22 658 12 34' },
  { file: clinic, from: 'rejestracja@przychodnia.example', to: 'rejestracja@przychodnia-ochota.pl' },
  { file: clinic, from: "krs: '0000123456'", to: "krs: '0000654321'" },
  { file: clinic, from: 'nip: 123-456-32-18', to: 'nip: 526-170-39-44' },
  { file: clinic, from: "regon: '123456785'", to: "regon: '146203589'" },
  { file: clinic, from: '96 1234 5678 0000 0000 0000 0001', to: '46 1240 1037 0000 1234 5678 9012' },
  { file: clinic, from: 'Bank Przykładowy S.A.', to: 'Bank Polska Kasa Opieki S.A.' },
  { file: clinic, from: 'vatStatus: podatnik VAT zwolniony', to: 'vatStatus: podatnik VAT czynny' },
  // The registry's dates, typed in the registry's section and in the history's milestones alike.
  { file: clinic, from: '2009-05-12', to: '2009-06-03', all: true },
  { file: clinic, from: '2010-09-15', to: '2010-10-04', all: true },
  { file: clinic, from: '2014-03-01', to: '2014-04-07', all: true },
  { file: clinic, from: 'XII Wydział Gospodarczy', to: 'XIII Wydział Gospodarczy' },
  { file: clinic, from: 'wymagane jest współdziałanie dwóch członków Zarządu', to: 'fundację reprezentuje dwóch członków Zarządu łącznie' },
  {
    file: clinic,
    from: 'activity: Działalność w zakresie ochrony i promocji zdrowia, profilaktyki chorób zakaźnych oraz edukacji zdrowotnej; prowadzenie podmiotu leczniczego.',
    to: 'activity: Ochrona i promocja zdrowia, profilaktyka chorób zakaźnych i edukacja zdrowotna; fundacja prowadzi podmiot leczniczy.',
  },
  { file: clinic, from: 'name: Anna Przykładowa', to: 'name: Halina Borowska' },
  { file: clinic, from: 'name: Piotr Nowak', to: 'name: Grzegorz Lis' },
  { file: clinic, from: 'name: Maria Kowalska', to: 'name: Teresa Mazur' },
  { file: clinic, from: 'name: Jan Wiśniewski', to: 'name: Andrzej Sowa' },
  { file: clinic, from: 'name: Ewa Zielińska', to: 'name: Barbara Wilk' },
  {
    file: clinic,
    from: 'https://booksy.com/pl-pl/000000_przychodnia-przykladowa_fizjoterapia_warszawa',
    to: 'https://booksy.com/pl-pl/123456_przychodnia-na-ochocie_fizjoterapia_warszawa',
  },
  { file: clinic, from: 'terminy zabiegów ustala koordynatorka programu', to: 'terminy zabiegów ustala koordynator programu' },
  { file: clinic, from: 'opens: 12:00', to: 'opens: 13:00' },
  { file: clinic, from: 'także bez wcześniejszej rejestracji, w kolejności zgłoszeń', to: 'bez rejestracji, w kolejności przyjścia' },
  { file: clinic, from: 'Studio Przykładowe', to: 'Pracownia Stron Kowalczyk' },
  { file: team, from: 'lek. Anna Przykładowa', to: 'lek. Magdalena Rutkowska' },
  { file: team, from: 'lek. Marek Przykładowy', to: 'lek. Paweł Jasiński' },
  { file: team, from: 'lek. Joanna Przykładowa', to: 'lek. Agnieszka Duda' },
  { file: team, from: 'dr n. med. Piotr Nowak', to: 'dr n. med. Krzysztof Bąk' },
  { file: team, from: 'dr n. med. Katarzyna Kowalska', to: 'dr n. med. Beata Szulc' },
  { file: team, from: 'mgr piel. Ewa Nowak', to: 'mgr piel. Dorota Wrona' },
  { file: team, from: 'mgr fizjoterapii Tomasz Kowalski', to: 'mgr fizjoterapii Łukasz Kania' },
  ...milestones(),
  ...reviewDates(),
  { file: 'content/data/services.yaml', from: 'Fundacja Edukacji Społecznej', to: 'Fundacja Pozytywnie Otwarci' },
  { file: 'content/data/transport.yaml', from: 'Plac Przykładowy', to: 'Plac Narutowicza', all: true },
  { file: 'content/data/allergy.yaml', from: 'code: ZW1', to: 'code: PA1' },
  { file: 'content/data/forms.yaml', from: 'xkontakt', to: 'mqkvajdn' },
  { file: 'content/data/forms.yaml', from: 'xrezerwacja', to: 'xwpgbyel' },
  { file: 'content/data/priceList.yaml', from: 'price: 590 zł', to: 'price: 620 zł' },
  {
    file: 'content/data/priceList.yaml',
    from: 'Wizyta kontrolna PrEP (omówienie wyników, recepta)',
    to: 'Wizyta kontrolna w programie PrEP (omówienie wyników i recepta)',
  },
  {
    file: 'content/data/priceList.yaml',
    from: '300 zł kosztuje pierwsza konsultacja w danej sprawie, 250 zł kolejna',
    to: 'Pierwsza konsultacja w danej sprawie kosztuje 300 zł, kolejna',
  },
  {
    file: 'content/data/vaccinePrices.yaml',
    from: 'dorośli, którzy nie chorowali na ospę wietrzną i nie byli szczepieni',
    to: 'dorośli, którzy nie przechorowali ospy wietrznej ani nie byli na nią szczepieni',
  },
  {
    file: 'content/data/vaccinePrices.yaml',
    from: 'dorośli bez udokumentowanych dwóch dawek szczepionki',
    to: 'dorośli, którzy nie mają zapisanych dwóch dawek szczepionki',
  },
  retyped('szczepionka refundowana w ciąży: kroki i opłaty w przychodni', 'Za podanie własnej szczepionki w przychodni nie płacisz'),
  retyped('szczepionka refundowana w ciąży: kroki i opłaty w przychodni', 'za którą płacisz jak za konsultację lekarską', 1),
  retyped('obserwacja po szczepieniu poza czasem wizyty', 'Czas obserwacji nie wlicza się do czasu wizyty.'),
  retyped(
    'recepta na leki przeciwmalaryczne w ramach porady przed podróżą',
    'Jeśli leki są potrzebne, lekarz wystawia receptę podczas porady; leki kupujesz w aptece i płacisz za nie osobno.',
  ),
  {
    file: 'content/data/patientInfo.yaml',
    from: 'Przychodnia nie ma umowy z Narodowym Funduszem Zdrowia',
    to: 'Przychodnia nie ma podpisanej umowy z Narodowym Funduszem Zdrowia',
  },
  { file: 'content/data/patientInfo.yaml', from: 'gotówką, kartą płatniczą albo BLIK-iem', to: 'kartą płatniczą, BLIK-iem albo gotówką' },
  { file: 'content/data/patientInfo.yaml', from: 'najpóźniej 24 godziny przed umówionym terminem', to: 'co najmniej dzień przed umówionym terminem' },
  { file: 'content/data/patientInfo.yaml', from: 'listę przyjmowanych leków', to: 'listę leków, które przyjmujesz' },
  { file: 'content/data/patientInfo.yaml', from: 'wejście do przychodni jest na poziomie chodnika', to: 'do przychodni wchodzi się z poziomu chodnika' },
  { file: 'content/badania-laboratoryjne.mdx', from: resultsBefore, to: resultsAfter },
  { file: 'content/data/faq.yaml', from: resultsBefore, to: resultsAfter },
  {
    file: 'content/o-nas.mdx',
    from: 'W przychodni są gabinety lekarskie, punkt szczepień, punkt pobrań materiału do badań i gabinet rehabilitacji',
    to: 'Przychodnia ma gabinety lekarskie, punkt szczepień, punkt pobrań i gabinet rehabilitacji',
  },
  {
    file: 'content/szczepienia/pracownicze.mdx',
    from: 'Zabierz skierowanie na szczepienie od pracodawcy',
    to: 'Weź skierowanie na szczepienie wystawione przez pracodawcę',
  },
]

/** The year's other changes: prices of every kind, the vaccination point's hours, new entries, a rewritten sentence. */
const year: YearEdit[] = [
  { file: 'content/data/labTests.yaml', from: '      - name: TSH\n        price: 35 zł\n', to: '      - name: TSH\n        price: 37 zł\n' },
  {
    file: 'content/data/labTests.yaml',
    from: '      - name: Anty-TPO\n',
    to: '      - name: Anty-TPO w surowicy krwi z oznaczeniem miana\n        price: 58 zł\n      - name: Anty-TPO\n',
  },
  { file: 'content/data/vaccinePrices.yaml', from: '            price: 430 zł', to: '            price: 445 zł', all: true },
  { file: 'content/data/allergy.yaml', from: '    price: 49 zł', to: '    price: 52 zł' },
  {
    file: clinic,
    from: '    opens: 16:00\n    closes: 20:00\n    note: także w wybrane soboty',
    to: '    opens: 16:00\n    closes: 19:30\n    note: także w wybrane soboty',
  },
  {
    file: team,
    from: '  - id: fizjoterapeuta\n',
    to: [
      '  - id: fizjoterapeutka',
      '    name: mgr fizjoterapii Natalia Zając',
      '    role: Fizjoterapeutka',
      '    physician: false',
      '    specializations:',
      '      - fizjoterapia uroginekologiczna',
      '    bio: Prowadzi fizjoterapię kobiet w ciąży i po porodzie oraz ćwiczenia wzmacniające mięśnie dna miednicy.',
      '  - id: fizjoterapeuta',
      '',
    ].join('\n'),
  },
  // A question added in the FAQ's form: an entry of faq.yaml, as the browser editor writes it.
  {
    file: 'content/data/faq.yaml',
    from: '  - question: W jakich godzinach można oddać materiał do badań?\n',
    to: [
      '  - question: Czy przed badaniem krwi trzeba być na czczo?',
      '    category: badania',
      "    answer: 'Do większości badań krwi przyjdź na czczo: ostatni posiłek zjedz wieczorem poprzedniego dnia. Możesz pić wodę.'",
      '    quickLink: false',
      '  - question: W jakich godzinach można oddać materiał do badań?',
      '',
    ].join('\n'),
  },
]

export const yearEdits: YearEdit[] = [...identity, ...year]

/** What the built pages must show after the year: a page ('/cennik') or any page. */
export const yearValues: { text: string; page?: string }[] = [
  { text: 'Przychodnia Zdrowia na Ochocie' },
  { text: 'Fundacja Zdrowie Ochoty', page: '/dane-rejestrowe' },
  { text: 'ul. Grójecka 186', page: '/kontakt' },
  { text: 'tel:+48226581234' },
  { text: 'rejestracja@przychodnia-ochota.pl' },
  { text: '526-170-39-44', page: '/dane-rejestrowe' },
  { text: 'Halina Borowska', page: '/dane-rejestrowe' },
  { text: 'destination=52.2089,20.9712' },
  { text: 'lek. Magdalena Rutkowska', page: '/zespol' },
  { text: 'mgr fizjoterapii Natalia Zając', page: '/zespol' },
  { text: 'Plac Narutowicza', page: '/kontakt' },
  { text: 'Fundacja Pozytywnie Otwarci', page: '/prep' },
  { text: '37 zł', page: '/cennik' },
  { text: 'Anty-TPO w surowicy krwi z oznaczeniem miana', page: '/badania-laboratoryjne' },
  { text: '58 zł', page: '/badania-laboratoryjne' },
  { text: '445 zł', page: '/szczepienia/dzieci' },
  { text: '620 zł', page: '/cennik' },
  { text: '52 zł', page: '/cennik' },
  { text: '16:00–19:30', page: '/kontakt' },
  { text: 'Infolinia od 9:00 - 19:00' },
  { text: 'Czy przed badaniem krwi trzeba być na czczo?', page: '/faq' },
  { text: 'w ciągu dwóch dni roboczych od pobrania', page: '/faq' },
  { text: 'Pracownia Stron Kowalczyk' },
  { text: 'XIII Wydział Gospodarczy', page: '/dane-rejestrowe' },
  { text: 'Przybyły dwa gabinety i gabinet rehabilitacji.' },
]
