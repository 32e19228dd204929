import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { ConfirmContext, type ConfirmOptions, type ConfirmOutcome } from './confirm-context'

// The dialog (radix's dialog, focus trap and scroll lock) loads with the first question asked, not with
// every page: it shows nothing until then, so there is nothing to wait for on first load.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })))

type Pending = { options: ConfirmOptions; resolve: (outcome: ConfirmOutcome) => void }

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  // Mounted from the first question on, so a closing dialog still plays its way out.
  const [asked, setAsked] = useState(false)
  const pendingRef = useRef<Pending | null>(null)

  const confirm = useCallback((options: ConfirmOptions) => {
    return new Promise<ConfirmOutcome>((resolve) => {
      pendingRef.current?.resolve('close')
      const next = { options, resolve }
      pendingRef.current = next
      setAsked(true)
      setPending(next)
    })
  }, [])

  const settle = useCallback((outcome: ConfirmOutcome) => {
    const current = pendingRef.current
    if (!current) return
    pendingRef.current = null
    setPending(null)
    current.resolve(outcome)
  }, [])

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog options={pending?.options ?? null} onSettle={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  )
}
