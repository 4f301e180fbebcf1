import { createClient } from '@formspree/core'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FIELD_LIMITS } from '../../../lib/forms/limits.ts'
import { bookingPayload, withHiddenFields } from '../../../lib/forms/payloads.ts'
import { createFormService, MAX_BODY_BYTES, type Submission } from '../../../scripts/formService.ts'

const tempDir = mkdtempSync(join(tmpdir(), 'form-service-'))
const logFile = join(tempDir, 'logs/submissions.jsonl')
const server = createFormService({
  forms: {
    contact: { required: ['name', 'email', 'message'], emailFields: ['email'] },
    booking: {
      required: ['visitType', 'name', 'email', 'phone', 'date', 'time'],
      requiredWhen: { vaccineType: { field: 'visitType', equals: 'vaccination' } },
      emailFields: ['email'],
      payment: true,
    },
  },
  logFile,
  quiet: true,
})
let base = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(tempDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await fetch(`${base}/_submissions`, { method: 'DELETE' })
})

const contact = { name: 'Anna Nowak', email: 'anna@example.pl', message: 'Dzień dobry' }
const booking = { visitType: 'consultation', name: 'Jan Kowalski', email: 'jan@example.pl', phone: '600100200', date: '2025-03-03', time: '16:15' }

async function recorded(): Promise<Submission[]> {
  return (await fetch(`${base}/_submissions`)).json() as Promise<Submission[]>
}

test('answers the CORS preflight on both path shapes', async () => {
  for (const path of ['/f/contact', '/p/proj/f/contact']) {
    const response = await fetch(base + path, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept, Formspree-Client, Formspree-Session-Data')
    expect(response.headers.get('access-control-max-age')).toBe('600')
  }
})

test('the real client submits JSON and gets success', async () => {
  const result = await createClient().submitForm('contact', { ...contact, _subject: 'Zapytanie', _gotcha: '' }, { endpoint: base })
  expect(result.kind).toBe('success')
  const [submission] = await recorded()
  expect(submission).toMatchObject({ formId: 'contact', contentType: 'application/json', subject: 'Zapytanie', fields: contact })
  expect(submission?.project).toBeUndefined()
  expect(submission?.client).toMatch(/^@formspree\/core@/)
  // The client sends session data only in a browser (when `window` exists).
  expect(submission?.session).toBeUndefined()
})

test('every POST reply allows any origin', async () => {
  const response = await fetch(`${base}/f/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(contact),
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(await response.json()).toEqual({ ok: true, next: '/thanks' })
})

test('a project client posts to /p/{project}/f/{formId}', async () => {
  const result = await createClient({ project: 'proj' }).submitForm('contact', contact, { endpoint: base })
  expect(result.kind).toBe('success')
  expect((await recorded())[0]).toMatchObject({ formId: 'contact', project: 'proj' })
})

test('accepts multipart and urlencoded bodies', async () => {
  const form = new FormData()
  for (const [name, value] of Object.entries(contact)) form.append(name, value)
  const multipart = await fetch(`${base}/f/contact`, { method: 'POST', headers: { Accept: 'application/json' }, body: form })
  expect(multipart.status).toBe(200)
  const urlencoded = await fetch(`${base}/f/contact`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams(contact),
  })
  expect(urlencoded.status).toBe(200)
  const [first, second] = await recorded()
  expect(first).toMatchObject({ contentType: 'multipart/form-data', fields: contact })
  expect(second).toMatchObject({ contentType: 'application/x-www-form-urlencoded', fields: contact })
})

test('the real client also sends FormData as multipart', async () => {
  const form = new FormData()
  for (const [name, value] of Object.entries(contact)) form.append(name, value)
  const result = await createClient().submitForm('contact', form, { endpoint: base })
  expect(result.kind).toBe('success')
  expect((await recorded())[0]).toMatchObject({ contentType: 'multipart/form-data', fields: contact })
})

test('validation errors come back as 422 and the client maps them to fields', async () => {
  const raw = await fetch(`${base}/f/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ name: '  ', email: 'not-an-email' }),
  })
  expect(raw.status).toBe(422)
  expect(await raw.json()).toEqual({
    error: 'Validation errors',
    errors: [
      { code: 'REQUIRED_FIELD_EMPTY', field: 'name', message: 'should not be empty' },
      { code: 'REQUIRED_FIELD_MISSING', field: 'message', message: 'should be present' },
      { code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' },
    ],
  })

  // The client types field names from the data sent; a missing field is still a field.
  const partial: Record<string, string> = { name: '', email: 'anna@' }
  const result = await createClient().submitForm('contact', partial, { endpoint: base })
  if (result.kind !== 'error') throw new Error(`expected an error, got ${result.kind}`)
  expect(result.getFieldErrors('name')[0]?.code).toBe('REQUIRED_FIELD_EMPTY')
  expect(result.getFieldErrors('message')[0]?.code).toBe('REQUIRED_FIELD_MISSING')
  expect(result.getFieldErrors('email')[0]?.code).toBe('TYPE_EMAIL')
  expect(result.getFormErrors()).toEqual([])
  expect(await recorded()).toEqual([])
})

