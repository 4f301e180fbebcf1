import { createClient, type SubmissionOptions } from '@formspree/core'
import type { FieldName } from '../../lib/forms/messages.ts'
import { mapServiceErrors } from '../../lib/forms/serviceErrors.ts'
import type { SubmitOutcome } from './useFormState.ts'

/** Give up waiting for the form service after this long; the values stay in the form. */
export const SUBMIT_TIMEOUT_MS = 15_000

export interface ServiceTarget {
  endpoint: string
  project?: string
  formId: string
}

/**
 * Sends a payload with the form service's own client and turns every kind of
 * failure (an error reply, a network failure, a reply of no known shape, no
 * reply within 15 s) into Polish messages.
 */
export async function sendToFormService(
  target: ServiceTarget,
  payload: Record<string, string>,
  fields: readonly FieldName[],
  contact: { phone: string; email: string },
  stripe?: { client: Parameters<typeof createClient>[0]; options: SubmissionOptions },
): Promise<SubmitOutcome> {
  const client = createClient({ project: target.project, ...stripe?.client })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SUBMIT_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([
      client.submitForm(target.formId, payload, { endpoint: target.endpoint, ...stripe?.options }),
      timeout,
    ])
    if (result !== 'timeout' && result.kind === 'success') return { ok: true }
    const errors =
      result === 'timeout'
        ? { form: [{ code: 'UNSPECIFIED', message: 'timeout' }], fields: [] }
        : { form: result.getFormErrors(), fields: result.getAllFieldErrors() as [string, { code: string; message: string }[]][] }
    return { ok: false, ...mapServiceErrors(errors, fields, contact) }
  } catch (error) {
    // The client throws on a submission kind it does not know (spec section 8).
    console.error(error)
    return { ok: false, ...mapServiceErrors({ form: [{ code: 'UNSPECIFIED', message: String(error) }], fields: [] }, fields, contact) }
  } finally {
    clearTimeout(timer)
  }
}
