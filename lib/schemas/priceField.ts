import { z } from 'zod'

// The price field every price list shares (vaccinePrices, priceList, allergy, labTests, services).

/**
 * A price as the tables show it: "150 zł", "od 160 zł" or a range "250–300 zł",
 * always a positive whole amount in złoty.
 */
export const price = z
  .string({ error: 'ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”' })
  .regex(/^(od )?[1-9]\d{0,4}(–[1-9]\d{0,4})? zł$/, 'ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”')

/** The hint under every price field. */
export const priceHint =
  'W formacie „150 zł”, „od 160 zł” albo „250–300 zł” (zakres z półpauzą „–”, nie z łącznikiem „-”), bez groszy i bez spacji w tysiącach.'
