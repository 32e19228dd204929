import { isTagColor } from '../constants/tag-colors.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';
import type { FieldErrors } from '../validation/errors.ts';

export const TAG_NAME_MAX_LENGTH = 255;
export const TAG_NAME_TAKEN = 'The name has already been taken.';
export const TAG_COLOR_INVALID = 'The selected color is invalid.';

export interface TagInput {
  name?: string | null;
  color?: string | null;
}

/** Names compare without case or surrounding spaces: 'VIP' and ' vip' are one tag. */
export function tagNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** Trimmed name; colours in the palette's upper-case form, '' for none. */
export function normalizeTag(input: TagInput): { name?: string; color?: string } {
  const out: { name?: string; color?: string } = {};
  if (input.name !== undefined) out.name = (input.name ?? '').trim();
  if (input.color !== undefined) out.color = (input.color ?? '').trim().toUpperCase();
  return out;
}

/**
 * The rules of a tag's name and colour. `takenNames` holds the name keys of
 * the event's other tags (uniqueness is per event, case-insensitive).
 */
export function validateTag(input: TagInput, options: { partial: boolean; takenNames: ReadonlySet<string> }): FieldErrors {
  const errors: FieldErrors = {};
  const normalized = normalizeTag(input);
  if (!options.partial || input.name !== undefined) {
    const messages = checkField(normalized.name, 'Name', [required, maxLength(TAG_NAME_MAX_LENGTH)]);
    if (messages.length === 0 && options.takenNames.has(tagNameKey(normalized.name ?? ''))) messages.push(TAG_NAME_TAKEN);
    if (messages.length > 0) errors.name = messages;
  }
  if (normalized.color !== undefined && !isTagColor(normalized.color)) errors.color = [TAG_COLOR_INVALID];
  return errors;
}