test('vaccineType is required only for a vaccination', async () => {
  const client = createClient()
  const consultation = await client.submitForm('booking', { ...booking }, { endpoint: base })
  expect(consultation.kind).toBe('success')
  const vaccination = await client.submitForm('booking', { ...booking, visitType: 'vaccination' }, { endpoint: base })
  if (vaccination.kind !== 'error') throw new Error(`expected an error, got ${vaccination.kind}`)
  expect(vaccination.getAllFieldErrors()).toEqual([['vaccineType', [{ code: 'REQUIRED_FIELD_MISSING', message: 'should be present' }]]])
  const withType = await client.submitForm('booking', { ...booking, visitType: 'vaccination', vaccineType: 'flu' }, { endpoint: base })
  expect(withType.kind).toBe('success')
  expect(await recorded()).toHaveLength(2)
})

test('an unknown form is a form error FORM_NOT_FOUND', async () => {
  const raw = await fetch(`${base}/f/nope`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  expect(raw.status).toBe(404)
  expect(raw.headers.get('access-control-allow-origin')).toBe('*')
  const result = await createClient().submitForm('nope', contact, { endpoint: base })
  if (result.kind !== 'error') throw new Error(`expected an error, got ${result.kind}`)
  expect(result.getFormErrors()[0]?.code).toBe('FORM_NOT_FOUND')
})

test('the `_` fields are kept apart from the data, as settings', async () => {
  const result = await createClient().submitForm('contact', { ...contact, _gotcha: '', _subject: 'Zapytanie', _language: 'pl' }, { endpoint: base })
  expect(result.kind).toBe('success')
  const [submission] = await recorded()
  expect(submission?.fields).toEqual(contact)
  expect(submission?.meta).toEqual({ _gotcha: '', _subject: 'Zapytanie', _language: 'pl' })
})

test("PUT /_reply-delay holds one sender's answers: the submission is kept on arrival, a sender that gives up is noted, DELETE sends what is held", async () => {
  const post = (agent: string, signal?: AbortSignal) =>
    fetch(`${base}/f/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': `Chrome ${agent}` },
      body: JSON.stringify(contact),
      signal,
    })
  const of = async (agent: string) => (await recorded()).filter((submission) => submission.agent?.includes(agent))
  const delay = await fetch(`${base}/_reply-delay?agent=slow/a&ms=60000`, { method: 'PUT' })
  expect(delay.status).toBe(204)
  try {
    const controller = new AbortController()
    const given = post('slow/a', controller.signal).catch((error: unknown) => error)
    await expect.poll(async () => (await of('slow/a')).length).toBe(1) // kept, and not answered
    expect((await post('fast/b')).status).toBe(200) // another sender is answered at once
    controller.abort()
    expect(await given).toMatchObject({ name: 'AbortError' })
    await expect.poll(async () => (await of('slow/a'))[0]?.cancelled).toBe(true)

    const waiting = post('slow/a')
    await expect.poll(async () => (await of('slow/a')).length).toBe(2)
    expect((await fetch(`${base}/_reply-delay?agent=slow/a`, { method: 'DELETE' })).status).toBe(204)
    expect((await waiting).status).toBe(200)
    expect((await of('slow/a'))[1]?.cancelled).toBeUndefined()
    expect((await post('slow/a')).status).toBe(200) // on time again
    expect((await fetch(`${base}/_reply-delay?agent=x&ms=soon`, { method: 'PUT' })).status).toBe(400)
  } finally {
    await fetch(`${base}/_reply-delay?agent=slow/a`, { method: 'DELETE' })
  }
})

test('a filled honeypot looks like success but is not recorded', async () => {
  const result = await createClient().submitForm('contact', { ...contact, _gotcha: 'spam' }, { endpoint: base })
  expect(result.kind).toBe('success')
  expect(await recorded()).toEqual([])
})

test('a post without JavaScript is redirected back, or to _next', async () => {
  const post = (body: Record<string, string>, referer = 'http://site/kontakt?wyslano=0') =>
    fetch(`${base}/f/contact`, {
      method: 'POST',
      headers: { Accept: 'text/html', Referer: referer },
      body: new URLSearchParams(body),
      redirect: 'manual',
    })
  const back = await post(contact, 'http://site/kontakt')
  expect(back.status).toBe(303)
  expect(back.headers.get('location')).toBe('http://site/kontakt?wyslano=1')
  const replaced = await post(contact)
  expect(replaced.headers.get('location')).toBe('http://site/kontakt?wyslano=1')
  const next = await post({ ...contact, _next: 'http://site/dziekujemy' })
  expect(next.status).toBe(303)
  expect(next.headers.get('location')).toBe('http://site/dziekujemy')
  expect((await recorded()).map((submission) => submission.fields)).toEqual([contact, contact, contact])

  const invalid = await post({ name: 'Anna' }, 'http://site/kontakt')
  expect(invalid.status).toBe(422)
  expect(invalid.headers.get('content-type')).toMatch(/^text\/html/)
  const page = await invalid.text()
  expect(page).toContain('lang="pl"')
  expect(page).toContain('href="http://site/kontakt"')
  expect(page).toContain('email')
})

test('the card round trip goes through the real client', async () => {
  const client = createClient({
    stripe: { handleCardAction: async (_secret: string) => ({ paymentIntent: { id: 'pi_1' } }) } as never,
  })
  const result = await client.submitForm(
    'booking',
    { ...booking },
    {
      endpoint: base,
      createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_1' } }) as never,
    },
  )
  expect(result.kind).toBe('success')
  const [submission] = await recorded()
  expect(submission?.fields).toMatchObject({ ...booking, paymentIntent: 'pi_1', resubmitKey: expect.any(String) })
  expect(submission?.fields).not.toHaveProperty('paymentMethod')
  expect(await recorded()).toHaveLength(1)
})

test('the first card step answers with a client secret, and a stale resubmitKey fails', async () => {
  const json = (body: object) =>
    fetch(`${base}/f/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  const first = (await (await json({ ...booking, paymentMethod: 'pm_1' })).json()) as {
    stripe: { paymentIntentClientSecret: string }
    resubmitKey: string
  }
  expect(first.stripe.paymentIntentClientSecret).toMatch(/^pi_local_.+_secret_local$/)
  expect(first.resubmitKey).toEqual(expect.any(String))
  expect(await recorded()).toEqual([])

  const resubmit = { ...booking, paymentIntent: 'pi_1', resubmitKey: first.resubmitKey }
  expect((await json(resubmit)).status).toBe(200)
  const again = await json(resubmit)
  expect(again.status).toBe(422)
  expect(await again.json()).toEqual({
    error: 'Validation errors',
    errors: [{ code: 'STRIPE_SCA_ERROR', field: 'paymentMethod', message: 'Payment could not be confirmed' }],
  })
  expect(await recorded()).toHaveLength(1)
})

test('the log file has one JSON line per recorded submission', async () => {
  const lineCount = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length : 0)
  const before = lineCount()
  await createClient().submitForm('contact', contact, { endpoint: base })
  await createClient().submitForm('contact', { ...contact, _gotcha: 'bot' }, { endpoint: base })
  await createClient().submitForm('contact', { name: 'x' }, { endpoint: base })
  expect(lineCount()).toBe(before + 1)
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean)
  expect(JSON.parse(lines.at(-1)!)).toEqual((await recorded())[0])
})

