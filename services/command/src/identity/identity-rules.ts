import { checkField, email, maxLength, minLength, required } from '@usher/domain/validation/rules';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { notCommonPassword } from '@usher/domain/validation/common-passwords';

export interface SignupInput {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  password?: string | null;
}

export function validateSignup(input: SignupInput): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: keyof SignupInput, label: string, rules: Parameters<typeof checkField>[2]) => {
    const messages = checkField(input[field], label, rules);
    if (messages.length > 0) errors[field] = messages;
  };
  check('first_name', 'First name', [required, maxLength(255)]);
  check('last_name', 'Last name', [required, maxLength(255)]);
  check('email', 'Email', [required, email, maxLength(254)]);
  check('password', 'Password', [required, minLength(8), maxLength(255)]);
  // Only a password of an acceptable length is looked up: one message at a time.
  if (!errors.password) check('password', 'Password', [notCommonPassword]);
  return errors;
}

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
