/** A schedule of content/data/clinic.yaml, as much as a sentence needs. */
export interface Schedule {
  id: string
  daysText: string
  opens: string
  closes: string
}

/** "we wtorki w godzinach 15:00–18:00": how a schedule reads inside a sentence (<OpeningTime id>, notes in forms.yaml). */
export const scheduleText = (schedule: Pick<Schedule, 'daysText' | 'opens' | 'closes'>) => `${schedule.daysText} w godzinach ${schedule.opens}–${schedule.closes}`
