import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { Spinner } from './spinner'

/**
 * A dialog or panel whose code loads apart from its page (React.lazy), with `preload` to fetch it
 * early. Pages keep their first script to what they show at once; what opens on a click comes after.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | null = null
  const preload = () => (loading ??= load())
  const Dialog = lazy(() => preload().then((component) => ({ default: component })))
  return Object.assign(Dialog, { preload })
}

/**
 * Renders a lazy dialog from the first time it is wanted on (so a closing one still plays its way
 * out). Until its code is here, an open one shows the dialog's dimmed backdrop with a spinner.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return <Suspense fallback={open ? <DialogPending /> : null}>{children}</Suspense>
}

function DialogPending() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-[#0d1020]/45 backdrop-blur-[1px]" data-testid="dialog-pending">
      <Spinner className="size-6 text-white" />
    </div>
  )
}

/**
 * Fetches the page's dialogs once the page shows what it is for (`shown`) and the browser is idle, so
 * they open at once. Not sooner: fetched while the page waits for its data, their scripts arrived as
 * its first rows rendered and were evaluated in the middle of them (issue 31: navigation → rows shown).
 */
export function usePreloadWhenIdle(shown: boolean, ...dialogs: { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    if (!shown) return
    const preloadAll = () => dialogs.forEach((dialog) => void dialog.preload().catch(() => undefined))
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadAll, { timeout: 3_000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(preloadAll, 1_000)
    return () => clearTimeout(timer)
    // The dialogs are module constants: once per page, once it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])
}
