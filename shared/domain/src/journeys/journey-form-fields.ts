import { addError, type FieldErrors } from '../validation/errors.ts';

// What a journey's form step may ask (issue 28): a guest's contact field, or
// one of the event's custom fields as `custom:{field id}`. Any other key was
// saved and published, and guests got a form without the question.

export const JOURNEY_CONTACT_FIELD_KEYS: readonly string[] = ['first_name', 'last_name', 'email', 'phone_number'];
export const JOURNEY_CUSTOM_FIELD_PREFIX = 'custom:';

export const UNKNOWN_FORM_FIELD_MESSAGE = "This question is not a field of the event: choose a guest detail or one of the event's custom fields.";

/** Errors for the keys of `formFields` the event does not have, each under `{prefix}{index}`. */
export function formFieldErrors(formFields: readonly string[], customFieldIds: ReadonlySet<string>, prefix: string, errors: FieldErrors = {}): FieldErrors {
  formFields.forEach((key, index) => {
    const known =
      JOURNEY_CONTACT_FIELD_KEYS.includes(key) ||
      (key.startsWith(JOURNEY_CUSTOM_FIELD_PREFIX) && customFieldIds.has(key.slice(JOURNEY_CUSTOM_FIELD_PREFIX.length)));
    if (!known) addError(errors, `${prefix}${index}`, UNKNOWN_FORM_FIELD_MESSAGE);
  });
  return errors;
}
