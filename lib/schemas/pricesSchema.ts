import { z } from 'zod'
import { isoDate, listWithIds, text } from './fields.ts'

/**
 * A price as the tables show it: "150 zł", "od 160 zł" or a range "250–300 zł",
 * always a positive whole amount in złoty.
 */
export const price = z
  .string({ error: 'ma być ceną w formacie "NN zł", np. "150 zł"' })
  .regex(/^(od )?[1-9]\d{0,4}(–[1-9]\d{0,4})? zł$/, 'ma być dodatnią ceną w formacie "NN zł", np. "150 zł", "od 160 zł" albo "250–300 zł"')

/** The hint under every price field. */
export const priceHint = 'W formacie „150 zł”, „od 160 zł” albo „250–300 zł” (zakres z półpauzą „–”, nie z łącznikiem „-”), bez groszy i bez spacji w tysiącach.'

/** A short name the pages use to point at a table or item: lower case, digits, hyphens. */
export const key = z.string().regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "porada-podroznicza"')

const medicalFact = 'Fakt medyczny: zmieniaj tylko po uzgodnieniu z lekarzem.'

/** One product (vaccine) in a price row. */
const variant = z
  .strictObject({
    /** Product name, e.g. "Shingrix". */
    name: text.meta({
      title: 'Szczepionka',
      description: 'Nazwa produktu, np. „Shingrix”. Jedna szczepionka ma jedną nazwę i jedną cenę we wszystkich tabelach i w vaccines.yaml.',
    }),
    /** Number of doses, e.g. "2" or "2–3": text, as the browser editor writes it. */
    doses: z
      .string({ error: 'ma być liczbą dawek w cudzysłowie, np. "2" albo "2–3"' })
      .regex(/^[1-9]\d?(–[1-9]\d?)?$/, 'ma być liczbą dawek, np. "2", albo zakresem z półpauzą „–”, np. "2–3"')
      .meta({ title: 'Liczba dawek', description: `Np. „2” albo zakres z półpauzą „–”, np. „2–3”. ${medicalFact}` }),
    /** How long protection lasts (travel table), e.g. "co najmniej 10 lat". */
    duration: text
      .meta({
        title: 'Czas ochrony',
        description: `Np. „co najmniej 10 lat”. Wymagany w tabeli, która pokazuje czas ochrony (podróże); w innych tabelach szczepionka ma ten czas albo „Informacje”. ${medicalFact}`,
      })
      .optional(),
    /** Other information, e.g. the age range. */
    additionalInfo: text
      .meta({ title: 'Informacje', description: `Np. wiek, od którego podaje się szczepionkę. Szczepionka ma „Czas ochrony” albo to pole. ${medicalFact}` })
      .optional(),
    price: price.meta({ title: 'Cena za dawkę', description: `Cena za jedną dawkę. ${priceHint}` }),
    /**
     * Mandatory in the national programme (Program Szczepień Ochronnych): the
     * table then shows `psoNote` (free within the programme, what the price is for).
     */
    pso: z
      .boolean('ma być zaznaczone (true) albo nie (false)')
      .meta({
        title: 'Szczepienie obowiązkowe (PSO)',
        description: 'Zaznacz przy szczepieniu obowiązkowym z Programu Szczepień Ochronnych: tabela pokaże przy nim zdanie z pola „Uwaga o szczepieniach obowiązkowych”.',
      })
      .optional(),
    notes: text.meta({ title: 'Uwagi', description: `Opcjonalne uwagi, np. schemat dawek. ${medicalFact}`, multiline: true }).optional(),
    /**
     * A national programme under which some people get this vaccine free
     * (an id of `programmes`): the table shows that programme's note.
     */
    programme: key
      .meta({
        title: 'Program bezpłatnych szczepień',
        description: 'Nazwa programu z listy „Programy bezpłatnych szczepień” tego pliku (np. „grypa”), jeśli część osób otrzymuje tę szczepionkę bezpłatnie: tabela pokaże przy niej zdanie tego programu.',
      })
      .optional(),
    /**
     * The last day the product cannot be had: the table shows "niedostępna do
     * 31.03.2025" up to and including that day. One field, so a notice cannot
     * be saved without its end (issue 27); after the day `npm run check` warns.
     */
    unavailableUntil: isoDate
      .meta({
        title: 'Niedostępna do',
        description:
          'Tylko gdy szczepionki chwilowo nie ma: ostatni dzień jej niedostępności w formacie „RRRR-MM-DD”. Tabela pokaże przy nazwie „niedostępna do 31.03.2025” do tego dnia włącznie, potem sama przestanie; sprawdzenie przypomni wtedy, żeby wyczyścić to pole.',
      })
      .optional(),
  })
  .refine((v) => v.duration !== undefined || v.additionalInfo !== undefined, {
    message: 'ma mieć pole "duration" (czas ochrony) albo "additionalInfo" (dodatkowe informacje)',
  })

