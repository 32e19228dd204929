import type { z } from 'zod';
import { DateTime } from 'luxon';
import type { AlertContentData } from '@usher/events';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { ALERT_NAME_MAX } from '../contract/communications.ts';
import { dueAtOf, type EventTimes } from './alert-schedule.ts';
import { mergeTagErrors } from './merge-tag-rules.ts';

// What a communication must hold to be saved, and to be sent (spec section 7
// Alerts; messages in the words of spec section 5).

export type AlertContent = z.infer<typeof AlertContentData>;

/** A set time this far in the past still sends (the organiser pressed Send as the minute turned). */
export const PAST_SEND_GRACE_MS = 60_000;

export function alertNameErrors(name: string, errors: FieldErrors = {}): FieldErrors {
  const trimmed = name.trim();
  if (!trimmed) addError(errors, 'name', 'Name is required.');
  else if ([...trimmed].length > ALERT_NAME_MAX) addError(errors, 'name', `Name may not be greater than ${ALERT_NAME_MAX} characters.`);
  return errors;
}

/** A set time must be a time (ISO 8601) even while the communication is a draft. */
export function scheduleErrors(schedule: AlertContent['schedule'], errors: FieldErrors = {}): FieldErrors {
  if (schedule.kind === 'at' && schedule.at !== null && !DateTime.fromISO(schedule.at, { setZone: true }).isValid)
    addError(errors, 'schedule.at', 'The send time is invalid.');
  return errors;
}

/**
 * The editor leaves markup behind when everything is deleted (`<p></p>`,
 * `<p><br></p>`, `&nbsp;`): a body is empty when it shows no text and no image.
 */
export function isBlankBody(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/gi, '') === '';
}

export type SendCheck = { ok: true; dueAt: Date } | { ok: false; errors: FieldErrors };

/**
 * Whether a communication can be sent as it stands, and when it goes: it needs
 * words, and a time that has not passed (a set time, or one relative to an
 * event start or end that exists).
 */
export function checkSendable(content: AlertContent, event: EventTimes | null, now: Date): SendCheck {
  const errors: FieldErrors = {};
  if (!content.subject.trim()) addError(errors, 'subject', 'The subject is required.');
  if (isBlankBody(content.body)) addError(errors, 'body', 'The message is required.');
  // A tag in a syntax the renderer does not read would be sent as written (issue 28).
  mergeTagErrors(content, errors);
  const due = event ? dueAtOf(content.schedule, event, now) : content.schedule.kind === 'now' ? { ok: true as const, dueAt: now } : null;
  if (!due) addError(errors, 'schedule.anchor', 'The event has no start date to send relative to.');
  else if (!due.ok) addError(errors, due.field, due.message);
  else if (due.dueAt.getTime() < now.getTime() - PAST_SEND_GRACE_MS) {
    addError(errors, content.schedule.kind === 'at' ? 'schedule.at' : 'schedule.offset_minutes', 'The send time has already passed.');
  }
  if (Object.keys(errors).length > 0 || !due?.ok) return { ok: false, errors };
  // A time a moment ago goes now: the message is not dated before it was asked for.
  return { ok: true, dueAt: due.dueAt < now ? now : due.dueAt };
}
