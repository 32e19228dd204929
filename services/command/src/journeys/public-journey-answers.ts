import type { AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventState } from '@usher/domain/deciders/event-decider';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { addError } from '@usher/domain/validation/errors';
import { JOURNEY_CONTACT_FIELD_KEYS, type JourneyAction, type JourneyStep } from '@usher/domain/journeys/index';
import { CUSTOM_FIELD_PREFIX } from './public-journey-view.ts';

export type AnswerValue = string | boolean | string[] | null;

const CONTACT_KEYS = new Set(JOURNEY_CONTACT_FIELD_KEYS);
const NOT_ON_STEP = 'This question is not on this step.';

/**
 * What a button's effect does to the guest, through the same attendee
 * commands the RSVP page and the guest list use: Yes and No set the RSVP; a
 * form's Submit changes the guest's details and custom fields, held to the
 * event's rules (a question left out counts as unanswered, so required ones
 * are asked for). Errors come back keyed by the question's key.
 */
export function effectOf(
  action: JourneyAction,
  step: JourneyStep,
  answers: Record<string, AnswerValue>,
  event: EventState,
  at: Date,
): { commands: AttendeeCommand[]; answered: string[] } {
  if (action.type === 'rsvp_yes' || action.type === 'rsvp_no')
    return { commands: [{ type: 'SetRsvp', is_attending: action.type === 'rsvp_yes', at }], answered: [] };
  if (action.type !== 'submit_form') return { commands: [], answered: [] };
  const errors: FieldErrors = {};
  for (const key of Object.keys(answers)) if (!step.form_fields.includes(key)) addError(errors, key, NOT_ON_STEP);
  const contact: Record<string, string | null> = {};
  const custom: Record<string, AnswerValue> = {};
  const knownCustom = new Set(event.fields.custom_fields.map((field) => field.id));
  for (const key of step.form_fields) {
    const value = answers[key] ?? null;
    if (CONTACT_KEYS.has(key)) {
      if (typeof value === 'string' || value === null) contact[key] = value;
      else addError(errors, key, 'This answer must be text.');
    } else if (key.startsWith(CUSTOM_FIELD_PREFIX) && knownCustom.has(key.slice(CUSTOM_FIELD_PREFIX.length))) {
      custom[key.slice(CUSTOM_FIELD_PREFIX.length)] = value;
    }
  }
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const form = { custom_fields: event.fields.custom_fields, default_fields: event.fields.default_fields };
  return {
    commands: [{ type: 'ChangeAttendeeDetails', contact, form, custom_fields: custom }],
    answered: step.form_fields.filter((key) => CONTACT_KEYS.has(key) || key.slice(CUSTOM_FIELD_PREFIX.length) in custom),
  };
}

/** The attendee rules' errors (`email`, `custom_fields.{id}`) keyed as the page asked them (`email`, `custom:{id}`). */
export function asAnswerErrors(error: DomainError): DomainError {
  if (error.kind !== 'validation') return error;
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const answerKey = key.startsWith('custom_fields.') ? `${CUSTOM_FIELD_PREFIX}${key.slice('custom_fields.'.length)}` : key;
    for (const message of messages) addError(errors, answerKey, message);
  }
  return DomainError.validation(errors);
}
