// Pass settings (spec section 3): how an event's invitation and access passes look. Checked here
// so the server and the pass settings screen give the same messages.
import type { z } from 'zod';
import type { PassSettingsData } from '@usher/events';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { checkField, maxLength, pattern, type Rule } from '../validation/rules.ts';

export type PassSettings = z.infer<typeof PassSettingsData>;
export type InvitePassSettings = PassSettings['invite'];
export type AccessPassSettings = PassSettings['access'];

/** What a command may send: any part of either group. */
export interface PassSettingsInput {
  invite?: Partial<InvitePassSettings>;
  access?: Partial<AccessPassSettings>;
}

export const DEFAULT_CHECKED_IN_TITLE = 'Arrived';
export const PASS_TEXT_MAX = 1000;
export const CHECKED_IN_TITLE_MAX = 50;
export const IMAGE_ADDRESS_MAX = 2048;

export function defaultPassSettings(): PassSettings {
  return {
    invite: {
      // The page around the pass: quiet, so the pass's own colours stand out.
      background_color: '#EEF1F8',
      pass_background_color: '#FFFFFF',
      pass_text_color: '#1F2937',
      show_time: true,
      show_location: true,
      text: null,
    },
    access: {
      background_color: '#2D4CD7',
      text_color: '#FFFFFF',
      logo_image: null,
      background_image: null,
      hide_qr: false,
      checked_in_title: DEFAULT_CHECKED_IN_TITLE,
      checked_in_logo_image: null,
      checked_in_background_image: null,
      // Green-800: white text, even faded to 75 % for the pass's small print, stays above 4.5:1 (green-700 gave 3.81:1).
      checked_in_background_color: '#166534',
      checked_in_text_color: '#FFFFFF',
    },
  };
}

// Spec section 5: a value failing a pattern reads '... is invalid.'
const colourRule: Rule = pattern(/^#[0-9A-Fa-f]{6}$/);

/**
 * A pass image is one of our uploads (/media/{uuid}): the Content-Security-Policy lets pages load
 * images from this origin only, and an upload is checked for being an image.
 */
const imageRule: Rule = (value, label) => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' && MEDIA_ADDRESS.test(value) ? null : `${label} is invalid.`;
};

const MEDIA_ADDRESS = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const httpUrlRule: Rule = (value, label) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return `${label} is invalid.`;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return null;
  } catch {
    // falls through to the message
  }
  return `${label} is invalid.`;
};

const INVITE_LABELS: Record<keyof InvitePassSettings, string> = {
  background_color: 'The background colour',
  pass_background_color: 'The pass background colour',
  pass_text_color: 'The pass text colour',
  show_time: 'Show time',
  show_location: 'Show location',
  text: 'The text',
};

const ACCESS_LABELS: Record<keyof AccessPassSettings, string> = {
  background_color: 'The background colour',
  text_color: 'The text colour',
  logo_image: 'The logo',
  background_image: 'The background image',
  hide_qr: 'Hide QR',
  checked_in_title: 'The checked-in title',
  checked_in_logo_image: 'The checked-in logo',
  checked_in_background_image: 'The checked-in background image',
  checked_in_background_color: 'The checked-in background colour',
  checked_in_text_color: 'The checked-in text colour',
};

const INVITE_RULES: Partial<Record<keyof InvitePassSettings, Rule[]>> = {
  background_color: [colourRule],
  pass_background_color: [colourRule],
  pass_text_color: [colourRule],
  text: [maxLength(PASS_TEXT_MAX)],
};

const ACCESS_RULES: Partial<Record<keyof AccessPassSettings, Rule[]>> = {
  background_color: [colourRule],
  text_color: [colourRule],
  logo_image: [imageRule, maxLength(IMAGE_ADDRESS_MAX)],
  background_image: [imageRule, maxLength(IMAGE_ADDRESS_MAX)],
  checked_in_title: [maxLength(CHECKED_IN_TITLE_MAX)],
  checked_in_logo_image: [imageRule, maxLength(IMAGE_ADDRESS_MAX)],
  checked_in_background_image: [imageRule, maxLength(IMAGE_ADDRESS_MAX)],
  checked_in_background_color: [colourRule],
  checked_in_text_color: [colourRule],
};

function checkGroup<T extends object>(
  group: 'invite' | 'access',
  values: T,
  rules: Partial<Record<keyof T, Rule[]>>,
  labels: Record<keyof T, string>,
  errors: FieldErrors,
) {
  for (const [key, fieldRules] of Object.entries(rules) as [keyof T & string, Rule[]][]) {
    for (const message of checkField(values[key], labels[key], fieldRules)) addError(errors, `${group}.${key}`, message);
  }
}

/** Errors by field ('access.text_color', …), empty when the settings are fine. */
export function validatePassSettings(settings: PassSettings): FieldErrors {
  const errors: FieldErrors = {};
  checkGroup('invite', settings.invite, INVITE_RULES, INVITE_LABELS, errors);
  checkGroup('access', settings.access, ACCESS_RULES, ACCESS_LABELS, errors);
  return errors;
}

/** Blank texts mean "none"; a blank checked-in title means the default. */
export function mergePassSettings(current: PassSettings, input: PassSettingsInput): PassSettings {
  const blankToNull = (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? null : value);
  const invite = { ...current.invite, ...withoutUndefined(input.invite ?? {}) };
  const access = { ...current.access, ...withoutUndefined(input.access ?? {}) };
  invite.text = blankToNull(invite.text) ?? null;
  for (const key of ['logo_image', 'background_image', 'checked_in_logo_image', 'checked_in_background_image'] as const)
    access[key] = blankToNull(access[key]) ?? null;
  access.checked_in_title = access.checked_in_title.trim() === '' ? DEFAULT_CHECKED_IN_TITLE : access.checked_in_title.trim();
  for (const key of ['background_color', 'pass_background_color', 'pass_text_color'] as const) invite[key] = invite[key].toUpperCase();
  for (const key of ['background_color', 'text_color', 'checked_in_background_color', 'checked_in_text_color'] as const)
    access[key] = access[key].toUpperCase();
  return { invite, access };
}

export function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
