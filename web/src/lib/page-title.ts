import { useEffect, useSyncExternalStore } from 'react'

export const APP_NAME = 'Usher'

let currentTitle: string | null = null
const listeners = new Set<() => void>()

function setPageTitle(title: string | null) {
  currentTitle = title
  document.title = title ? `${title} | ${APP_NAME}` : APP_NAME
  for (const listener of listeners) listener()
}

/** Sets the document title ('{title} | Usher') and the title the top bar shows. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    setPageTitle(title ?? null)
    return () => setPageTitle(null)
  }, [title])
}

export function usePageTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => currentTitle,
  )
}
