import { createClient, type SubmissionOptions } from '@formspree/core'
import type { FieldName } from '../../lib/forms/messages.ts'
import { formActionUrl } from '../../lib/forms/payloads.ts'
import { SEND_TIMES, type SendTimes } from '../../lib/forms/sendTimes.ts'
import { mapServiceErrors } from '../../lib/forms/serviceErrors.ts'
import type { SubmitOutcome } from './useFormState.ts'
import { watchRequests, type RequestWatcher } from './watchRequests.ts'

export interface ServiceTarget {
  endpoint: string
  project?: string
  formId: string
}

export interface SendWatch {
  /** Called when a request to the service has waited `times.slowNoticeMs`. */
  onSlow?: () => void
  /** The waits; lib/forms/sendTimes.ts unless a unit test passes shorter ones. */
  times?: SendTimes
}

/**
 * Sends a payload with the form service's own client and turns every kind of
 * failure (an error reply, a network failure, a reply of no known shape) into
 * Polish messages.
 *
 * A slow service is not a failure. Each request to it may take up to
 * `giveUpMs` (after `slowNoticeMs` the form says it is still sending); then
 * it is really cancelled, and the outcome is `unconfirmed`: the service may
 * have taken the form without answering in time, so the form says that, not
 * that sending failed. The time Stripe takes (the bank's check of a card,
 * which waits for the visitor) is not counted: only requests to the service are.
 */
export async function sendToFormService(
  target: ServiceTarget,
  payload: Record<string, string>,
  fields: readonly FieldName[],
  contact: { phone: string; email: string },
  stripe?: { client: Parameters<typeof createClient>[0]; options: SubmissionOptions },
  { onSlow = () => {}, times = SEND_TIMES }: SendWatch = {},
): Promise<SubmitOutcome> {
  const client = createClient({ project: target.project, ...stripe?.client })
  let gaveUp = false
  // @formspree/core reads only the reply's body (4.0.0: `(await fetch(…)).json()`), never
  // its status; the status of the last reply is kept here for the replies whose status
  // is the message (413, 429: lib/forms/serviceErrors.ts statusMessage).
  let status: number | undefined
  const watcher: RequestWatcher = async (request) => {
    const controller = new AbortController()
    const slow = setTimeout(onSlow, times.slowNoticeMs)
    const giveUp = setTimeout(() => {
      gaveUp = true
      controller.abort()
    }, times.giveUpMs)
    try {
      // The reply is read here, under the same limit: a service that sends its
      // headers and then stalls is as slow as one that sends nothing.
      const response = await request(controller.signal)
      status = response.status
      const body = [204, 205, 304].includes(response.status) ? null : await response.text()
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } finally {
      clearTimeout(slow)
      clearTimeout(giveUp)
    }
  }
  try {
    const address = formActionUrl(target.endpoint, target.formId, target.project)
    const result = await watchRequests(address, watcher, () => client.submitForm(target.formId, payload, { endpoint: target.endpoint, ...stripe?.options }))
    // The client turns the cancelled request into an error reply; it is not one.
    if (gaveUp) return { ok: false, unconfirmed: true }
    if (result.kind === 'success') return { ok: true }
    const errors = { form: result.getFormErrors(), fields: result.getAllFieldErrors() as [string, { code: string; message: string }[]][] }
    return { ok: false, ...mapServiceErrors(errors, fields, contact, status) }
  } catch (error) {
    if (gaveUp) return { ok: false, unconfirmed: true }
    // The client throws on a submission kind it does not know (spec section 8).
    console.error(error)
    return { ok: false, ...mapServiceErrors({ form: [{ code: 'UNSPECIFIED', message: String(error) }], fields: [] }, fields, contact, status) }
  }
}
