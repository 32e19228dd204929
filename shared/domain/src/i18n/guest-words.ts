import { CATALOGUES } from './catalogues/index.ts';
import { translatorFor, type Translate } from './translate.ts';
import { DEFAULT_GUEST_LANGUAGE, normalizeLanguage, type GuestLanguage } from './languages.ts';

const translators = new Map<GuestLanguage, Translate>();

/** The server's translator for a language (English for anything not one of the four). */
export function guestWords(language: string | null | undefined): Translate {
  const code = normalizeLanguage(language) ?? DEFAULT_GUEST_LANGUAGE;
  let translate = translators.get(code);
  if (!translate) {
    translate = translatorFor(code, CATALOGUES[code]);
    translators.set(code, translate);
  }
  return translate;
}
