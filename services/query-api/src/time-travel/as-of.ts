import { DateTime } from 'luxon';
import { DomainError } from '@usher/domain/deciders/domain-error';

// A moment needs its zone: '2026-05-01T18:30' alone would mean the server's clock zone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

export const AS_OF_FORMAT_MESSAGE = 'The as of must be a date-time in ISO 8601 format with a time zone, e.g. 2026-05-01T18:30:00Z.';
export const AS_OF_FUTURE_MESSAGE = 'The as of must be a date-time before or equal to now.';

/**
 * The `as_of` query parameter: undefined when absent or blank (the live
 * view), else the moment, or 422 on `as_of` when it is not an ISO date-time
 * with a zone or lies in the future (there is no log of it yet).
 */
export function parseAsOf(value: string | undefined, now: Date = new Date()): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const parsed = ISO_DATE_TIME.test(text) ? DateTime.fromISO(text, { setZone: true }) : null;
  if (!parsed?.isValid) throw DomainError.validation({ as_of: [AS_OF_FORMAT_MESSAGE] });
  const moment = parsed.toJSDate();
  if (moment.getTime() > now.getTime()) throw DomainError.validation({ as_of: [AS_OF_FUTURE_MESSAGE] });
  return moment;
}
