import { vaccines } from '../../../lib/data/priceData.ts'

/** <Prescription /> inside a sentence: who writes the prescription for a refunded vaccine, said once in vaccines.yaml (also the first of <RefundSteps />). */
export function Prescription() {
  const refund = vaccines.refundInPregnancy
  if (!refund) throw new Error('content/data/vaccines.yaml nie ma pola refundInPregnancy (kto wystawia receptę na szczepionkę refundowaną)')
  return <>{refund.prescription}</>
}
