import { useEffect, useMemo, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages'
import { translatorFor } from '@usher/domain/i18n/translate'
import { GuestWordsContext } from './guest-words-context'
import { loadCatalogue } from './load-catalogue'

type GuestWordsProps = {
  /** The page's language as the server resolved it (guest, event, browser); null while it loads: the browser's. */
  language: GuestLanguage | null
  choose: (language: GuestLanguage) => void
  children: ReactNode
}

/** Gives a guest page its words: the language's catalogue, loaded once, and `t` over it. */
export function GuestWords({ language, choose, children }: GuestWordsProps) {
  const shown = language ?? resolveGuestLanguage({ browser: typeof navigator === 'undefined' ? null : navigator.languages })
  const catalogue = useQuery({ queryKey: ['guest-catalogue', shown], queryFn: () => loadCatalogue(shown), staleTime: Infinity, gcTime: Infinity })
  const value = useMemo(() => (catalogue.data ? { language: shown, t: translatorFor(shown, catalogue.data), choose } : null), [catalogue.data, shown, choose])
  // Screen readers and hyphenation follow the page's language, not the dashboard's English.
  useEffect(() => {
    document.documentElement.lang = shown
    return () => {
      document.documentElement.lang = 'en'
    }
  }, [shown])
  // A moment without words (the catalogue is a small file): nothing rather than another language.
  if (!value) return <div className="min-h-dvh bg-canvas" aria-busy="true" />
  return <GuestWordsContext.Provider value={value}>{children}</GuestWordsContext.Provider>
}
