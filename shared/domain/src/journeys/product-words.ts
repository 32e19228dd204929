import type { MessageKey } from '../i18n/catalogues/en.ts';
import { guestWords } from '../i18n/guest-words.ts';
import { DEFAULT_GUEST_LANGUAGE, GUEST_LANGUAGES } from '../i18n/languages.ts';
import type { JourneyActionType } from './journey-graph.ts';
import type { JourneyTextTranslations } from './journey-languages.ts';

/** The guest catalogues' words for a button by its kind: shown when the organiser left its label empty. */
export const DEFAULT_BUTTON_WORDS: Partial<Record<JourneyActionType, MessageKey>> = {
  to: 'journey.continue',
  rsvp_yes: 'journey.yesAttend',
  rsvp_no: 'journey.noAttend',
  submit_form: 'journey.submit',
};

/**
 * Words the product offers as the organiser's own (a journey template's heading, say): the English as the
 * base text and the other languages as its variants, each from the guest catalogues, so that a journey made
 * from a template speaks to a German guest in German until the organiser rewrites it.
 */
export function offeredWords(key: MessageKey): { text: string; translations: JourneyTextTranslations } {
  const translations: JourneyTextTranslations = {};
  for (const language of GUEST_LANGUAGES) if (language !== DEFAULT_GUEST_LANGUAGE) translations[language] = guestWords(language)(key);
  return { text: guestWords(DEFAULT_GUEST_LANGUAGE)(key), translations };
}
