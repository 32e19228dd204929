import { useCallback, useRef, useState, type ReactNode } from 'react'
import { isApiError } from '@/lib/api-error'
import { lazyDialog, OnceOpened } from '@/components/ui/lazy-dialog'

// Its code loads the first time the server asks for the password: the sign-in page, whose hooks can ask, does not
// carry a dialog it never shows in its first script (issue 31's 150 kB).
const PasswordConfirmationDialog = lazyDialog(() => import('./PasswordConfirmationDialog').then((module) => module.PasswordConfirmationDialog))

/** The server's code for "type your password again first" (services/command/src/identity/recent-authentication.ts). */
const PASSWORD_CONFIRMATION_REQUIRED = 'password_confirmation_required'

/** The person closed the password dialog instead of confirming: nothing happened, and nothing needs saying. */
export class PasswordConfirmationCancelled extends Error {
  constructor() {
    super('Password confirmation cancelled.')
    this.name = 'PasswordConfirmationCancelled'
  }
}

export function isPasswordConfirmationCancelled(error: unknown): error is PasswordConfirmationCancelled {
  return error instanceof PasswordConfirmationCancelled
}

/**
 * Runs a sensitive action (a new API token, a new email, a second factor…); when the server
 * answers that the password must be confirmed first, asks for it in a dialog and runs the
 * action once more. Render `dialog` somewhere in the component.
 */
export function usePasswordConfirmation(): { withConfirmation: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false)
  const settle = useRef<((confirmed: boolean) => void) | null>(null)

  const withConfirmation = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action()
    } catch (error) {
      if (!isApiError(error) || error.code !== PASSWORD_CONFIRMATION_REQUIRED) throw error
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve
        setOpen(true)
      })
      if (!confirmed) throw new PasswordConfirmationCancelled()
      return action()
    }
  }, [])

  const done = useCallback((confirmed: boolean) => {
    setOpen(false)
    settle.current?.(confirmed)
    settle.current = null
  }, [])

  return {
    withConfirmation,
    dialog: (
      <OnceOpened open={open}>
        <PasswordConfirmationDialog open={open} onDone={done} />
      </OnceOpened>
    ),
  }
}
