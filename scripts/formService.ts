import { randomBytes } from 'node:crypto'
import { appendFileSync, mkdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname } from 'node:path'

/**
 * A local stand-in for the hosted form service, speaking Formspree's protocol
 * exactly as `@formspree/core` expects it, so `npm start` and the tests can
 * submit the site's forms without the network. It validates like the real
 * service (required fields, e-mail fields), fakes the Stripe card round trip,
 * and records what it accepted.
 *
 * It can also be slow, as the real service sometimes is: it then records a
 * submission when it arrives and answers only after a delay (set for all
 * senders with `replyDelayMs`, or per sender with PUT /_reply-delay), and
 * notes a sender that cancelled before the answer came.
 *
 * It refuses what the real service refuses for its size or rate: a body
 * over `maxBodyBytes` gets 413 (per sender, PUT /_body-limit lowers it), and
 * a sender for whom PUT /_rate-limit was called gets 429, as Formspree
 * answers a form posted more than 20 times a minute (not counted here, so
 * that test files posting side by side never trip it by chance).
 */

export interface FormRules {
  required: string[]
  /** A field that is required only when another field has a given value. */
  requiredWhen?: Record<string, { field: string; equals: string }>
  emailFields?: string[]
  /** The form takes a card: a `paymentMethod` starts the Stripe round trip. */
  payment?: boolean
}

export interface Submission {
  receivedAt: string
  formId: string
  project?: string
  /** Media type without parameters (the multipart boundary is noise). */
  contentType: string
  client?: string
  session?: unknown
  subject?: string
  /** The sender's User-Agent: lets test files that share this service see only their own submissions. */
  agent?: string
  fields: Record<string, string>
  /** The `_` fields received (`_gotcha`, `_subject`, `_language`): settings for the service, not data. */
  meta: Record<string, string>
  /** The sender closed the request before the delayed answer: the submission was kept all the same. */
  cancelled?: true
}

interface FieldError {
  code: string
  field?: string
  message: string
}

/**
 * Formspree publishes limits for files (25 MB each) and for rate (20 posts a
 * minute per form), none for text. 100 KiB is four times the most the site's
 * forms can send (lib/forms/limits.ts), and a fiftieth of the 5 MB message
 * that once went through as it was.
 */
export const MAX_BODY_BYTES = 100 * 1024

const formPath = /^\/(?:p\/([^/]+)\/)?f\/([^/]+)\/?$/
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// The client sends Formspree-Client and Formspree-Session-Data, and JSON
// bodies, so browsers preflight every submission.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Formspree-Client, Formspree-Session-Data',
  'Access-Control-Max-Age': '600',
}

// What a patient without JavaScript sees next to each field error.
const polishMessages: Record<string, string> = {
  REQUIRED_FIELD_MISSING: 'brak pola',
  REQUIRED_FIELD_EMPTY: 'pole nie może być puste',
  TYPE_EMAIL: 'to nie jest poprawny adres e-mail',
  STRIPE_SCA_ERROR: 'nie udało się potwierdzić płatności',
}

