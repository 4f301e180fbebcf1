import type { RefObject } from 'react'

/** Replaces a form once it is sent; focus moves to its heading. */
export function SuccessPanel({
  title,
  body,
  again,
  headingRef,
  onAgain,
}: {
  title: string
  body: string
  again: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onAgain: () => void
}) {
  return (
    <div className="form-success" role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <p>{body}</p>
      <button type="button" className="cta cta--secondary" onClick={onAgain}>
        {again}
      </button>
    </div>
  )
}
