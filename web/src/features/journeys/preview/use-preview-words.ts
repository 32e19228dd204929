import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { translatorFor } from '@usher/domain/i18n/translate'
import type { GuestWordsValue } from '@/components/public/guest-language/guest-words-context'
import { loadCatalogue } from '@/components/public/guest-language/load-catalogue'

// The preview has no switcher: the language is the editor's tab.
const chooseNothing = () => {}

/**
 * The product's words ("Step 1 of about 3", default buttons, field labels) in the language whose tab the
 * organiser is writing, as a guest with that language reads them; null for the moment its catalogue loads
 * (the preview's parts then fall back to English).
 */
export function usePreviewWords(language: GuestLanguage): GuestWordsValue | null {
  // The guest pages' own cache key: a catalogue is fetched once, whichever page asks first.
  const catalogue = useQuery({ queryKey: ['guest-catalogue', language], queryFn: () => loadCatalogue(language), staleTime: Infinity, gcTime: Infinity })
  return useMemo(() => (catalogue.data ? { language, t: translatorFor(language, catalogue.data), choose: chooseNothing } : null), [catalogue.data, language])
}
