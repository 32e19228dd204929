/**
 * The languages guest pages and the product's own guest e-mails are written in. The dashboard
 * itself stays English; these are for the people an event invites.
 */
export const GUEST_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const DEFAULT_GUEST_LANGUAGE: GuestLanguage = 'en';

/** Each language by its own name, as a switcher shows it to someone who may not read the current one. */
export const LANGUAGE_NAMES: Record<GuestLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

/** Each language named in English, for the organiser's dashboard and its activity feed. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<GuestLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };

/** The BCP 47 tag whose date, number and plural rules a language's texts follow. */
export const LOCALE_TAGS: Record<GuestLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

export function isGuestLanguage(value: unknown): value is GuestLanguage {
  return typeof value === 'string' && (GUEST_LANGUAGES as readonly string[]).includes(value);
}

// How people write a language in a sheet's column or a form: its name in English, in itself and in
// the other three, without accents or case. Codes and tags ('de', 'de-DE', 'de_AT') are read apart.
const SPELLINGS: Record<string, GuestLanguage> = {
  english: 'en',
  englisch: 'en',
  anglais: 'en',
  ingles: 'en',
  german: 'de',
  deutsch: 'de',
  allemand: 'de',
  aleman: 'de',
  french: 'fr',
  francais: 'fr',
  franzosisch: 'fr',
  frances: 'fr',
  spanish: 'es',
  espanol: 'es',
  castellano: 'es',
  spanisch: 'es',
  espagnol: 'es',
};

/**
 * One of the four codes for what a person or a sheet wrote ('Deutsch', 'de-DE', 'fr_CA', 'Español',
 * 'ENGLISH'), or null when it names none of them. Empty means "no language of their own": null too.
 */
export function normalizeLanguage(input: string | null | undefined): GuestLanguage | null {
  const text = (input ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (!text) return null;
  const spelled = SPELLINGS[text];
  if (spelled) return spelled;
  const primary = /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/.exec(text)?.[1];
  return isGuestLanguage(primary) ? primary : null;
}

/** The first of the browser's languages (Accept-Language, by its q weights) that a guest page is written in. */
export function languageFromAcceptLanguage(header: string | null | undefined): GuestLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = normalizeLanguage(entry.tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language a guest page or a guest e-mail speaks: what the guest picked on the page, else the
 * guest's own (the guest list's column), else the event's default, else the browser's, else English.
 */
export function resolveGuestLanguage(sources: {
  chosen?: string | null;
  guest?: string | null;
  event?: string | null;
  browser?: readonly string[] | string | null;
}): GuestLanguage {
  const browser = Array.isArray(sources.browser)
    ? (sources.browser.map((tag) => normalizeLanguage(tag)).find(Boolean) ?? null)
    : languageFromAcceptLanguage(sources.browser as string | null | undefined);
  return normalizeLanguage(sources.chosen) ?? normalizeLanguage(sources.guest) ?? normalizeLanguage(sources.event) ?? browser ?? DEFAULT_GUEST_LANGUAGE;
}
