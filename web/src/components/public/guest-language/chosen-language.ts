import { useCallback, useSyncExternalStore } from 'react'
import { isGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages'

const STORAGE_KEY = 'usher.guest-language'
const listeners = new Set<() => void>()

function read(): GuestLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return isGuestLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

/** The language a guest picked with the switcher, kept in this browser so their pass opens in it too; null: none picked. */
export function useChosenLanguage(): [GuestLanguage | null, (language: GuestLanguage) => void] {
  const chosen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => null,
  )
  const choose = useCallback((language: GuestLanguage) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, language)
    } catch {
      // A browser that keeps nothing: the choice lasts as long as the page.
    }
    listeners.forEach((listener) => listener())
  }, [])
  return [chosen, choose]
}