/** A price row (spec section 3): one disease and the products against it. */
const priceRow = z.strictObject({
  disease: text.meta({
    title: 'Szczepienie przeciw',
    description: 'Dokończenie nagłówka kolumny „Szczepienie przeciw”, np. „żółtej gorączce”.',
  }),
  variants: z
    .array(variant)
    .min(1, 'ma mieć co najmniej jedną szczepionkę')
    .meta({ title: 'Szczepionki', singular: 'preparat', description: 'Szczepionki przeciw tej chorobie, każda z liczbą dawek i ceną.' }),
})

/** One price table, e.g. "podroze", shown with <VaccinePriceTable table="podroze" />. */
const vaccineTable = z
  .strictObject({
    id: key.meta({
      title: 'Kod tabeli',
      generated: 'tabela-',
      description: 'Kod używany przez strony, np. <VaccinePriceTable table="podroze" />; nie zmieniaj go. Małe litery, cyfry i myślniki.',
    }),
    caption: text.meta({ title: 'Podpis tabeli', description: 'Tytuł tabeli nad nią, np. „Cennik szczepień dla podróżujących”.' }),
    /** The travel table shows how long protection lasts, so each product needs `duration`. */
    requireDuration: z
      .boolean('ma być zaznaczone (true) albo nie (false)')
      .meta({ title: 'Czas ochrony wymagany', description: 'Zaznacz w tabeli, która pokazuje czas ochrony (podróże): każda szczepionka musi go wtedy mieć.' })
      .optional(),
    rows: z.array(priceRow).min(1).meta({ title: 'Wiersze', singular: 'wiersz', description: 'Choroby w kolejności z tej listy, każda ze szczepionkami.' }),
  })
  .refine((table) => !table.requireDuration || table.rows.every((row) => row.variants.every((v) => v.duration)), {
    message: 'w tej tabeli każda szczepionka ma mieć pole "duration" (czas ochrony)',
  })

