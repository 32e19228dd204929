import { useSyncExternalStore } from 'react'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
  )
}

/** Spec section 9: the mobile top bar is used under 768px. */
export function useIsDesktop(): boolean {
  return useMediaQuery('(min-width: 768px)')
}
