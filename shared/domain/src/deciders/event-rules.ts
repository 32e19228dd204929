import { validateEventDates } from '../events/event-dates.ts';
import { isKnownTimezone } from '../constants/timezones.ts';
import { checkField, email, maxLength, required } from '../validation/rules.ts';
import type { FieldErrors } from '../validation/errors.ts';
import type { EventSettings } from './event-defaults.ts';

/** Every rule an event's settings must keep, with the spec's messages. */
export function validateEventSettings(settings: EventSettings, now: Date, options: { isNew: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) errors[field] = [...(errors[field] ?? []), ...messages];
  };
  add('name', checkField(settings.name, 'Name', [required, maxLength(255)]));
  add('purpose', checkField(settings.purpose, 'Purpose', [maxLength(1000)]));
  add('organizer_concierge_support_email', checkField(settings.organizer_concierge_support_email, 'Support email', [email, maxLength(255)]));
  add('form_name', checkField(settings.form_name, 'Form name', [maxLength(255)]));
  if (!isKnownTimezone(settings.timezone)) {
    add('timezone', ['Timezone is invalid.']);
    return errors;
  }
  const dateErrors = validateEventDates(settings, now, { isNew: options.isNew });
  for (const [field, messages] of Object.entries(dateErrors)) add(field, messages);
  return errors;
}
