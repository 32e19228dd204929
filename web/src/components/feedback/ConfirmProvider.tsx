import { useCallback, useRef, useState, type ReactNode } from 'react'
import { readCookie, writeCookie } from '@/lib/cookies'
import { ConfirmContext, type ConfirmOptions, type ConfirmOutcome } from './confirm-context'
import { ConfirmDialog } from './ConfirmDialog'

const REMEMBER_SECONDS = 365 * 24 * 60 * 60

type Pending = { options: ConfirmOptions; resolve: (outcome: ConfirmOutcome) => void }

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const pendingRef = useRef<Pending | null>(null)

  const confirm = useCallback((options: ConfirmOptions) => {
    if (options.key && readCookie(options.key)) return Promise.resolve<ConfirmOutcome>('skip')
    return new Promise<ConfirmOutcome>((resolve) => {
      pendingRef.current?.resolve('close')
      const next = { options, resolve }
      pendingRef.current = next
      setPending(next)
    })
  }, [])

  const settle = useCallback((outcome: ConfirmOutcome, remember: boolean) => {
    const current = pendingRef.current
    if (!current) return
    if (outcome === 'confirmed' && remember && current.options.key) writeCookie(current.options.key, '1', REMEMBER_SECONDS)
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