/** content/data/vaccinePrices.yaml: vaccine price tables, each with its name in `id`, e.g. "podroze". */
export const vaccinePricesSchema = z
  .strictObject({
    /** Shown before the notes of every product marked `pso: true`: said once, true for each. */
    psoNote: text
      .meta({
        title: 'Uwaga o szczepieniach obowiązkowych',
        description:
          'Zdanie pokazywane przy każdej szczepionce oznaczonej jako szczepienie obowiązkowe (PSO): że w programie jest bezpłatne i za co jest cena. Wpisane tylko tutaj.',
        multiline: true,
      })
      .optional(),
    /** National programmes that make some vaccines free for some people, each with its note, typed once. */
    programmes: listWithIds(
      z.strictObject({
        id: key.meta({
          title: 'Kod programu',
          generated: 'program-',
          description: 'Kod, którym szczepionki wskazują w polu „Program bezpłatnych szczepień”, np. „grypa”; nie zmieniaj go. Małe litery, cyfry i myślniki.',
        }),
        note: text.meta({
          title: 'Zdanie w tabeli',
          description: 'Zdanie pokazywane przy każdej szczepionce tego programu: kto i gdzie może zaszczepić się bezpłatnie i za co jest cena w tabeli.',
          multiline: true,
        }),
      }),
    )
      .meta({
        title: 'Programy bezpłatnych szczepień',
        singular: 'program',
        description: 'Programy, w których część osób szczepi się bezpłatnie (np. przeciw grypie, COVID-19, krztuścowi w ciąży). Zdanie programu wpisujemy tylko tutaj; szczepionka wskazuje program swoją nazwą.',
      })
      .optional(),
    tables: listWithIds(vaccineTable).meta({
      title: 'Tabele cen',
      singular: 'tabelę',
      description: 'Tabele pokazywane na stronach o szczepieniach i w /cennik. Cena zawsze za jedną dawkę.',
    }),
  })
  .refine((file) => file.psoNote || !file.tables.some((table) => table.rows.some((row) => row.variants.some((v) => v.pso))), {
    path: ['psoNote'],
    message: 'jest wymagane, gdy któraś szczepionka ma "pso: true": zdanie o bezpłatnym szczepieniu w programie',
  })
  .superRefine((file, ctx) => {
    const programmes = (file.programmes ?? []).map((programme) => programme.id)
    file.tables.forEach((table, tableIndex) =>
      table.rows.forEach((row, rowIndex) =>
        row.variants.forEach((variant, variantIndex) => {
          if (variant.programme === undefined || programmes.includes(variant.programme)) return
          ctx.addIssue({
            code: 'custom',
            path: ['tables', tableIndex, 'rows', rowIndex, 'variants', variantIndex, 'programme'],
            message: `nie ma programu „${variant.programme}” na liście „Programy bezpłatnych szczepień”${programmes.length ? ` (są: ${programmes.join(', ')})` : ''}`,
          })
        }),
      ),
    )
  })
  .meta({ title: 'Ceny szczepionek', description: 'Tabele cen szczepionek. Fakty medyczne (dawki, wiek, czas ochrony) zmieniaj tylko po uzgodnieniu z lekarzem.' })

const priceItem = z.strictObject({
  id: key
    .meta({
      title: 'Kod ceny',
      generated: 'cena-',
      description: 'Kod używany przez strony, np. <Price id="porada-podroznicza" /> wstawia tę cenę w zdaniu; nie zmieniaj go. Można pominąć, gdy żadna strona nie podaje tej ceny w zdaniu.',
    })
    .optional(),
  name: text.meta({ title: 'Usługa' }),
  price: price.meta({ title: 'Cena', description: priceHint }),
  /** For a price range: what decides the price, shown with the price and by <PriceBasis id>. */
  priceBasis: text
    .meta({
      title: 'Od czego zależy cena',
      description: 'Przy cenie „od” albo zakresie cen: co decyduje o cenie, np. „250 zł – wizyta kontrolna, 300 zł – pierwsza konsultacja”. Pokazywane pod nazwą usługi i w zdaniu znacznikiem <PriceBasis id="…" />.',
      multiline: true,
    })
    .optional(),
  note: text.meta({ title: 'Uwaga', description: 'Opcjonalne zdanie pod nazwą usługi.', multiline: true }).optional(),
})

/** A category of priceList.yaml, shown with <PriceItems category="konsultacje" />. */
const priceCategory = z.strictObject({
  id: key.meta({
    title: 'Kod kategorii',
    generated: 'kategoria-',
    description: 'Kod używany przez strony, np. <PriceItems category="konsultacje" />; nie zmieniaj go. Małe litery, cyfry i myślniki.',
  }),
  title: text.meta({ title: 'Tytuł', description: 'Podpis tabeli tej kategorii.' }),
  items: z.array(priceItem).min(1).meta({ title: 'Usługi', singular: 'usługę', description: 'Usługi z cenami w kolejności z tej listy.' }),
})

