import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MAX_LENGTH } from '../../src/validation/password-rules.ts';
import { isCommonPassword } from '../../src/validation/common-passwords.ts';

const owner = { email: 'Grace.Hopper@example.com', first_name: 'Grace', last_name: 'Hopper' };
const errorsOf = (password: string, confirmation: string | undefined = password, isCommon = isCommonPassword) =>
  checkNewPassword({ password, password_confirmation: confirmation }, owner, isCommon, { confirm: true });

describe('the password policy (ASVS 5.0 6.2)', () => {
  it('asks for 8 to 128 characters and nothing about their kind', () => {
    expect(errorsOf('').password).toEqual(['Password is required.']);
    expect(errorsOf('seven77').password).toEqual(['Password may not be less than 8 characters.']);
    expect(errorsOf('lowercase only words')).toEqual({});
    expect(errorsOf('ü'.repeat(8))).toEqual({});
    expect(errorsOf('x'.repeat(64) + ' and some more')).toEqual({});
    expect(errorsOf('x'.repeat(PASSWORD_MAX_LENGTH))).toEqual({});
    expect(errorsOf('x'.repeat(PASSWORD_MAX_LENGTH + 1)).password).toEqual(['Password may not be greater than 128 characters.']);
  });

  it('refuses the common passwords whatever their case, when the list is given', () => {
    expect(errorsOf('Password1').password).toEqual(['Password can not be a commonly used password.']);
    expect(errorsOf('Password1', 'Password1', () => false)).toEqual({});
  });

  it("refuses the owner's address, its local part and their names, ignoring case and spaces", () => {
    for (const personal of ['grace.hopper@example.com', 'GRACE.HOPPER', ' Grace Hopper ', 'gracehopper']) {
      expect(errorsOf(personal).password).toEqual(['Password can not be your email address or your name.']);
    }
    expect(errorsOf('grace hopper was here')).toEqual({});
  });

  it('asks the confirmation to match only when confirming, and only once the password itself is fine', () => {
    expect(errorsOf('long enough phrase', 'another phrase').password_confirmation).toEqual(['The password confirmation does not match.']);
    expect(errorsOf('short', 'other')).toEqual({ password: ['Password may not be less than 8 characters.'] });
    expect(checkNewPassword({ password: 'long enough phrase' }, owner)).toEqual({});
  });
});
