import type { ReactNode } from 'react'
import { clinic } from '../../lib/data/siteData.ts'

/**
 * 'Jak dojechać': the maps service's route planner, in a new tab (the top bar and the map). `icon` goes
 * before the words, for where CSS shows it instead of them (the top bar at 200% zoom on a phone).
 */
export function DirectionsLink({ className, icon }: { className: string; icon?: ReactNode }) {
  return (
    <a className={className} href={clinic.maps.directionsUrl} target="_blank" rel="noopener noreferrer">
      {icon}
      <span className="directions-link__text">Jak dojechać</span>
      <span className="visually-hidden"> (mapa otwiera się w nowej karcie)</span>
    </a>
  )
}
