/** A schedule of content/data/clinic.yaml, as much as a sentence needs. */
export interface Schedule {
  id: string
  daysText: string
  /** e.g. "poniedziałek–piątek" */
  daysLabel: string
  label: string
  note?: string
  opens: string
  closes: string
}

/** "we wtorki w godzinach 15:00–18:00": how a schedule reads inside a sentence (<OpeningTime id>, notes in forms.yaml). */
export const scheduleText = (schedule: Pick<Schedule, 'daysText' | 'opens' | 'closes'>) => `${schedule.daysText} w godzinach ${schedule.opens}–${schedule.closes}`

/** "poniedziałek–piątek, 16:00–20:00": how a schedule reads in a list of hours (<Hours />). */
export const scheduleDays = (schedule: Pick<Schedule, 'daysLabel' | 'opens' | 'closes'>) => `${schedule.daysLabel}, ${schedule.opens}–${schedule.closes}`

/** "Punkt szczepień: poniedziałek–piątek, 16:00–20:00 (także w wybrane soboty...)": one line of <Hours /> as plain text. */
export const scheduleLine = (schedule: Pick<Schedule, 'label' | 'daysLabel' | 'opens' | 'closes' | 'note'>) =>
  `${schedule.label}: ${scheduleDays(schedule)}${schedule.note ? ` (${schedule.note})` : ''}`
