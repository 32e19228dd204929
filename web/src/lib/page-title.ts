import { useEffect, useSyncExternalStore } from 'react'

export const APP_NAME = 'Usher'

let currentTitle: string | null = null
const listeners = new Set<() => void>()

function setPageTitle(title: string | null, siteName: string) {
  currentTitle = title
  document.title = title ? `${title} | ${siteName}` : siteName
  for (const listener of listeners) listener()
}

/**
 * Sets the document title ('{title} | Usher') and the title the top bar shows. A guest's page
 * names the organisation that invites them in place of Usher (`siteName`).
 */
export function useDocumentTitle(title: string | null | undefined, siteName: string = APP_NAME): void {
  useEffect(() => {
    setPageTitle(title ?? null, siteName)
    return () => setPageTitle(null, APP_NAME)
  }, [title, siteName])
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
