import { FEATURE_KINDS } from '@usher/events';
import { checkField, maxLength, required } from '../validation/rules.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';

export type FeatureKind = (typeof FEATURE_KINDS)[number];

export interface FeatureItem {
  title: string;
  detail: string;
  time: string | null;
}

/** What the organiser writes for one feature. */
export interface FeatureContent {
  kind: FeatureKind;
  title: string;
  body: string;
  items: FeatureItem[];
  media_id: string | null;
  is_visible: boolean;
}

export const MAX_FEATURES_PER_EVENT = 50;
export const FEATURE_TITLE_MAX = 200;
export const FEATURE_BODY_MAX = 5000;
export const FEATURE_ITEMS_MAX = 100;
export const FEATURE_ITEM_TITLE_MAX = 200;
export const FEATURE_ITEM_DETAIL_MAX = 2000;
export const FEATURE_ITEM_TIME_MAX = 50;

/** The kinds as the builder names them. */
export const FEATURE_KIND_LABELS: Record<FeatureKind, string> = {
  agenda: 'Agenda',
  menu: 'Menu',
  faq: 'Questions and answers',
  venue_map: 'Venue map',
  dress_code: 'Dress code',
  sponsors: 'Sponsors',
  custom: 'Custom',
};

/** Kinds whose content is a list of lines; the others are a text and an image. */
export const KINDS_WITH_ITEMS: readonly FeatureKind[] = ['agenda', 'menu', 'faq', 'sponsors', 'custom'];

export function isFeatureKind(value: unknown): value is FeatureKind {
  return typeof value === 'string' && (FEATURE_KINDS as readonly string[]).includes(value);
}

/** The rules of a feature's words in the spec's style ('The title is required.'); `partial` checks only what is given. */
export function validateFeature(content: Partial<FeatureContent>, options: { partial: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: string, value: unknown, label: string, max: number, isRequired = false) => {
    for (const message of checkField(value, label, isRequired ? [required, maxLength(max)] : [maxLength(max)])) addError(errors, field, message);
  };
  if (!options.partial || content.kind !== undefined) {
    if (!isFeatureKind(content.kind)) addError(errors, 'kind', 'The selected kind is invalid.');
  }
  if (!options.partial || content.title !== undefined) check('title', content.title?.trim() ?? '', 'The title', FEATURE_TITLE_MAX, true);
  if (content.body !== undefined) check('body', content.body, 'The body', FEATURE_BODY_MAX);
  if (content.items !== undefined) {
    if (content.items.length > FEATURE_ITEMS_MAX) addError(errors, 'items', `The items may not have more than ${FEATURE_ITEMS_MAX} items.`);
    content.items.forEach((item, index) => {
      check(`items.${index}.title`, item.title.trim(), 'The title', FEATURE_ITEM_TITLE_MAX, true);
      check(`items.${index}.detail`, item.detail, 'The detail', FEATURE_ITEM_DETAIL_MAX);
      if (item.time !== null) check(`items.${index}.time`, item.time, 'The time', FEATURE_ITEM_TIME_MAX);
    });
  }
  return errors;
}

/** Surrounding spaces are not meaningful; an empty time is no time. */
export function normalizeFeature<T extends Partial<FeatureContent>>(content: T): T {
  return {
    ...content,
    ...(content.title !== undefined ? { title: content.title.trim() } : {}),
    ...(content.body !== undefined ? { body: content.body.trim() } : {}),
    ...(content.items !== undefined
      ? { items: content.items.map((item) => ({ title: item.title.trim(), detail: item.detail.trim(), time: item.time?.trim() ? item.time.trim() : null })) }
      : {}),
  };
}
