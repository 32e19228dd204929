import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { checkField, minLength, required } from '../../src/validation/rules.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword, notCommonPassword } from '../../src/validation/common-passwords.ts';

describe('the common password list', () => {
  it('holds more than the top 3,000 passwords of at least 8 characters, as ASVS 5.0 asks', () => {
    const long = dictionary['passwords-common'].filter((password) => password.length >= 8);
    expect(long.length).toBeGreaterThan(3000);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(40_000);
    // Most common first: the list's top 3,000 of policy length are all refused.
    expect(long.slice(0, 3000).filter((password) => !isCommonPassword(password))).toEqual([]);
  });

  it('refuses 12345678 and password1 in any case, and lets an uncommon passphrase through', () => {
    for (const password of ['12345678', 'password1', 'PASSWORD1', 'Qwertyuiop', 'baseball1']) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['correct horse battery', 'Usher-door-7-Kestrel', '12345678 ']) expect(isCommonPassword(password), password).toBe(false);
  });

  it('words its refusal like the other field rules, naming the field', () => {
    expect(checkField('12345678', 'Password', [required, minLength(8), notCommonPassword])).toEqual(['Password can not be a commonly used password.']);
    expect(notCommonPassword('password1', '')).toBe('This field can not be a commonly used password.');
    expect(notCommonPassword('', 'Password')).toBeNull();
    expect(notCommonPassword(null, 'Password')).toBeNull();
  });
});
