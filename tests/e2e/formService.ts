import { inject } from 'vitest'
import { TEST_AGENT } from './browser.ts'

/** A submission as the local form service recorded it (scripts/formService.ts). */
export interface Submission {
  formId: string
  fields: Record<string, string>
  subject?: string
  session?: unknown
}

export const formServiceUrl = () => inject('formServiceUrl')

// Test files run two at a time against one form service: each sees and clears
// only what its own browser sent (tagged in the User-Agent, tests/e2e/browser.ts).
const ownSubmissions = () => `${formServiceUrl()}/_submissions?agent=${encodeURIComponent(TEST_AGENT)}`

export async function submissions(): Promise<Submission[]> {
  return (await fetch(ownSubmissions())).json() as Promise<Submission[]>
}

export async function clearSubmissions(): Promise<void> {
  await fetch(ownSubmissions(), { method: 'DELETE' })
}

const isoDate = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The next Monday-to-Friday date after today, as "YYYY-MM-DD". */
export function nextWeekday(): string {
  const date = new Date()
  do date.setDate(date.getDate() + 1)
  while (date.getDay() === 0 || date.getDay() === 6)
  return isoDate(date)
}

export function nextSaturday(): string {
  const date = new Date()
  do date.setDate(date.getDate() + 1)
  while (date.getDay() !== 6)
  return isoDate(date)
}
