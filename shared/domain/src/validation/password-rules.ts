import { checkField, maxLength, minLength, required } from './rules.ts';
import type { FieldErrors } from './errors.ts';

/**
 * The password policy (OWASP ASVS 5.0, 6.2): length, not composition. At least 8 characters;
 * anything up to 128 (more than the 64 ASVS asks us to allow, short of hashing megabytes);
 * no rules about digits or symbols, which make passwords harder to remember, not to guess;
 * and none of the passwords attackers try first: the most common ones, and the account's own
 * address or name. One function for sign-up, reset, change and the dashboard's forms, so
 * the browser and the server say the same words.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password and not your name or email.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The password confirmation does not match.';
export const PASSWORD_IS_PERSONAL_MESSAGE = 'Password can not be your email address or your name.';
export const PASSWORD_IS_COMMON_MESSAGE = 'Password can not be a commonly used password.';

export interface NewPasswordInput {
  password?: string | null;
  /** When given (reset, change, dashboard forms), it must repeat the password. */
  password_confirmation?: string | null;
}

/** What the account is known by: a password equal to any of these is the first guess. */
export interface PasswordOwner {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/**
 * The problems with a new password, by field. `isCommon` looks the password up in the list of
 * common passwords: the server passes the full list (common-passwords.ts); a dashboard form that
 * does not load the list leaves it out and lets the server answer that one.
 */
export function checkNewPassword(
  input: NewPasswordInput,
  owner: PasswordOwner,
  isCommon: (password: string) => boolean = () => false,
  options: { confirm?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const password = input.password;
  const lengthProblems = checkField(password, 'Password', [required, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)]);
  if (lengthProblems.length > 0) {
    errors.password = lengthProblems;
  } else if (typeof password === 'string') {
    // One message at a time: the list and the owner's details are checked only on a password of an acceptable length.
    if (isPersonal(password, owner)) errors.password = [PASSWORD_IS_PERSONAL_MESSAGE];
    else if (isCommon(password)) errors.password = [PASSWORD_IS_COMMON_MESSAGE];
  }
  if (options.confirm && !errors.password && input.password_confirmation !== password) {
    errors.password_confirmation = [PASSWORDS_DIFFER_MESSAGE];
  }
  return errors;
}

/** Equal, ignoring case and surrounding spaces, to the address, its local part, a name, or the full name. */
function isPersonal(password: string, owner: PasswordOwner): boolean {
  const given = normalise(password);
  const email = normalise(owner.email ?? '');
  const first = normalise(owner.first_name ?? '');
  const last = normalise(owner.last_name ?? '');
  const candidates = [email, email.split('@')[0] ?? '', first, last, `${first} ${last}`, `${first}${last}`].filter((candidate) => candidate.length > 0);
  return candidates.includes(given);
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}
