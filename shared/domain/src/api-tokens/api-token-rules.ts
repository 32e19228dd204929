import { API_TOKEN_SCOPES, type ApiTokenScope } from '@usher/events/api-token-scopes';
import { addError, type FieldErrors } from '../validation/errors.ts';

export const API_TOKEN_NAME_MAX = 100;

/** What people read next to each scope checkbox, and in the list. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'stream:read': 'Read the event stream',
  'guests:read': 'Read events and guests',
  'guests:write': 'Add and change guests',
};

export interface ApiTokenInput {
  name?: string | null;
  scopes?: readonly string[] | null;
}

/** The same rules on the form and on the server (spec section 5 wording). */
export function validateApiToken(input: ApiTokenInput): FieldErrors {
  const errors: FieldErrors = {};
  const name = (input.name ?? '').trim();
  if (!name) addError(errors, 'name', 'Name is required.');
  else if (name.length > API_TOKEN_NAME_MAX) addError(errors, 'name', `Name may not be greater than ${API_TOKEN_NAME_MAX} characters.`);
  const scopes = input.scopes ?? [];
  if (scopes.length === 0) addError(errors, 'scopes', 'Scopes is required.');
  else if (scopes.some((scope) => !(API_TOKEN_SCOPES as readonly string[]).includes(scope))) addError(errors, 'scopes', 'Scopes is invalid.');
  return errors;
}
