import { intervals, lookup } from '../../../lib/data/priceData.ts'

/** <Interval id="po-antybiotyku" /> inside a sentence: a recommended interval from vaccines.yaml, e.g. "7–14 dni". */
export function Interval({ id }: { id: string }) {
  return <>{lookup(intervals, id, 'Odstęp').value}</>
}
