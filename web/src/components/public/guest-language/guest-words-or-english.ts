import { useContext } from 'react'
import { en } from '@usher/domain/i18n/catalogues/en'
import { translatorFor, type Translate } from '@usher/domain/i18n/translate'
import { GuestWordsContext } from './guest-words-context'

let english: Translate | null = null

/**
 * The page's words where a guest component may also be drawn outside a guest page: the journey editor's
 * phone preview shows a step without a guest, so in the dashboard's English.
 */
export function useGuestWordsOrEnglish(): { t: Translate } {
  const value = useContext(GuestWordsContext)
  if (value) return value
  english ??= translatorFor('en', en)
  return { t: english }
}
