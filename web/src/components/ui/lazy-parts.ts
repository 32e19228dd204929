import { createElement, useEffect, useState, useSyncExternalStore, type JSXElementConstructor } from 'react'
import { usePreloadWhenIdle } from './lazy-dialog'

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
  // A failed fetch is asked again by the next hover, focus or press.
  const fetch = () => void preload().catch(() => undefined)

  /**
   * What a root (a menu, a popover) needs before its code is in: whether a press already asked it to
   * open (it then opens once the code comes) and the `open` such a press calls. A root its owner opens
   * (controlled) fetches the code at once; any other fetches it when the browser is idle after the root
   * shows, so a press seldom finds it missing (a test that pressed and read the items at once, on a page
   * that preloaded nothing, found none).
   */
  const usePendingOpen = (controlledOpen: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) => {
    const [wanted, setWanted] = useState(false)
    usePreloadWhenIdle(true, { preload })
    useEffect(() => {
      if (controlledOpen) fetch()
    }, [controlledOpen])
    const open = () => {
      setWanted(true)
      onOpenChange?.(true)
      fetch()
    }
    return { wanted, open }
  }

  /** A part that only shows inside an open root (content, items), so nothing until the code is in. */
  const onceLoaded = <Props extends object>(pick: (loaded: Parts) => JSXElementConstructor<Props>) =>
    function OnceLoaded(props: Props) {
      const loaded = useParts()
      return loaded ? createElement(pick(loaded), props) : null
    }

  return { preload, useParts, fetch, usePendingOpen, onceLoaded }
}
