/**
 * Appointment times from `opens` to `closes` inclusive, every `minutes`:
 * 16:00-20:00 at 15 minutes gives 17 slots, 16:00 through 20:00.
 */
export function timeSlots(opens: string, closes: string, minutes: number): string[] {
  const start = toMinutes(opens)
  const end = toMinutes(closes)
  const slots: string[] = []
  for (let time = start; time <= end; time += minutes) slots.push(fromMinutes(time))
  return slots
}

/**
 * The times the form offers for a visit type on `date`: its slots, without those already past when `date` is
 * `today` (the form refuses them anyway, 'Ta godzina już minęła', and a patient choosing today at 13:16 was offered
 * 7:00–11:00). `minutesNow` is the minutes since the visitor's midnight, as the form's rule reads them.
 */
export function offeredSlots(type: { opens: string; closes: string; minutes: number }, date: string, today: string, minutesNow: number): string[] {
  const slots = timeSlots(type.opens, type.closes, type.minutes)
  return date === today ? slots.filter((slot) => toMinutes(slot) > minutesNow) : slots
}

/** Minutes since midnight of a clock time, e.g. 16:15 → 975. */
export function toMinutes(clock: string): number {
  const [hours, mins] = clock.split(':').map(Number)
  return hours! * 60 + mins!
}

function fromMinutes(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
