import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCustomFieldValues, checkValue, formatCustomFieldValue } from '../../src/fields/custom-field-values.ts';
import type { CustomField, CustomFieldType } from '../../src/fields/custom-fields.ts';
import { ticketWording } from '../../src/fields/ticket-variations.ts';

const field = (type: CustomFieldType, extra: Partial<CustomField> = {}): CustomField => ({
  id: 'f',
  label: 'Answer',
  type,
  options: type.endsWith('choice') ? ['Red', 'Blue'] : [],
  is_required: false,
  ordering: 0,
  ...extra,
});

describe('checkValue', () => {
  it.each([
    ['text', '  hello ', 'hello'],
    ['text', 42, '42'],
    ['number', '12.5', 12.5],
    ['number', -3, -3],
    ['date', '2024-02-29', '2024-02-29'],
    ['single_choice', ' Red ', 'Red'],
    ['multiple_choice', ['Blue', 'Red', 'Blue'], ['Red', 'Blue']],
    ['multiple_choice', 'Blue', ['Blue']],
    ['checkbox', false, false],
  ] as const)('%s accepts %j as %j', (type, raw, stored) => {
    expect(checkValue(field(type), raw)).toEqual({ value: stored });
  });

  it.each([
    ['text', { a: 1 }, 'Answer must be text.'],
    ['number', '12abc', 'Answer must be a number.'],
    ['number', Infinity, 'Answer must be a number.'],
    ['date', '2023-02-29', 'Answer must be a date in the form YYYY-MM-DD.'],
    ['date', '01/02/2024', 'Answer must be a date in the form YYYY-MM-DD.'],
    ['single_choice', 'Green', 'The selected Answer is invalid.'],
    ['multiple_choice', ['Red', 'Green'], 'The selected Answer is invalid.'],
    ['checkbox', 'yes', 'Answer must be true or false.'],
  ] as const)('%s refuses %j', (type, raw, message) => {
    expect(checkValue(field(type), raw)).toBe(message);
  });

  it('empty values clear an optional field, and fail a required one', () => {
    for (const empty of [null, undefined, '', '  ', []]) {
      expect(checkValue(field('text'), empty)).toEqual({ value: null });
      expect(checkValue(field('text', { is_required: true }), empty)).toBe('Answer is required.');
    }
    // A required checkbox must be ticked.
    expect(checkValue(field('checkbox', { is_required: true }), false)).toBe('Answer is required.');
    expect(checkValue(field('checkbox', { is_required: true }), true)).toEqual({ value: true });
  });

  it('texts are at most 1000 characters', () => {
    expect(checkValue(field('text'), 'x'.repeat(1001))).toBe('Answer may not be greater than 1000 characters.');
  });

  it('property: every accepted value is accepted again unchanged (stored values are stable)', () => {
    const types: CustomFieldType[] = ['text', 'number', 'date', 'single_choice', 'multiple_choice', 'checkbox'];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.anything(), (type, raw) => {
        const first = checkValue(field(type), raw);
        if (typeof first === 'string') return;
        expect(checkValue(field(type), first.value)).toEqual(first);
      }),
    );
  });

  it('property: numbers round-trip through their text form', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(checkValue(field('number'), String(n))).toEqual({ value: n });
      }),
    );
  });
});

describe('checkCustomFieldValues', () => {
  const fields = [field('text', { id: 'a', label: 'Company', is_required: true }), field('number', { id: 'b', label: 'Seats' })];

  it('keys errors by custom_fields.{id} with the prefix, and names unknown fields', () => {
    expect(checkCustomFieldValues({ b: 'x', zz: 1 }, fields, { partial: false, prefix: 'members.3.' }).errors).toEqual({
      'members.3.custom_fields.zz': ['This field does not exist.'],
      'members.3.custom_fields.a': ['Company is required.'],
      'members.3.custom_fields.b': ['Seats must be a number.'],
    });
  });

  it('partial checks only the values sent', () => {
    expect(checkCustomFieldValues({ b: '4' }, fields, { partial: true })).toEqual({ errors: {}, values: { b: 4 } });
  });
});

describe('formatting and wording', () => {
  it('formats values for people', () => {
    expect([formatCustomFieldValue(['a', 'b']), formatCustomFieldValue(true), formatCustomFieldValue(null), formatCustomFieldValue(3)]).toEqual([
      'a, b',
      'Yes',
      '',
      '3',
    ]);
  });

  it("takes the wording from the first variation's type", () => {
    expect(ticketWording([{ type: 'ticket' }, { type: 'access_pass' }])).toBe('Ticket(s)');
    expect(ticketWording([{ type: 'access_pass' }, { type: 'ticket' }])).toBe('Access Pass(es)');
    expect(ticketWording([])).toBe('Access Pass(es)');
  });
});
