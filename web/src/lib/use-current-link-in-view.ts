import { useLayoutEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * For a row of links that scrolls sideways on a phone: brings the page's own link
 * (aria-current="page") into view on each page, or a person on Journeys saw Overview,
 * Guest Management and Communications, and no sign of where they were (issue 28, section 5).
 *
 * Measured in a ResizeObserver's first callback, which comes once the page is laid out: read
 * while React was still putting the page together, the row's position made the browser lay out
 * the whole page early, and again after the rest arrived (issue 31: 40 ms a time on the guest
 * list's first visit, on a busy laptop).
 */
export function useCurrentLinkInView<T extends HTMLElement>() {
  const row = useRef<T>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Observed before the first paint, so the row is centred in the frame that first shows it.
  useLayoutEffect(() => {
    const element = row.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      const current = element.querySelector<HTMLElement>('[aria-current="page"]')
      if (!current) return
      const bar = element.getBoundingClientRect()
      const link = current.getBoundingClientRect()
      // Clear of the edges too, where the row fades when there is more beyond (use-scroll-edge-fade.ts).
      const margin = 32
      if (link.left < bar.left + margin || link.right > bar.right - margin) element.scrollLeft += link.left - bar.left - (bar.width - link.width) / 2
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [pathname])
  return row
}