export function createFormService(options: {
  forms: Record<string, FormRules>
  logFile?: string
  quiet?: boolean
  replyDelayMs?: number
  maxBodyBytes?: number
}): Server {
  const submissions: Submission[] = []
  const pendingPayments = new Map<string, string>() // resubmitKey -> formId
  const delays = new Map<string, number>() // a tag in the sender's User-Agent -> ms
  const bodyLimits = new Map<string, number>() // a tag in the sender's User-Agent -> bytes
  const rateLimited = new Set<string>() // tags in the User-Agent of senders answered 429
  /** The first of `tags` in the sender's User-Agent (the empty tag, set with no ?agent=, is in every one). */
  const senderTag = (req: IncomingMessage, tags: Iterable<string>) => {
    const agent = headerValue(req.headers['user-agent']) ?? ''
    return [...tags].find((tag) => agent.includes(tag))
  }
  const held = new Set<{ agent: string; release: () => void }>()

  /**
   * Sends a reply to a POST now, or after the delay set for its sender. A
   * sender that goes away before then gets nothing; `onCancel` notes it.
   */
  function reply(req: IncomingMessage, res: ServerResponse, send: () => void, onCancel?: () => void) {
    const agent = headerValue(req.headers['user-agent']) ?? ''
    const tag = senderTag(req, delays.keys())
    const delay = tag === undefined ? (options.replyDelayMs ?? 0) : delays.get(tag)!
    if (delay <= 0) return send()
    const entry = {
      agent,
      release: () => {
        clearTimeout(timer)
        held.delete(entry)
        if (!res.destroyed) send()
      },
    }
    const timer = setTimeout(entry.release, delay)
    held.add(entry)
    res.on('close', () => {
      if (res.writableEnded) return
      clearTimeout(timer)
      held.delete(entry)
      onCancel?.()
    })
  }

  function record(submission: Submission) {
    submissions.push(submission)
    if (options.logFile) {
      mkdirSync(dirname(options.logFile), { recursive: true })
      appendFileSync(options.logFile, `${JSON.stringify(submission)}\n`)
    }
    if (!options.quiet) console.log(`Formularz ${submission.formId}: ${JSON.stringify(submission.fields)}`)
  }

  async function handleSubmission(req: IncomingMessage, res: ServerResponse, project: string | undefined, formId: string) {
    const wantsJson = (req.headers.accept ?? '').includes('application/json')
    if (!Object.hasOwn(options.forms, formId)) {
      return reply(req, res, () => sendJson(res, 404, { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] }))
    }
    const rules = options.forms[formId]!
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    const limitTag = senderTag(req, bodyLimits.keys())
    const raw = await readRaw(req, limitTag === undefined ? (options.maxBodyBytes ?? MAX_BODY_BYTES) : bodyLimits.get(limitTag)!)
    if (raw === 'too large') {
      if (wantsJson) return reply(req, res, () => sendJson(res, 413, { error: 'Payload Too Large' }))
      return reply(req, res, () => sendPage(res, 413, 'Formularz jest zbyt duży', 'Skróć wiadomość i wyślij formularz ponownie.', req.headers.referer))
    }
    if (senderTag(req, rateLimited) !== undefined) {
      res.setHeader('Retry-After', '60')
      if (wantsJson) return reply(req, res, () => sendJson(res, 429, { error: 'Too Many Requests' }))
      return reply(req, res, () =>
        sendPage(res, 429, 'Zbyt wiele wiadomości', 'Wysłano zbyt wiele wiadomości w krótkim czasie. Spróbuj ponownie za kilka minut.', req.headers.referer),
      )
    }
    const body = await parseBody(raw, req.headers['content-type'] ?? '')
    if (!body) return reply(req, res, () => sendJson(res, 400, { error: 'Could not read the submitted data' }))

    // Meta fields steer the service; they are neither validated nor stored as data.
    const fields: Record<string, string> = {}
    const meta: Record<string, string> = {}
    for (const [name, value] of Object.entries(body)) {
      if (name.startsWith('_')) meta[name] = value
      else fields[name] = value
    }

    const succeed = (onCancel?: () => void) =>
      reply(
        req,
        res,
        () => {
          if (wantsJson) return sendJson(res, 200, { ok: true, next: '/thanks' })
          res.writeHead(303, { Location: body._next || backWith(req.headers.referer) }).end()
        },
        onCancel,
      )
    // The honeypot: bots fill the hidden field, and are told it worked.
    if (body._gotcha) return succeed()

    const errors = validate(rules, fields)
    if (rules.payment && errors.length === 0) {
      if (fields.paymentMethod !== undefined && fields.resubmitKey === undefined) {
        const resubmitKey = randomBytes(12).toString('hex')
        pendingPayments.set(resubmitKey, formId)
        const secret = `pi_local_${randomBytes(12).toString('hex')}_secret_local`
        return reply(req, res, () => sendJson(res, 200, { stripe: { paymentIntentClientSecret: secret }, resubmitKey }))
      }
      if (fields.resubmitKey !== undefined) {
        if (pendingPayments.get(fields.resubmitKey) === formId && fields.paymentIntent) {
          pendingPayments.delete(fields.resubmitKey)
        } else {
          errors.push({ code: 'STRIPE_SCA_ERROR', field: 'paymentMethod', message: 'Payment could not be confirmed' })
        }
      }
    }
    if (errors.length > 0) {
      if (wantsJson) return reply(req, res, () => sendJson(res, 422, { error: 'Validation errors', errors }))
      return reply(req, res, () => sendErrorPage(res, errors, req.headers.referer))
    }

    const submission: Submission = {
      receivedAt: new Date().toISOString(),
      formId,
      project,
      contentType,
      client: headerValue(req.headers['formspree-client']),
      session: decodeSession(headerValue(req.headers['formspree-session-data'])),
      subject: body._subject,
      agent: headerValue(req.headers['user-agent']),
      fields,
      meta,
    }
    record(submission)
    succeed(() => (submission.cancelled = true))
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local')
    const match = formPath.exec(url.pathname)
    if (match && req.method === 'OPTIONS') return void res.writeHead(204, corsHeaders).end()
    if (match && req.method === 'POST') {
      res.setHeader('Access-Control-Allow-Origin', '*')
      const [, project, formId] = match.map((part) => (part === undefined ? undefined : safeDecode(part)))
      handleSubmission(req, res, project, formId!).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) })
      })
      return
    }
    // ?agent=tag narrows both to the submissions whose User-Agent holds the tag.
    const agent = url.searchParams.get('agent') ?? ''
    const fromAgent = (submission: Submission) => (submission.agent ?? '').includes(agent)
    if (url.pathname === '/_submissions' && req.method === 'GET') return sendJson(res, 200, submissions.filter(fromAgent))
    if (url.pathname === '/_submissions' && req.method === 'DELETE') {
      const others = submissions.filter((submission) => !fromAgent(submission))
      submissions.splice(0, submissions.length, ...others)
      return void res.writeHead(204).end()
    }
    // PUT ?agent=tag&ms=N: answer that sender's posts N ms late (each is recorded when it arrives);
    // DELETE ?agent=tag: answer on time again, and send the answers held for it now.
    if (url.pathname === '/_reply-delay' && req.method === 'PUT') {
      const ms = Number(url.searchParams.get('ms'))
      if (!Number.isFinite(ms) || ms < 0) return sendJson(res, 400, { error: 'ms must be a number of milliseconds' })
      delays.set(agent, ms)
      return void res.writeHead(204).end()
    }
    if (url.pathname === '/_reply-delay' && req.method === 'DELETE') {
      delays.delete(agent)
      for (const entry of [...held]) if (entry.agent.includes(agent)) entry.release()
      return void res.writeHead(204).end()
    }
    // PUT ?agent=tag&bytes=N: answer that sender's posts of more than N bytes with 413; DELETE: the usual limit again.
    if (url.pathname === '/_body-limit' && req.method === 'PUT') {
      const bytes = Number(url.searchParams.get('bytes'))
      if (!Number.isInteger(bytes) || bytes < 0) return sendJson(res, 400, { error: 'bytes must be a whole number' })
      bodyLimits.set(agent, bytes)
      return void res.writeHead(204).end()
    }
    if (url.pathname === '/_body-limit' && req.method === 'DELETE') {
      bodyLimits.delete(agent)
      return void res.writeHead(204).end()
    }
    // PUT ?agent=tag: answer every post of that sender with 429 until DELETE ?agent=tag.
    if (url.pathname === '/_rate-limit' && req.method === 'PUT') {
      rateLimited.add(agent)
      return void res.writeHead(204).end()
    }
    if (url.pathname === '/_rate-limit' && req.method === 'DELETE') {
      rateLimited.delete(agent)
      return void res.writeHead(204).end()
    }
    sendJson(res, 404, { error: 'Not found' })
  })
}

