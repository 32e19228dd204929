import { useSyncExternalStore } from 'react'
import { firstMessages, type FieldErrors } from '@usher/domain/validation/errors'
import { SNACKBAR_TIMEOUT_MS, VALIDATION_NOTICE_MS } from '@usher/domain/constants/ui'

export type SnackbarColor = 'success' | 'error' | 'info' | 'warning' | 'neutral'

export type SnackbarMessage = { id: number; content: string; color: SnackbarColor; timeout: number }

let current: SnackbarMessage | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: SnackbarMessage | null) {
  current = next
  for (const listener of listeners) listener()
}

/** Shows a message; a newer one replaces the one on screen (spec: content, colour, timeout). */
export function showSnackbar(content: string, color: SnackbarColor = 'neutral', timeout: number = SNACKBAR_TIMEOUT_MS): void {
  emit({ id: nextId++, content, color, timeout })
}

/** Server 422 errors: the first message of each field, one per line, for 4.5 s. */
export function showValidationNotice(errors: FieldErrors): void {
  const content = firstMessages(errors)
  if (content) showSnackbar(content, 'error', VALIDATION_NOTICE_MS)
}

export function closeSnackbar(id?: number): void {
  if (id === undefined || current?.id === id) emit(null)
}

export function useSnackbar(): SnackbarMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}
