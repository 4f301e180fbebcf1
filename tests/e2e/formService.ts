import { inject } from 'vitest'
import { testAgent } from './browser.ts'
import { publicHoliday } from '../../lib/forms/publicHolidays.ts'

/** A submission as the local form service recorded it (scripts/formService.ts). */
export interface Submission {
  formId: string
  fields: Record<string, string>
  /** The `_` fields: `_gotcha`, `_subject`, `_language`. */
  meta: Record<string, string>
  subject?: string
  session?: unknown
  /** The page cancelled its request before the service's delayed answer. */
  cancelled?: true
}

/** A submission id as the forms send it (lib/forms/submissionId.ts). */
export const SUBMISSION_ID = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export const formServiceUrl = () => inject('formServiceUrl')

// Test files run two at a time against one form service: each sees and clears
// only what its own browser sent (tagged in the User-Agent, tests/e2e/browser.ts).
const ownSubmissions = () => `${formServiceUrl()}/_submissions?agent=${encodeURIComponent(testAgent())}`

export async function submissions(): Promise<Submission[]> {
  return (await fetch(ownSubmissions())).json() as Promise<Submission[]>
}

export async function clearSubmissions(): Promise<void> {
  await fetch(ownSubmissions(), { method: 'DELETE' })
}

const ownDelay = () => `${formServiceUrl()}/_reply-delay?agent=${encodeURIComponent(testAgent())}`

/** From now on the service keeps each post from this file's pages when it arrives, and answers it `ms` later. */
export async function delayReplies(ms: number): Promise<void> {
  await fetch(`${ownDelay()}&ms=${ms}`, { method: 'PUT' })
}

/** The service answers this file's pages at once again, and sends now the answers it is holding for them. */
export async function answerOnTime(): Promise<void> {
  await fetch(ownDelay(), { method: 'DELETE' })
}

const own = (control: string) => `${formServiceUrl()}/${control}?agent=${encodeURIComponent(testAgent())}`

/** The service answers 413 to this file's posts of more than `bytes` (DELETE with `usualBodyLimit`). */
export async function limitBodies(bytes: number): Promise<void> {
  await fetch(`${own('_body-limit')}&bytes=${bytes}`, { method: 'PUT' })
}

export async function usualBodyLimit(): Promise<void> {
  await fetch(own('_body-limit'), { method: 'DELETE' })
}

/** The service answers 429 to this file's posts, as after too many sends, until `acceptAgain`. */
export async function refuseAsTooMany(): Promise<void> {
  await fetch(own('_rate-limit'), { method: 'PUT' })
}

export async function acceptAgain(): Promise<void> {
  await fetch(own('_rate-limit'), { method: 'DELETE' })
}

const isoDate = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The next working day after today (Monday to Friday, not a day off by law), as "YYYY-MM-DD". */
export function nextWeekday(): string {
  const date = new Date()
  do date.setDate(date.getDate() + 1)
  while (date.getDay() === 0 || date.getDay() === 6 || publicHoliday(isoDate(date)) !== undefined)
  return isoDate(date)
}

export function nextSaturday(): string {
  const date = new Date()
  do date.setDate(date.getDate() + 1)
  while (date.getDay() !== 6)
  return isoDate(date)
}
