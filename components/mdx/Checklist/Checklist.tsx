import type { ReactNode } from 'react'

/** A checklist: wraps a Markdown numbered list and styles it with ticks. */
export function Checklist({ children }: { children: ReactNode }) {
  return <div className="checklist">{children}</div>
}
