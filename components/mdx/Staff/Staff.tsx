import { Specialist } from '../Specialist/Specialist.tsx'
import { TilesEnd } from '../../layout/TilesEnd.tsx'

/** Several people, e.g. a programme's staff: <Staff ids={["a", "b"]} />. */
export function Staff({ ids }: { ids: string[] }) {
  return (
    <>
      <div className="staff">
        {ids.map((id) => (
          <Specialist key={id} id={id} />
        ))}
      </div>
      <TilesEnd />
    </>
  )
}
