import { vaccines } from '../../../lib/data/priceData.ts'

/** How a vaccine fully refunded in pregnancy is had, step by step, and what is paid at the clinic (vaccines.yaml). */
export function RefundSteps() {
  const refund = vaccines.refundInPregnancy
  if (!refund) throw new Error('content/data/vaccines.yaml nie ma pola refundInPregnancy (kroki przy szczepionce refundowanej w ciąży)')
  return (
    <>
      <ol className="refund-steps">
        <li>{refund.prescription}</li>
        {refund.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{refund.paidHere}</p>
    </>
  )
}
