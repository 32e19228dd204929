import { useLayoutEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * For a row of links that scrolls sideways on a phone: brings the page's own link
 * (aria-current="page") into view on each page, or a person on Journeys saw Overview,
 * Guest Management and Communications, and no sign of where they were (issue 28, section 5).
 */
export function useCurrentLinkInView<T extends HTMLElement>() {
  const row = useRef<T>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useLayoutEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row.current || !current) return
    const bar = row.current.getBoundingClientRect()
    const link = current.getBoundingClientRect()
    // Clear of the edges too, where the row fades when there is more beyond (use-scroll-edge-fade.ts).
    const margin = 32
    if (link.left < bar.left + margin || link.right > bar.right - margin) row.current.scrollLeft += link.left - bar.left - (bar.width - link.width) / 2
  }, [pathname])
  return row
}
