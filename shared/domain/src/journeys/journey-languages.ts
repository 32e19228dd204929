import type { z } from 'zod';
import type { JourneyTextTranslationsData } from '@usher/events';
import { GUEST_LANGUAGES, type GuestLanguage } from '../i18n/languages.ts';
import type { JourneyAction, JourneyBlock, JourneyStep } from './journey-graph.ts';

// A journey's guest-facing texts (a block's words, a button's label) in more languages than the
// base text, which is in the event's default language. A guest of a language the organiser wrote
// reads it; anyone else, or a language left blank, reads the base text.

export type JourneyTextTranslations = z.infer<typeof JourneyTextTranslationsData>;

/** Only the languages with something written, in the switcher's order; undefined when none is. */
export function cleanTextTranslations(translations: JourneyTextTranslations | null | undefined): JourneyTextTranslations | undefined {
  const kept: JourneyTextTranslations = {};
  for (const language of GUEST_LANGUAGES) {
    const text = translations?.[language];
    if (text?.trim()) kept[language] = text;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The text a guest of `language` reads. */
export function textInLanguage(base: string, translations: JourneyTextTranslations | null | undefined, language: GuestLanguage): string {
  const text = translations?.[language];
  return text?.trim() ? text : base;
}

/** A block as the log keeps it: its variants without blanks, the key left out when it has none. */
export function withCleanTextTranslations<T extends Pick<JourneyBlock, 'text_translations'>>(block: T): T {
  const { text_translations, ...rest } = block;
  const clean = cleanTextTranslations(text_translations);
  return (clean ? { ...rest, text_translations: clean } : rest) as T;
}

/** An action as the log keeps it: its label's variants without blanks, the key left out when it has none. */
export function withCleanLabelTranslations<T extends Pick<JourneyAction, 'label_translations'>>(action: T): T {
  const { label_translations, ...rest } = action;
  const clean = cleanTextTranslations(label_translations);
  return (clean ? { ...rest, label_translations: clean } : rest) as T;
}

/** The step as a guest of `language` sees it: its name, each block's text and each button's label in it where written. */
export function stepInLanguage(step: JourneyStep, language: GuestLanguage): JourneyStep {
  return {
    ...step,
    name: textInLanguage(step.name, step.name_translations, language),
    blocks: step.blocks.map((block) => ({ ...block, text: textInLanguage(block.text, block.text_translations, language) })),
    actions: step.actions.map((action) => ({ ...action, label: textInLanguage(action.label, action.label_translations, language) })),
  };
}

/** The languages a step has any text of its own in (for the editor's marks). */
export function languagesOfStep(step: JourneyStep): GuestLanguage[] {
  return GUEST_LANGUAGES.filter(
    (language) =>
      !!step.name_translations?.[language]?.trim() ||
      step.blocks.some((block) => block.text_translations?.[language]?.trim()) ||
      step.actions.some((action) => action.label_translations?.[language]?.trim()),
  );
}
