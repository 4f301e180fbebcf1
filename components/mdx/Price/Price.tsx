import { priceItem } from '../../../lib/data/priceData.ts'

/** One price inside a sentence: <Price id="porada-podroznicza" /> -> "200 zł". */
export function Price({ id }: { id: string }) {
  return <span className="price">{priceItem(id).price}</span>
}
