import { useCallback, useRef, useState, type ReactNode } from 'react'
import { ConfirmContext, type ConfirmOptions, type ConfirmOutcome } from './confirm-context'
import { ConfirmDialog } from './ConfirmDialog'

type Pending = { options: ConfirmOptions; resolve: (outcome: ConfirmOutcome) => void }

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const pendingRef = useRef<Pending | null>(null)

  const confirm = useCallback((options: ConfirmOptions) => {
    return new Promise<ConfirmOutcome>((resolve) => {
      pendingRef.current?.resolve('close')
      const next = { options, resolve }
      pendingRef.current = next
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
      <ConfirmDialog options={pending?.options ?? null} onSettle={settle} />
    </ConfirmContext.Provider>
  )
}
