import { visitLengthText } from '../../../lib/data/visitTypes.ts'

/** <VisitLength type="travel" /> in a sentence: "30 minut", from forms.yaml. */
export function VisitLength({ type }: { type: string }) {
  return <>{visitLengthText(type)}</>
}
