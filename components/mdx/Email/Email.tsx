import { Fragment } from 'react'
import { clinic } from '../../../lib/data/siteData'

/**
 * The clinic's e-mail address as a mailto: link. Where it must wrap (a narrow column on a phone) it breaks
 * after the '@' or before a dot, not inside a word ('…przychodnia.exampl / e'): <wbr> marks those places,
 * and the address copied or read out is the same.
 */
export function Email({ className }: { className?: string }) {
  const pieces = clinic.email.split(/(?<=@)|(?=\.)/)
  return (
    <a className={className} href={`mailto:${clinic.email}`}>
      {pieces.map((piece, index) => (
        <Fragment key={`${index}:${piece}`}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </a>
  )
}
