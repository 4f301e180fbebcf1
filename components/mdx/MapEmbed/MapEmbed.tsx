import { clinic, consentTexts } from '../../../lib/data/siteData.ts'
import { DirectionsLink } from '../../contact/DirectionsLink.tsx'

/**
 * A static placeholder for the maps service's embed: nothing is requested from
 * the maps service until the visitor allows functional cookies or presses
 * 'Pokaż mapę' (mapEmbed.client.ts). The directions link works in every case.
 */
export function MapEmbed() {
  const { map } = consentTexts
  return (
    <div className="map-embed" data-map-embed={clinic.maps.embedUrl} data-map-title={map.frameTitle}>
      <div className="map-embed__placeholder">
        <p className="map-embed__title">{map.title}</p>
        <p>{map.text}</p>
        <p className="map-embed__actions">
          <button type="button" className="cta cta--secondary" data-map-show hidden>
            {map.show}
          </button>
          <DirectionsLink className="cta cta--primary" />
        </p>
      </div>
    </div>
  )
}
