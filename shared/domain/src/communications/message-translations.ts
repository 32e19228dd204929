import type { z } from 'zod';
import type { MessageTranslationsData } from '@usher/events';
import { GUEST_LANGUAGES, type GuestLanguage } from '../i18n/languages.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { checkField, maxLength } from '../validation/rules.ts';
import { ALERT_BODY_MAX, ALERT_SUBJECT_MAX } from '../contract/communications.ts';
import { isBlankBody } from './alert-rules.ts';
import { bodyMergeTagErrors, subjectMergeTagErrors } from './merge-tag-rules.ts';

// An organiser's message (a communication or a template) in more languages than
// its base text, which is written in the event's default language. A variant
// stands in for the base text field by field: a subject written in German with
// no German body sends the German subject over the base body.

export type MessageTranslations = z.infer<typeof MessageTranslationsData>;
export type MessageWordsVariant = NonNullable<MessageTranslations[GuestLanguage]>;
export interface MessageWords {
  subject: string;
  body: string;
}

const isBlankSubject = (subject: string | undefined) => !subject?.trim();
const isBlankVariantBody = (body: string | undefined) => body === undefined || isBlankBody(body);

/**
 * The variants as the log keeps them: blank fields left out (a blank field falls back anyway, and
 * an editor leaves `<p></p>` behind), and languages with nothing written left out.
 */
export function cleanTranslations(translations: MessageTranslations): MessageTranslations {
  const clean: MessageTranslations = {};
  for (const language of GUEST_LANGUAGES) {
    const variant = translations[language];
    if (!variant) continue;
    const kept: MessageWordsVariant = {
      ...(isBlankSubject(variant.subject) ? {} : { subject: variant.subject }),
      ...(isBlankVariantBody(variant.body) ? {} : { body: variant.body }),
    };
    if (Object.keys(kept).length > 0) clean[language] = kept;
  }
  return clean;
}

/** The languages that have words of their own, in the switcher's order. */
export function languagesWithVariant(translations: MessageTranslations | null | undefined): GuestLanguage[] {
  return GUEST_LANGUAGES.filter((language) => Object.keys(cleanTranslations(translations ?? {})[language] ?? {}).length > 0);
}

/** What a guest of `language` reads: that language's words where written, the base text elsewhere. */
export function wordsInLanguage(base: MessageWords, translations: MessageTranslations | null | undefined, language: GuestLanguage): MessageWords {
  const variant = translations?.[language];
  return {
    subject: isBlankSubject(variant?.subject) ? base.subject : variant!.subject!,
    body: isBlankVariantBody(variant?.body) ? base.body : variant!.body!,
  };
}

/**
 * The base text's rules, for each variant: the same lengths and the same merge tags (a tag must be
 * written the way it is sent in every language). Fields are named `translations.{language}.{field}`.
 */
export function translationErrors(translations: MessageTranslations | undefined, errors: FieldErrors = {}): FieldErrors {
  for (const language of GUEST_LANGUAGES) {
    const variant = translations?.[language];
    if (!variant) continue;
    const at = `translations.${language}`;
    if (variant.subject !== undefined) {
      for (const message of checkField(variant.subject, 'The subject', [maxLength(ALERT_SUBJECT_MAX)])) addError(errors, `${at}.subject`, message);
      subjectMergeTagErrors(variant.subject, `${at}.subject`, errors);
    }
    if (variant.body !== undefined) {
      for (const message of checkField(variant.body, 'The body', [maxLength(ALERT_BODY_MAX)])) addError(errors, `${at}.body`, message);
      bodyMergeTagErrors(variant.body, `${at}.body`, errors);
    }
  }
  return errors;
}

/** The variants with one field of one language written (the editor's change; blanks are cleaned when saved). */
export function withVariantField(
  translations: MessageTranslations | null | undefined,
  language: GuestLanguage,
  field: keyof MessageWords,
  value: string,
): MessageTranslations {
  return { ...translations, [language]: { ...translations?.[language], [field]: value } };
}

/** The variants without one language's: its guests read the base text again. */
export function withoutVariant(translations: MessageTranslations | null | undefined, language: GuestLanguage): MessageTranslations {
  const rest = { ...translations };
  delete rest[language];
  return rest;
}