test('GET and DELETE /_submissions; anything else is 404', async () => {
  await createClient().submitForm('contact', contact, { endpoint: base })
  const list = await fetch(`${base}/_submissions`)
  expect(list.status).toBe(200)
  expect(await list.json()).toHaveLength(1)
  const cleared = await fetch(`${base}/_submissions`, { method: 'DELETE' })
  expect(cleared.status).toBe(204)
  expect(await recorded()).toEqual([])
  const other = await fetch(`${base}/f/contact`)
  expect(other.status).toBe(404)
  expect(await other.json()).toEqual({ error: 'Not found' })
})

test('?agent= narrows GET and DELETE /_submissions to one sender, so parallel test files keep apart', async () => {
  const post = (agent: string) =>
    fetch(`${base}/f/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': `Chrome ${agent}` },
      body: JSON.stringify(contact),
    })
  await post('test/a')
  await post('test/b')
  const of = async (agent: string) => ((await (await fetch(`${base}/_submissions?agent=${agent}`)).json()) as Submission[]).map((item) => item.agent)
  expect(await of('test/a')).toEqual(['Chrome test/a'])
  await fetch(`${base}/_submissions?agent=test/a`, { method: 'DELETE' })
  expect(await of('test/a')).toEqual([])
  expect(await of('test/b')).toEqual(['Chrome test/b'])
})

describe('what the service refuses for size or rate', () => {
  const post = (body: string | URLSearchParams, agent = 'limits/a', json = true) =>
    fetch(`${base}/f/contact`, {
      method: 'POST',
      headers: {
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        accept: json ? 'application/json' : 'text/html',
        'user-agent': `Chrome ${agent}`,
      },
      body,
    })

  test('a body over the limit gets 413, with CORS, as JSON or as a Polish page, and is not kept', async () => {
    const huge = JSON.stringify({ ...contact, message: 'x'.repeat(5 * 1024 * 1024) })
    const json = await post(huge)
    expect(json.status).toBe(413)
    expect(json.headers.get('access-control-allow-origin')).toBe('*')
    expect(await json.json()).toEqual({ error: 'Payload Too Large' })
    const page = await post(new URLSearchParams({ ...contact, message: 'x'.repeat(MAX_BODY_BYTES) }), 'limits/a', false)
    expect(page.status).toBe(413)
    expect(await page.text()).toContain('<h1>Formularz jest zbyt duży</h1>')
    expect(await recorded()).toEqual([])
  })

  test("the most the site's forms can send is well under the limit", async () => {
    // Every field at its limit, in the characters that cost most: 3 bytes in UTF-8, 6 in JSON's \u escapes.
    const at = (field: keyof typeof FIELD_LIMITS, char: string) => char.repeat(FIELD_LIMITS[field])
    const values = { visitType: 'vaccination', vaccineType: at('vaccineType', '\u0001'), name: at('name', '\u0001'), email: at('email', '\u0001') }
    const most = withHiddenFields(
      bookingPayload({ ...values, phone: at('phone', '\u0001'), date: at('date', '\u0001'), time: at('time', '\u0001'), message: at('message', '\u0001') }),
      { gotcha: '', subject: 'ż'.repeat(200), submissionId: 'ABCD-1234' },
    )
    const bytes = Buffer.byteLength(JSON.stringify(most))
    expect(bytes).toBeGreaterThan(20_000)
    expect(bytes * 4).toBeLessThan(MAX_BODY_BYTES)
  })

  test('PUT /_body-limit lowers the limit for one sender; DELETE restores it', async () => {
    const body = JSON.stringify({ ...contact, message: 'Dzień dobry, '.repeat(50) })
    expect((await fetch(`${base}/_body-limit?agent=limits/b&bytes=200`, { method: 'PUT' })).status).toBe(204)
    try {
      expect((await post(body, 'limits/b')).status).toBe(413)
      expect((await post(body, 'limits/c')).status).toBe(200) // another sender is not touched
      expect((await fetch(`${base}/_body-limit?agent=x&bytes=lots`, { method: 'PUT' })).status).toBe(400)
    } finally {
      await fetch(`${base}/_body-limit?agent=limits/b`, { method: 'DELETE' })
    }
    expect((await post(body, 'limits/b')).status).toBe(200)
  })

  test('PUT /_rate-limit answers one sender 429 with Retry-After, keeping nothing, until DELETE', async () => {
    expect((await fetch(`${base}/_rate-limit?agent=limits/d`, { method: 'PUT' })).status).toBe(204)
    try {
      const refused = await post(JSON.stringify(contact), 'limits/d')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(refused.headers.get('access-control-allow-origin')).toBe('*')
      expect(await refused.json()).toEqual({ error: 'Too Many Requests' })
      const page = await post(new URLSearchParams(contact), 'limits/d', false)
      expect(page.status).toBe(429)
      expect(await page.text()).toContain('Spróbuj ponownie za kilka minut')
      expect(await recorded()).toEqual([])
      expect((await post(JSON.stringify(contact), 'limits/e')).status).toBe(200)
    } finally {
      await fetch(`${base}/_rate-limit?agent=limits/d`, { method: 'DELETE' })
    }
    expect((await post(JSON.stringify(contact), 'limits/d')).status).toBe(200)
  })
})