function validate(rules: FormRules, fields: Record<string, string>): FieldError[] {
  const required = [...rules.required]
  for (const [name, when] of Object.entries(rules.requiredWhen ?? {})) {
    if (fields[when.field] === when.equals) required.push(name)
  }
  const errors: FieldError[] = []
  for (const field of required) {
    const value = fields[field]
    if (value === undefined) errors.push({ code: 'REQUIRED_FIELD_MISSING', field, message: 'should be present' })
    else if (value.trim() === '') errors.push({ code: 'REQUIRED_FIELD_EMPTY', field, message: 'should not be empty' })
  }
  for (const field of rules.emailFields ?? []) {
    const value = fields[field]
    if (value && value.trim() !== '' && !emailPattern.test(value.trim())) {
      errors.push({ code: 'TYPE_EMAIL', field, message: 'should be an email' })
    }
  }
  return errors
}

/**
 * The request's body, or 'too large' past `limit` bytes. The rest of a body
 * too large is still read, and dropped: a server that answers before the
 * upload ends and closes the connection makes the browser report a failed
 * connection instead of the answer.
 */
async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit ? 'too large' : Buffer.concat(chunks)
}

/** Every value as a string, as the hosted service stores them; null when unreadable. */
async function parseBody(raw: Buffer, contentType: string): Promise<Record<string, string> | null> {
  const result: Record<string, string> = {}
  try {
    if (contentType.includes('application/json')) {
      const parsed: unknown = JSON.parse(raw.toString('utf8'))
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
      for (const [name, value] of Object.entries(parsed)) result[name] = asText(value)
      return result
    }
    // Node's web Response parses multipart and urlencoded bodies, so no dependency is needed.
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData()
    for (const name of new Set(form.keys())) {
      result[name] = form
        .getAll(name)
        .map((value) => (typeof value === 'string' ? value : value.name))
        .join(', ')
    }
    return result
  } catch {
    return null
  }
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(asText).join(', ')
  return typeof value === 'string' ? value : JSON.stringify(value)
}