/** content/data/priceList.yaml: the price list's other categories and the green box. */
export const priceListSchema = z
  .strictObject({
    /** What costs nothing extra when vaccinated during a visit. */
    includedWithVaccination: z
      .strictObject({
        title: text.meta({ title: 'Tytuł' }),
        items: z.array(text).min(1).meta({ title: 'Co obejmuje', singular: 'punkt', description: 'Usługi bez dodatkowych opłat przy szczepieniu, każda osobno.' }),
      })
      .meta({ title: 'Zielona ramka', description: 'Ramka „Bez dodatkowych opłat przy szczepieniu” (znacznik <IncludedWithVaccination />).' }),
    categories: listWithIds(priceCategory).meta({ title: 'Kategorie', singular: 'kategorię', description: 'Konsultacje i usługi dodatkowe: każda kategoria jest jedną tabelą.' }),
  })
  .superRefine((file, ctx) => {
    // <Price id> takes the first item with its id: an id may stand once in the whole file.
    const first = new Map<string, string>()
    file.categories.forEach((category, categoryIndex) =>
      category.items.forEach((item, itemIndex) => {
        if (!item.id) return
        const seen = first.get(item.id)
        if (seen === undefined) return void first.set(item.id, category.title)
        ctx.addIssue({
          code: 'custom',
          path: ['categories', categoryIndex, 'items', itemIndex, 'id'],
          message: `powtarza nazwę ceny „${item.id}” z kategorii „${seen}”; każda nazwa może wystąpić tylko raz`,
        })
      }),
    )
  })
  .meta({ title: 'Cennik usług', description: 'Cennik konsultacji i usług dodatkowych oraz zielona ramka „Bez dodatkowych opłat przy szczepieniu”.' })

const allergenItems = z.array(text).min(1).meta({ title: 'Alergeny', singular: 'alergen', description: 'Każdy alergen osobno.' })

/** content/data/allergy.yaml: allergen sets and allergy panels. */
export const allergySchema = z
  .strictObject({
    allergenSets: z
      .array(
        z.strictObject({
          code: z
            .string()
            .regex(/^[A-Z0-9-]+$/, 'ma być kodem zestawu, np. "W1"')
            .meta({ title: 'Kod', description: 'Kod zestawu: wielkie litery i cyfry, np. „ZW1”.' }),
          name: text.meta({ title: 'Nazwa', description: 'Np. „Pyłki drzew”.' }),
          items: allergenItems,
          price: price.meta({ title: 'Cena', description: priceHint }),
        }),
      )
      .min(1)
      .meta({ title: 'Zestawy alergenów', singular: 'zestaw', description: 'Pokazywane na /cennik znacznikiem <AllergenSets />.' }),
    panels: z
      .array(
        z.strictObject({
          name: text.meta({ title: 'Nazwa', description: 'Np. „Panel wziewny”.' }),
          items: allergenItems,
          price: price.meta({ title: 'Cena', description: priceHint }),
        }),
      )
      .min(1)
      .meta({ title: 'Panele alergiczne', singular: 'panel', description: 'Pokazywane na /cennik znacznikiem <AllergyPanels />.' }),
  })
  .meta({ title: 'Diagnostyka alergii', description: 'Zestawy alergenów i panele alergiczne: badania krwi, które oznaczają swoiste przeciwciała IgE (sIgE).' })

const vaccineInfo = z.strictObject({
  name: text.meta({ title: 'Szczepienie' }),
  info: text.meta({ title: 'Informacje', description: medicalFact, multiline: true }),
})

