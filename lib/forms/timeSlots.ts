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

/** Minutes since midnight of a clock time, e.g. 16:15 → 975. */
export function toMinutes(clock: string): number {
  const [hours, mins] = clock.split(':').map(Number)
  return hours! * 60 + mins!
}

function fromMinutes(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
