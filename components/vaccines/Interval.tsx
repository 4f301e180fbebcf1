import { lookup, vaccines } from '../../lib/data/priceData.ts'

/** <Interval id="po-antybiotyku" /> inside a sentence: a recommended interval from vaccines.yaml, e.g. "7–14 dni". */
export function Interval({ id }: { id: string }) {
  return <>{lookup(vaccines.intervals, id, 'Odstęp')}</>
}
