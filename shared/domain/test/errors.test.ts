import { describe, expect, it } from 'vitest';
import { addError, firstMessages, hasErrors, type FieldErrors } from '../src/validation/errors.ts';

describe('field errors', () => {
  it('addError appends per field, skips repeats and returns the same object', () => {
    const errors: FieldErrors = {};
    const returned = addError(addError(addError(errors, 'email', 'A.'), 'email', 'B.'), 'email', 'A.');
    expect(returned).toBe(errors);
    expect(errors).toEqual({ email: ['A.', 'B.'] });
  });

  it('hasErrors is false for no fields or only empty lists', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: [] })).toBe(false);
    expect(hasErrors({ email: [], name: ['Name is required.'] })).toBe(true);
  });

  it('firstMessages joins the first message of each field with newlines', () => {
    expect(
      firstMessages({
        first_name: ['First name is required.', 'First name may not be less than 2 characters.'],
        tags: [],
        email: ['Email must be a valid email address.'],
      }),
    ).toBe('First name is required.\nEmail must be a valid email address.');
    expect(firstMessages({})).toBe('');
  });

  it('firstMessages accepts a bare string per field', () => {
    expect(firstMessages({ name: 'Name is required.', email: ['Email is required.'] })).toBe('Name is required.\nEmail is required.');
  });
});
