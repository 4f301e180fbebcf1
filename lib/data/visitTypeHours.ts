/** A set of hours of clinic.yaml, as much as a visit type's hours need. */
interface Schedule {
  id: string
  label: string
  opens: string
  closes: string
  visitTypes?: readonly string[]
}

/**
 * The hours of clinic.yaml a visit type of the booking form is requested in:
 * the set it names in `hours`, else the one set that lists it under
 * `visitTypes`. Undefined when there is none (or more than one to choose
 * from): `npm run check` says so at the visit type (lib/check/rules/godziny-wizyty.ts).
 */
export function scheduleOfVisit<S extends Schedule>(type: { value: string; hours?: string }, schedules: readonly S[]): S | undefined {
  if (type.hours !== undefined) return schedules.find((schedule) => schedule.id === type.hours)
  const listing = schedules.filter((schedule) => schedule.visitTypes?.includes(type.value))
  return listing.length === 1 ? listing[0] : undefined
}

/**
 * The booking form's visit types with the times they offer, taken from the
 * hours of clinic.yaml: moving a closing hour there moves the form's last slot.
 */
export function withVisitHours<T extends { value: string; hours?: string }>(
  types: readonly T[],
  schedules: readonly Schedule[],
): (T & { opens: string; closes: string })[] {
  return types.map((type) => {
    const schedule = scheduleOfVisit(type, schedules)
    if (!schedule) throw new Error(`Rodzaj wizyty "${type.value}" w content/data/forms.yaml nie ma godzin w content/data/clinic.yaml (uruchom npm run check)`)
    return { ...type, opens: schedule.opens, closes: schedule.closes }
  })
}
