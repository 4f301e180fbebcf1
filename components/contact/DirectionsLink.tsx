import { clinic } from '../../lib/data/siteData.ts'

/** 'Jak dojechać': the maps service's route planner, in a new tab (the top bar and the map). */
export function DirectionsLink({ className }: { className: string }) {
  return (
    <a className={className} href={clinic.maps.directionsUrl} target="_blank" rel="noopener noreferrer">
      Jak dojechać<span className="visually-hidden"> (mapa otwiera się w nowej karcie)</span>
    </a>
  )
}