/** content/data/vaccines.yaml: vaccine lists, the mandatory calendar (birth to 19 years) and pregnancy vaccines. */
export const vaccinesSchema = z
  .strictObject({
    /** Vaccines available for travellers. */
    travelAvailable: z
      .array(text)
      .min(1)
      .meta({ title: 'Szczepionki dla podróżujących', singular: 'szczepionkę', description: 'Nazwa szczepionki i choroba w nawiasie, np. „Stamaril (żółta gorączka)”; znacznik <TravelVaccines />.' }),
    children: z
      .strictObject({
        mandatory: z.array(vaccineInfo).min(1).meta({ title: 'Obowiązkowe', singular: 'szczepienie', description: 'Znacznik <ChildVaccines kind="mandatory" />.' }),
        recommended: z.array(vaccineInfo).min(1).meta({ title: 'Zalecane', singular: 'szczepienie', description: 'Znacznik <ChildVaccines kind="recommended" />.' }),
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
          'Szczepienia obowiązkowe od urodzenia do 19. roku życia według Programu Szczepień Ochronnych (PSO), który Główny Inspektor Sanitarny ogłasza co roku: po ogłoszeniu nowego programu sprawdź tę listę z lekarzem. Szczepienie podawane w kilku dawkach ma przy nazwie numer dawki, np. „Błonica, tężec, krztusiec – 4. dawka” albo „– 1. dawka przypominająca”. Znacznik <InfantCalendar />.',
      }),
    /** Pregnancy vaccines (spec section 3): name, timing, benefits. */
    pregnancy: z
      .array(
        z.strictObject({
          name: text.meta({
            title: 'Szczepienie',
            description: 'Choroba i szczepionka, np. „RSV (wirus RS, szczepionka Abrysvo)”. W ciąży podaje się dTpa (nie DTPa dla dzieci) i Abrysvo (nie Arexvy, przeznaczoną dla osób od 60 lat).',
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
      .meta({ title: 'Szczepienia w ciąży', singular: 'szczepienie', description: 'Znacznik <PregnancyVaccines />.' }),
    /** How a vaccine fully refunded in pregnancy is had: the steps and what is paid at the clinic (<RefundSteps />). */
    refundInPregnancy: z
      .strictObject({
        steps: z
          .array(text)
          .min(1)
          .meta({ title: 'Kroki', singular: 'krok', description: 'Po kolei: recepta, apteka, szczepienie; każdy krok osobno, jednym zdaniem.' }),
        paidHere: text.meta({ title: 'Co płacisz w przychodni', description: 'Za co pacjentka płaci w przychodni, a za co nie.', multiline: true }),
      })
      .meta({
        title: 'Szczepionka refundowana w ciąży',
        description: `Jak kobieta w ciąży otrzymuje bezpłatnie szczepionkę w pełni refundowaną (znacznik <RefundSteps /> na stronie /szczepienia/ciaza). ${medicalFact}`,
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
          .meta({ title: 'Kod odstępu',
            generated: 'odstep-', description: 'Kod używany przez strony, np. <Interval id="po-antybiotyku" />; nie zmieniaj go. Małe litery i myślniki.' }),
        value: text.meta({ title: 'Odstęp', description: `Np. „7–14 dni” (zakres z półpauzą „–”). ${medicalFact}` }),
      }),
    ).meta({
      title: 'Zalecane odstępy',
      singular: 'odstęp',
      description: 'Odstępy wpisane tylko tutaj: strony wstawiają je znacznikiem <Interval id="…" />, więc zmiana tutaj zmienia je wszędzie.',
    }),
  })
  .meta({
    title: 'Szczepionki',
    description: 'Listy szczepionek, kalendarz szczepień niemowląt, szczepienia w ciąży i zalecane odstępy, bez cen (ceny są w vaccinePrices.yaml). Fakty medyczne zmieniaj tylko po uzgodnieniu z lekarzem.',
  })

export type VaccinePrices = z.infer<typeof vaccinePricesSchema>
export type PriceList = z.infer<typeof priceListSchema>
export type Allergy = z.infer<typeof allergySchema>
export type Vaccines = z.infer<typeof vaccinesSchema>
