import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sendToFormService } from '../../../../components/forms/sendToFormService.ts'
import { messages } from '../../../../lib/forms/messages.ts'
import { statusMessage } from '../../../../lib/forms/serviceErrors.ts'
import { createFormService, MAX_BODY_BYTES, type Submission } from '../../../../scripts/formService.ts'

describe('sending to a slow form service', () => {
  const server = createFormService({ forms: { contact: { required: ['name', 'email', 'message'], emailFields: ['email'] } }, quiet: true })
  let base = ''
  const contact = { phone: '+48 22 100 00 00', email: 'rejestracja@przychodnia.example' }
  const fields = ['name', 'email', 'message'] as const
  const payload = { name: 'Anna Nowak', email: 'anna@example.pl', message: 'Dzień dobry, mam pytanie.', submissionId: 'ABCD-1234' }
  // Node's fetch sends `User-Agent: node`: the delay is set for that sender.
  const delay = (ms: number) => fetch(`${base}/_reply-delay?agent=node&ms=${ms}`, { method: 'PUT' })
  const recorded = async () => (await (await fetch(`${base}/_submissions`)).json()) as Submission[]

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(async () => {
    await fetch(`${base}/_reply-delay?agent=node`, { method: 'DELETE' })
    await fetch(`${base}/_submissions`, { method: 'DELETE' })
  })

  const send = (times: { slowNoticeMs: number; giveUpMs: number }, onSlow: () => void) =>
    sendToFormService({ endpoint: base, formId: 'contact' }, { ...payload }, fields, contact, undefined, { times, onSlow })

  test('no answer within the limit: the request is really cancelled, and the outcome is "unconfirmed", not a failure', async () => {
    await delay(60_000)
    let slow = 0
    const outcome = await send({ slowNoticeMs: 20, giveUpMs: 300 }, () => slow++)
    expect(outcome).toEqual({ ok: false, unconfirmed: true })
    expect(slow).toBe(1)
    // The service kept the one post, and saw the page go before it answered.
    await expect.poll(async () => (await recorded()).map((submission) => submission.cancelled)).toEqual([true])
    expect((await recorded())[0]!.fields).toEqual(payload)
  })

  test('an answer after the notice and before the limit is a success', async () => {
    await delay(400)
    let slow = 0
    await expect(send({ slowNoticeMs: 20, giveUpMs: 30_000 }, () => slow++)).resolves.toEqual({ ok: true })
    expect(slow).toBe(1)
    expect(await recorded()).toHaveLength(1)
  })

  test('a prompt answer gives no notice', async () => {
    let slow = 0
    await expect(send({ slowNoticeMs: 5_000, giveUpMs: 30_000 }, () => slow++)).resolves.toEqual({ ok: true })
    expect(slow).toBe(0)
  })

  test('only requests to the form being sent are timed: another request made meanwhile is left alone', async () => {
    await delay(60_000)
    const waiting = send({ slowNoticeMs: 20, giveUpMs: 300 }, () => {})
    const other = fetch(`${base}/f/another-form`, { method: 'POST', headers: { accept: 'application/json' }, body: '{}' })
    await expect(waiting).resolves.toEqual({ ok: false, unconfirmed: true })
    await fetch(`${base}/_reply-delay?agent=node`, { method: 'DELETE' }) // now the service answers what it holds
    expect((await other).status).toBe(404) // answered, not cancelled with the form's request
  })

  test("413 and 429 get their own messages, though @formspree/core reads no status: the sender's wrapper of fetch keeps it", async () => {
    const tooLarge = await sendToFormService({ endpoint: base, formId: 'contact' }, { ...payload, message: 'x'.repeat(MAX_BODY_BYTES) }, fields, contact)
    expect(tooLarge).toEqual({ ok: false, fieldErrors: {}, formError: statusMessage(413, contact) })
    await fetch(`${base}/_rate-limit?agent=node`, { method: 'PUT' })
    try {
      const tooMany = await sendToFormService({ endpoint: base, formId: 'contact' }, { ...payload }, fields, contact)
      expect(tooMany).toEqual({ ok: false, fieldErrors: {}, formError: statusMessage(429, contact) })
    } finally {
      await fetch(`${base}/_rate-limit?agent=node`, { method: 'DELETE' })
    }
    expect(await recorded()).toEqual([])
  })

  test('an error reply is still mapped to the Polish messages', async () => {
    const outcome = await sendToFormService({ endpoint: base, formId: 'contact' }, { name: 'Anna', email: 'anna@' }, fields, contact)
    expect(outcome).toEqual({ ok: false, fieldErrors: { email: messages.emailFormat, message: messages.messageRequired } })
  })
})
