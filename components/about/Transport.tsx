import { transport } from '../../lib/data/aboutData.ts'

/** Public transport to the clinic: each kind with its stops and lines. */
export function Transport() {
  return (
    <dl className="transport">
      {transport.transport.map((kind) => (
        <div key={kind.type}>
          <dt>{kind.type}</dt>
          {kind.stops.map((stop) => (
            <dd key={stop.name}>
              przystanek <strong>{stop.name}</strong>: {kind.type === 'Metro' ? 'linia' : stop.lines.length > 1 ? 'linie' : 'linia'}{' '}
              {stop.lines.join(', ')}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
