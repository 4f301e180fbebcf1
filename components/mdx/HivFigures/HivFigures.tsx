import { services } from '../../../lib/data/serviceData.ts'
import { MdxLink } from '../../ui/MdxLink.tsx'

type Figures = (typeof services)['prep']['hivFigures']

/** The figures on new HIV infections in Poland, from services.yaml (<HivFigures /> on /prep). */
export function HivFigures() {
  return <HivFiguresText figures={services.prep.hivFigures} />
}

/**
 * The figures' sentence, then their year and source only when typed: a figure
 * is never given a year or an origin that nobody has checked.
 */
export function HivFiguresText({ figures }: { figures: Figures }) {
  const { statement, year, source, sourceUrl } = figures
  return (
    <>
      <p>{statement}</p>
      {source && (
        <p className="source-note">
          {year && `Dane za rok ${year}. `}
          Źródło: {sourceUrl ? <MdxLink href={sourceUrl}>{source}</MdxLink> : source}.
        </p>
      )}
    </>
  )
}
