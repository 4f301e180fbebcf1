import { z } from 'zod'
import { listWithIds, medicalFact, text } from './fields.ts'

const vaccineInfo = z.strictObject({
  name: text.meta({ title: 'Szczepienie' }),
  info: text.meta({ title: 'Informacje', description: medicalFact, multiline: true }),
})

/** content/data/vaccines.yaml: vaccine lists, the mandatory calendar (birth to 19 years) and pregnancy vaccines. */
export const vaccinesSchema = z
  .strictObject({
    /** Vaccines available for travellers. */
    travelAvailable: z.array(text).min(1).meta({
      title: 'Szczepionki dla podróżujących',
      singular: 'szczepionkę',
      description: 'Nazwa szczepionki i choroba w nawiasie, np. „Stamaril (żółta gorączka)”.',
    }),
    children: z
      .strictObject({
        mandatory: z
          .array(vaccineInfo)
          .min(1)
          .meta({ title: 'Obowiązkowe', singular: 'szczepienie', description: 'Szczepienia obowiązkowe dzieci: nazwa i informacje o każdym.' }),
        recommended: z
          .array(vaccineInfo)
          .min(1)
          .meta({ title: 'Zalecane', singular: 'szczepienie', description: 'Szczepienia zalecane dzieciom: nazwa i informacje o każdym.' }),
      })
      .meta({ title: 'Szczepienia dzieci' }),
    /** Vaccine calendar entries (spec section 3): age and vaccines, from birth to the 19th year (the key keeps its first name). */
    infantCalendar: z
      .array(
        z.strictObject({
          age: text.meta({ title: 'Wiek dziecka', description: 'Np. „2. miesiąc życia (od ukończenia 6. tygodnia)”.' }),
          vaccines: z.array(vaccineInfo).min(1).meta({ title: 'Szczepienia w tym wieku', singular: 'szczepienie' }),
        }),
      )
      .min(1)
      .meta({
        title: 'Kalendarz szczepień dzieci i młodzieży',
        singular: 'wiek',
        description:
          'Szczepienia obowiązkowe od urodzenia do 19. roku życia według Programu Szczepień Ochronnych (PSO), który Główny Inspektor Sanitarny ogłasza co roku: po ogłoszeniu nowego programu sprawdź tę listę z lekarzem. Szczepienie podawane w kilku dawkach ma przy nazwie numer dawki, np. „Błonica, tężec, krztusiec – 4. dawka” albo „– 1. dawka przypominająca”.',
      }),
    /** Pregnancy vaccines (spec section 3): name, timing, benefits. */
    pregnancy: z
      .array(
        z.strictObject({
          name: text.meta({
            title: 'Szczepienie',
            description:
              'Choroba i szczepionka, np. „RSV (wirus RS, szczepionka Abrysvo)”. W ciąży podaje się dTpa (nie DTPa dla dzieci) i Abrysvo (nie Arexvy, przeznaczoną dla osób od 60 lat).',
          }),
          timing: text.meta({ title: 'Kiedy', description: 'Np. „Między 32. a 36. tygodniem ciąży”.' }),
          benefits: text.meta({ title: 'Korzyści', description: 'Przed czym chroni matkę i dziecko.', multiline: true }),
          refunded: z
            .boolean('ma być zaznaczone (true) albo nie (false)')
            .meta({ title: 'W pełni refundowane', description: `Zaznacz, gdy szczepienie w ciąży jest w pełni refundowane. ${medicalFact}` })
            .optional(),
        }),
      )
      .min(1)
      .meta({
        title: 'Szczepienia w ciąży',
        singular: 'szczepienie',
        description: 'Szczepienia zalecane w ciąży: kiedy, przed czym chronią i czy są refundowane.',
      }),
    /** How a vaccine fully refunded in pregnancy is had: the steps and what is paid at the clinic (<RefundSteps />). */
    refundInPregnancy: z
      .strictObject({
        /** Who writes the prescription: the first step here, and the same sentence on /szczepienia (<Prescription />). */
        prescription: text.meta({
          title: 'Kto wystawia receptę',
          description:
            'Pierwszy krok: kto wystawia receptę na szczepionkę refundowaną. To samo zdanie stoi też na stronie „Szczepienia” w części o szczepionkach refundowanych.',
          multiline: true,
        }),
        steps: z
          .array(text)
          .min(1)
          .meta({ title: 'Kroki', singular: 'krok', description: 'Po kolei, po recepcie: apteka, szczepienie; każdy krok osobno, jednym zdaniem.' }),
        paidHere: text.meta({ title: 'Co płacisz w przychodni', description: 'Za co pacjentka płaci w przychodni, a za co nie.', multiline: true }),
      })
      .meta({
        title: 'Szczepionka refundowana w ciąży',
        description: `Jak kobieta w ciąży otrzymuje bezpłatnie szczepionkę w pełni refundowaną (na stronie /szczepienia/ciaza). ${medicalFact}`,
      })
      .optional(),
    /**
     * Recommended intervals (spec section 9), e.g. "7–14 dni" after an antibiotic:
     * pages show them with <Interval id="po-antybiotyku" />, so each is typed once.
     */
    intervals: listWithIds(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "po-antybiotyku"')
          .meta({
            title: 'Nazwa odstępu',
            description:
              'Krótka nazwa małymi literami, bez polskich liter, słowa połączone myślnikami, np. „po-antybiotyku”: strony wstawiają odstęp po tej nazwie. Zmiana nazwy istniejącego odstępu usuwa go ze stron, które go pokazują.',
          }),
        value: text.meta({ title: 'Odstęp', description: `Np. „7–14 dni” (zakres z półpauzą „–”). ${medicalFact}` }),
      }),
    ).meta({
      title: 'Zalecane odstępy',
      singular: 'odstęp',
      description: 'Odstępy wpisane tylko tutaj: strony biorą je z tej listy, więc zmiana tutaj zmienia je wszędzie.',
    }),
  })
  .meta({
    title: 'Szczepionki',
    description:
      'Listy szczepionek, kalendarz szczepień niemowląt, szczepienia w ciąży i zalecane odstępy, bez cen (ceny są w vaccinePrices.yaml). Fakty medyczne zmieniaj tylko po uzgodnieniu z lekarzem.',
  })

export type Vaccines = z.infer<typeof vaccinesSchema>
