import { createContext, useContext } from 'react'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type { Translate } from '@usher/domain/i18n/translate'

export type GuestWordsValue = {
  language: GuestLanguage
  t: Translate
  /** Picks another language on the page (the switcher); it is remembered for the guest's other pages. */
  choose: (language: GuestLanguage) => void
}

export const GuestWordsContext = createContext<GuestWordsValue | null>(null)

/** The guest page's words: `t(key, values)` in the page's language. */
export function useGuestWords(): GuestWordsValue {
  const value = useContext(GuestWordsContext)
  if (!value) throw new Error('useGuestWords is used outside a GuestWords provider')
  return value
}
