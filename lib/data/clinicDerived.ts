// Facts of clinic.yaml that read another fact of it are derived here, not
// typed twice in the file (issue 26): the top bar's hotline label from the
// hotline's hours, the map links from the coordinates, the registry's name
// from the foundation's. Moving the hotline's closing hour then moves the label.

interface ClinicFacts {
  foundation: string
  geo: { latitude: number; longitude: number }
  hours: readonly { id: string; label: string; opens: string; closes: string }[]
}

/** The top bar's words beside the phone number, as the spec writes them: 'Infolinia od 9:00 - 19:00'. */
export function hotlineLabel(hours: ClinicFacts['hours']): string {
  const hotline = hours.find((schedule) => schedule.id === 'infolinia')
  return hotline ? `${hotline.label} od ${hotline.opens} - ${hotline.closes}` : 'Infolinia'
}

/**
 * The maps service's route planner ('Jak dojechać') and embedded map, at the clinic's coordinates. The map is
 * Google's embed that needs no key (`output=embed`, labels in Polish): the Maps Embed API's address
 * (/maps/embed/v1/place) shows Google's error page without a key of the clinic's own (docs/DECISIONS.md).
 */
export function mapLinks(geo: ClinicFacts['geo']): { directionsUrl: string; embedUrl: string } {
  const place = `${geo.latitude},${geo.longitude}`
  return {
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${place}`,
    embedUrl: `https://www.google.com/maps?q=${place}&z=16&hl=pl&output=embed`,
  }
}

/** clinic.yaml as the site reads it: with the facts derived from its other facts. */
export function withDerivedFacts<C extends ClinicFacts & { phone: object; registry: object }>(clinic: C) {
  return {
    ...clinic,
    phone: { ...clinic.phone, label: hotlineLabel(clinic.hours) },
    maps: mapLinks(clinic.geo),
    registry: { ...clinic.registry, name: clinic.foundation },
  }
}
