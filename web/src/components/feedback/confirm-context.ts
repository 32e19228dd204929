import { createContext, useContext } from 'react'

export type ConfirmOutcome = 'confirmed' | 'cancel' | 'close'

export type ConfirmOptions = {
  heading?: string
  message: string
  /** The button that goes ahead; a 'danger' question defaults to 'Delete'. */
  confirmLabel?: string
  /**
   * 'danger' for what cannot be undone: the button is red. There is no "don't
   * ask me again" on purpose: a question that can be switched off stops
   * protecting the one time it mattered.
   */
  tone?: 'default' | 'danger'
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<ConfirmOutcome>

export const ConfirmContext = createContext<ConfirmFn | null>(null)

/** `await confirm({ message })` resolves with confirmed, cancel, or close. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>')
  return confirm
}

/** True when the outcome means "go ahead". */
export function isConfirmed(outcome: ConfirmOutcome): boolean {
  return outcome === 'confirmed'
}
