import { validateEventDates } from '@usher/domain/events/event-dates'
import { checkField, email, maxLength, required } from '@usher/domain/validation/rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { EventFormValues } from '@/lib/event-settings/event-form-values'

/** The same rules and messages the server applies to an event's settings. */
export function validateEventForm(values: EventFormValues, now: Date, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) errors[field] = [...(errors[field] ?? []), ...messages]
  }
  add('name', checkField(values.name, 'Name', [required, maxLength(255)]))
  add('purpose', checkField(values.purpose, 'Purpose', [maxLength(1000)]))
  if (values.is_organizer_concierge_support_enabled) {
    add('organizer_concierge_support_email', checkField(values.organizer_concierge_support_email, 'Support email', [email, maxLength(255)]))
  }
  const dateErrors = validateEventDates(values, now, { isNew })
  for (const [field, messages] of Object.entries(dateErrors)) add(field, messages)
  return errors
}
