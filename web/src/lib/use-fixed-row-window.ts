import { useLayoutEffect, useState, type RefObject } from 'react'

/** A row in the window: its index and where it starts and ends, in pixels from the top of the rows. */
export type WindowRow = { index: number; start: number; end: number }

/** Which rows are in view, as whole rows from the top: the only thing scrolling changes that a render needs. */
type View = { firstInView: number; rowsInView: number }

/**
 * The rows of a scrolling list of equal rows that are in view, plus `overscan` either side: a table renders
 * those alone and pads the rest. Rows of one fixed height need no measuring, so this is arithmetic on the
 * scroll position, kept current by the scroll and resize of the element (issue 31: the general virtualiser
 * it replaces, with measuring, was a twentieth of the guest list's first load). Read before the first paint.
 */
export function useFixedRowWindow(scrollRef: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan: number) {
  const [view, setView] = useState<View>({ firstInView: 0, rowsInView: 0 })
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const read = () => {
      const next = viewOf(element.scrollTop, element.clientHeight, rowHeight)
      // Same rows, same state: scrolling within a row renders nothing.
      setView((previous) => (previous.firstInView === next.firstInView && previous.rowsInView === next.rowsInView ? previous : next))
    }
    read()
    element.addEventListener('scroll', read, { passive: true })
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', read)
      observer.disconnect()
    }
  }, [scrollRef, rowHeight])
  return rowWindowOf(count, rowHeight, overscan, view)
}

export function viewOf(scrollTop: number, viewportHeight: number, rowHeight: number): View {
  const firstInView = Math.max(0, Math.floor(scrollTop / rowHeight))
  // A row partly shown at either edge counts: the last one starts before the bottom edge.
  const lastInView = Math.max(firstInView, Math.ceil((scrollTop + viewportHeight) / rowHeight) - 1)
  return { firstInView, rowsInView: lastInView - firstInView + 1 }
}

/** The rows to render and the height of them all, for `count` rows of `rowHeight`. */
export function rowWindowOf(count: number, rowHeight: number, overscan: number, view: View): { rows: WindowRow[]; totalSize: number } {
  const first = Math.max(0, Math.min(view.firstInView, count - 1) - overscan)
  const last = Math.min(count - 1, view.firstInView + view.rowsInView - 1 + overscan)
  const rows: WindowRow[] = []
  for (let index = first; index <= last; index++) rows.push({ index, start: index * rowHeight, end: (index + 1) * rowHeight })
  return { rows, totalSize: count * rowHeight }
}
