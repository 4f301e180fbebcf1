import { transport } from '../../../lib/data/aboutData.ts'

/** Public transport to the clinic: each kind with its stops (for the metro: stations) and lines. */
export function Transport() {
  return (
    <dl className="transport">
      {transport.transport.map((kind) => (
        <div key={kind.type}>
          <dt>{kind.type}</dt>
          {kind.stops.map((stop) => (
            <dd key={stop.name}>
              {kind.type === 'Metro' ? 'stacja metra' : 'przystanek'} <strong>{stop.name}</strong>: {stop.lines.length > 1 ? 'linie' : 'linia'}{' '}
              {stop.lines.join(', ')}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
