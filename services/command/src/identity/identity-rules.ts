import { checkField, email, maxLength, required } from '@usher/domain/validation/rules';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { isCommonPassword } from '@usher/domain/validation/common-passwords';
import { checkNewPassword } from '@usher/domain/validation/password-rules';

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
  // The same password policy as every other place a password is chosen (password-rules.ts).
  const passwordErrors = checkNewPassword({ password: input.password }, input, isCommonPassword);
  if (passwordErrors.password) errors.password = passwordErrors.password;
  return errors;
}

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
