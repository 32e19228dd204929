import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldName, isEmptyValue, type Rule } from './rules.ts';

// zxcvbn-ts's list of the most common passwords from public breaches, most common first:
// 49,233 of them, 17,950 of at least 8 characters (the shortest we take). ASVS 5.0 (6.2.4)
// asks for at least the top 3,000 that the policy would otherwise accept. Compared without
// case: 'Password1' is as guessable as 'password1'. Kept in its own module so that only the
// server, not every dashboard page that validates a field, loads the list.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** For every place a password is chosen: sign-up, and any later change or reset. */
export const notCommonPassword: Rule = (value, label) => {
  if (isEmptyValue(value) || typeof value !== 'string') return null;
  return isCommonPassword(value) ? `${fieldName(label)} can not be a commonly used password.` : null;
};
