import { useEffect, type ReactNode } from 'react'

/**
 * Wraps an island at hydration and calls `onCommit` once React has taken over
 * its HTML (after the island's own mount effects, which run first), so the
 * hydrator knows when the island is really live. It renders no element of its
 * own, so the HTML still matches the build's.
 */
export function HydrationSignal({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}
