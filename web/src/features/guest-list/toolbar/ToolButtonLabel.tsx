import type { ReactNode } from 'react'

/** A toolbar button's name: shown beside its icon when there is room, else kept for screen readers (the button's `title` shows it on hover). */
export function ToolButtonLabel({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <span className={shown ? undefined : 'sr-only'}>{children}</span>
}
