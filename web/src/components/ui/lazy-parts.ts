import { useSyncExternalStore } from 'react'

/**
 * A module of components (a Radix wrapper) fetched apart from the pages that show them, with every
 * component waiting for it re-rendered once it is in: `preload` fetches it (once), `useParts` answers
 * it, or null while it is on its way. For what shows closed at first (a menu, a popover), whose
 * trigger can stand alone until the code comes (issue 31: the guest list's first script).
 */
export function lazyParts<Parts>(load: () => Promise<Parts>) {
  let parts: Parts | null = null
  let loading: Promise<Parts> | null = null
  const waiting = new Set<() => void>()
  const preload = (): Promise<Parts> =>
    (loading ??= load().then(
      (module) => {
        parts = module
        for (const notify of waiting) notify()
        return module
      },
      (error: unknown) => {
        // A later press asks again (a deploy that replaced the chunk reloads the page: main.tsx).
        loading = null
        throw error
      },
    ))
  const subscribe = (notify: () => void) => {
    waiting.add(notify)
    return () => void waiting.delete(notify)
  }
  const current = () => parts
  const useParts = (): Parts | null => useSyncExternalStore(subscribe, current, current)
  return { preload, useParts }
}
