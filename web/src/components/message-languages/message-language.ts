import { GUEST_LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH, DEFAULT_GUEST_LANGUAGE, type GuestLanguage } from '@usher/domain/i18n/languages'
import {
  languagesWithVariant,
  translationErrors,
  withoutVariant,
  withVariantField,
  type MessageTranslations,
  type MessageWords,
} from '@usher/domain/communications/message-translations'
import type { FieldErrors } from '@usher/domain/validation/errors'

// Which words a message editor shows: the base text (the event's default language) or one
// language's variant, and the field names a 422 gives each of them.

/** 'default': the base text; a code: that language's variant. */
export type MessageLanguage = 'default' | GuestLanguage

/** The language the base text is written in: the event's default, else English (as guests' pages fall back). */
export const baseLanguageOf = (eventDefault: GuestLanguage | null | undefined): GuestLanguage => eventDefault ?? DEFAULT_GUEST_LANGUAGE

/** The languages a variant can be written in: every guest language but the base text's own. */
export const variantLanguagesOf = (eventDefault: GuestLanguage | null | undefined): GuestLanguage[] =>
  GUEST_LANGUAGES.filter((language) => language !== baseLanguageOf(eventDefault))

export const languageLabel = (language: MessageLanguage, eventDefault: GuestLanguage | null | undefined): string =>
  language === 'default' ? `Default (${LANGUAGE_NAMES_IN_ENGLISH[baseLanguageOf(eventDefault)]})` : LANGUAGE_NAMES_IN_ENGLISH[language]

/** The field a server's or a check's message for `field` sits under in this language. */
export const errorFieldOf = (language: MessageLanguage, field: keyof MessageWords): string =>
  language === 'default' ? field : `translations.${language}.${field}`

/** What the fields show in this language: the variant's own words ('' where none is written). */
export function wordsShown(base: MessageWords, translations: MessageTranslations, language: MessageLanguage): MessageWords {
  if (language === 'default') return base
  return { subject: translations[language]?.subject ?? '', body: translations[language]?.body ?? '' }
}

/** A base body as a one-line hint: its text without markup, shortened. */
export function bodyHint(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** Merge-tag and length problems of the variants, by their fields, as they are typed. */
export const variantProblems = (translations: MessageTranslations): FieldErrors => translationErrors(translations)

export { languagesWithVariant, withoutVariant, withVariantField }
export type { MessageTranslations, MessageWords }

/**
 * The language whose fields a refusal names, to show them: the one being written when its fields
 * are named, else the default's, else the first variant named; null when it names no words.
 */
export function languageWithProblem(errors: FieldErrors, current: MessageLanguage): MessageLanguage | null {
  const named = (language: MessageLanguage) => (['subject', 'body'] as const).some((field) => errors[errorFieldOf(language, field)]?.length)
  if (named(current)) return current
  if (named('default')) return 'default'
  return GUEST_LANGUAGES.find((language) => named(language)) ?? null
}
