import { useEffect, useRef, useState } from 'react'
import { COUNTER_FROM, countedLength } from '../../lib/forms/limits.ts'
import { counterText } from '../../lib/forms/messages.ts'

/**
 * How many characters are left before the points at which a screen reader is
 * told, as shares of the limit: when the counter appears (COUNTER_FROM), at
 * a tenth, at 100 characters, at none, and once the text is over.
 */
function band(length: number, limit: number): number {
  const left = limit - length
  const points = [limit * (1 - COUNTER_FROM), limit * 0.1, 100, 0]
  if (left < 0) return points.length + 1
  return points.filter((point) => left <= point).length
}

/**
 * The counter under a text field with a limit, in the manner of GOV.UK's
 * character count: shown only near the limit ('Pozostało 212 znaków'), and
 * past it ('Masz o 7000 znaków za dużo') in the error colour, while nothing
 * of the text is cut, so the visitor sees what to shorten.
 *
 * The visible counter changes with every key and is hidden from screen
 * readers; a polite live region, in the page from the start, says the count
 * again only when it crosses one of a few points (band), so a screen reader
 * is not interrupted on every keystroke. Nothing is said at hydration for a
 * text restored near the limit: the field's hint states the limit.
 */
export function CharacterCount({ id, value, limit }: { id: string; value: string; limit: number }) {
  const length = countedLength(value)
  const current = band(length, limit)
  const text = counterText(length, limit)
  const [announced, setAnnounced] = useState('')
  const lastBand = useRef(current)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is said again only when its band changes, not with every character
  useEffect(() => {
    if (lastBand.current === current) return
    lastBand.current = current
    setAnnounced(current === 0 ? '' : text)
  }, [current])
  const over = length > limit
  return (
    <>
      {current > 0 && (
        <p className={over ? 'field__counter field__counter--over' : 'field__counter'} id={id} aria-hidden="true">
          {text}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  )
}
