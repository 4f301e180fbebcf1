import type { ServiceTarget } from './sendToFormService.ts'

/** Props both form islands receive from the server (plain JSON). */
export interface CommonFormProps {
  target: ServiceTarget
  /** The form's action URL, used when JavaScript is off. */
  action: string
  subject: string
  contact: { phone: string; email: string }
  success: { title: string; body: string; again: string }
  infoClause: string
}
