import { createContext, useContext } from 'react'

export type ConfirmOutcome = 'confirmed' | 'cancel' | 'close' | 'skip'

export type ConfirmOptions = {
  /** Enables 'Got it, don't ask me again'; the choice is remembered in a cookie of this name. */
  key?: string
  heading?: string
  message: string
  confirmLabel?: string
  tone?: 'default' | 'danger'
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<ConfirmOutcome>

export const ConfirmContext = createContext<ConfirmFn | null>(null)

/** `await confirm({ message })` resolves with confirmed, cancel, close, or skip. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>')
  return confirm
}

/** True when the outcome means "go ahead". */
export function isConfirmed(outcome: ConfirmOutcome): boolean {
  return outcome === 'confirmed' || outcome === 'skip'
}
