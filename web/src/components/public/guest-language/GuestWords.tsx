import { useEffect, useMemo, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages'
import { translatorFor } from '@usher/domain/i18n/translate'
import { GuestWordsContext } from './guest-words-context'
import { loadCatalogue } from './load-catalogue'
import { PublicLayout } from '../PublicLayout'
import { WordsUnavailable } from './WordsUnavailable'
import { Skeleton } from '@/components/ui/skeleton'

type GuestWordsProps = {
  /** The page's language as the server resolved it (guest, event, browser); null while it loads: the browser's. */
  language: GuestLanguage | null
  choose: (language: GuestLanguage) => void
  children: ReactNode
}

/**
 * Gives a guest page its words: the language's catalogue, loaded once, and `t` over it.
 *
 * Its children are rendered only once the words are in, so a page must not hand them the result of
 * a query it observes above: React Query re-renders a component only for the fields it read, and the
 * page above reads only the language. A bad link answered while the words were still loading left
 * such a handed-down result pending for good, and the guest saw a spinner forever (the passes e2e
 * test, on a loaded machine). The content observes the same query itself (one request, two observers).
 */
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
  // A moment without words (the catalogue is a small file): the card's outline rather than another language.
  // Its fetch failed (retried already): say so and offer another try, rather than the outline forever.
  if (!value)
    return catalogue.isError ? <WordsUnavailable language={shown} retrying={catalogue.isFetching} retry={() => void catalogue.refetch()} /> : <WordlessCard />
  return <GuestWordsContext.Provider value={value}>{children}</GuestWordsContext.Provider>
}

/** The guest card's shape while its words load: where the heading, the lines and the button will be. */
function WordlessCard() {
  return (
    <PublicLayout organisation={null}>
      <div aria-busy="true" className="flex flex-col gap-3" data-testid="guest-words-loading">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    </PublicLayout>
  )
}
