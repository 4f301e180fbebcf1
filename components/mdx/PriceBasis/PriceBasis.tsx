import { priceItem } from '../../../lib/data/priceData.ts'

/** What decides a price given as a range or "od": <PriceBasis id="konsultacja-lekarska" /> in a sentence. */
export function PriceBasis({ id }: { id: string }) {
  const { priceBasis } = priceItem(id)
  if (!priceBasis) throw new Error(`Cena "${id}" w content/data/priceList.yaml nie ma pola priceBasis (od czego zależy cena)`)
  return <>{priceBasis}</>
}
