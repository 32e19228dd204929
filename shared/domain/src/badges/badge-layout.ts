// The badge layout (issue 32, section 3): what an event's printed name badges carry and their
// size. Checked here so the server and the badge screen give the same messages.
import type { z } from 'zod';
import type { BadgeLayoutData } from '@usher/events';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { customFieldIdOfPassField } from '../passes/event-data.ts';

export type BadgeLayout = z.infer<typeof BadgeLayoutData>;
export type BadgeSize = BadgeLayout['size'];
export type BadgeLayoutInput = Partial<BadgeLayout>;

export const BADGE_SIZES: readonly { key: BadgeSize; label: string }[] = [
  { key: '4x3', label: '4 × 3 in' },
  { key: '4x6', label: '4 × 6 in' },
  { key: 'a6', label: 'A6 (105 × 148 mm)' },
  { key: 'avery_5392', label: 'Avery 5392 (six 4 × 3 in on US Letter)' },
];

export function defaultBadgeLayout(): BadgeLayout {
  return { size: '4x3', secondary_field: null, show_ticket_variation: true, show_host_group: false, show_table: false, show_qr: true, show_logo: true };
}

/** The layout as it is after `input`; an unknown key of `input` is ignored, as the route's schema has refused it. */
export function mergeBadgeLayout(current: BadgeLayout, input: BadgeLayoutInput): BadgeLayout {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof BadgeLayout)[]) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  if (typeof next.secondary_field === 'string') next.secondary_field = next.secondary_field.toLowerCase();
  return next;
}

/** The spec's messages: a value outside the choices 'is invalid'. */
export function validateBadgeLayout(layout: BadgeLayout, customFieldIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  if (!BADGE_SIZES.some((size) => size.key === layout.size)) addError(errors, 'size', 'The size is invalid.');
  if (layout.secondary_field !== null) {
    const id = customFieldIdOfPassField(layout.secondary_field);
    if (!id || !customFieldIds.has(id.toLowerCase())) addError(errors, 'secondary_field', 'The field under the name is invalid.');
  }
  return errors;
}