// A malformed %-escape must not throw out of the request listener and stop the server.
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

function headerValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header
}

/** The client sends btoa(JSON) of {loadedAt, webdriver}; btoa works on Latin-1. */
function decodeSession(header: string | undefined): unknown {
  if (!header) return undefined
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('latin1'))
  } catch {
    return undefined
  }
}

/** Back to the page the form was on, flagged so it can show a thank-you note. */
function backWith(referer: string | undefined): string {
  if (!referer) return '/'
  try {
    const back = new URL(referer)
    back.searchParams.set('wyslano', '1')
    return back.href
  } catch {
    return '/'
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value))
}

/** A Polish page for a refused post without JavaScript (413, 429), with the way back to the form. */
function sendPage(res: ServerResponse, status: number, title: string, text: string, referer: string | undefined) {
  const back = referer ? `<p><a href="${escapeHtml(referer)}">Wróć do formularza</a></p>` : ''
  res
    .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="pl"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p>${back}</html>`)
}

function sendErrorPage(res: ServerResponse, errors: FieldError[], referer: string | undefined) {
  const items = errors.map((error) => `<li>${escapeHtml(error.field ?? '')}: ${escapeHtml(polishMessages[error.code] ?? error.message)}</li>`).join('')
  const back = referer ? `<p><a href="${escapeHtml(referer)}">Wróć do formularza</a></p>` : ''
  res
    .writeHead(422, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Formularz zawiera błędy</title>` +
        `<h1>Formularz zawiera błędy</h1><ul>${items}</ul>${back}</html>`,
    )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
