import { describe, expect, it } from 'vitest';
import { GUEST_FIELD_KEYS, GUEST_FIELDS, guestFieldLabel, isGuestFieldKey } from '../../src/guest-import/guest-fields.ts';

describe('guest fields', () => {
  it('lists every importable field once, each with a label', () => {
    expect(GUEST_FIELDS.map((field) => field.key)).toEqual([...GUEST_FIELD_KEYS]);
    expect(GUEST_FIELD_KEYS).toEqual([
      'first_name',
      'last_name',
      'full_name',
      'email',
      'phone_number',
      'tags',
      'reference',
      'language',
      'ticket_variation',
      'attendee_status',
      'new_custom_field',
      'ignore',
    ]);
    for (const field of GUEST_FIELDS) expect(field.label).not.toBe('');
  });

  it('labels fields as the guest form and its messages do', () => {
    expect(guestFieldLabel('first_name')).toBe('First name');
    expect(guestFieldLabel('phone_number')).toBe('Phone number');
    expect(guestFieldLabel('ignore')).toBe('Do not import');
  });

  it('tells field keys from other values', () => {
    expect(isGuestFieldKey('email')).toBe(true);
    expect(isGuestFieldKey('company')).toBe(false);
    expect(isGuestFieldKey(null)).toBe(false);
  });
});
