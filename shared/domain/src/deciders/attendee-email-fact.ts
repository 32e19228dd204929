import { PII_FORGOTTEN } from '@usher/events';

// Whether a guest has an email address, recorded beside the sealed fields
// (AttendeeAdded and AttendeeDetailsChanged's `has_email`): a bulk invitation
// then decides on streams read with personal fields withheld, and opens only
// the streams whose events predate the fact (issue 31).

/** The fact an edit records: present only when the email is among the changes. */
export function emailFactOf(changes: { email?: string | null }): { has_email?: boolean } {
  return 'email' in changes ? { has_email: !!changes.email } : {};
}

/** A field of the event's data read without its envelope (withheld, or its subject forgotten). */
const sealedAway = (data: object) => (data as Record<string, unknown>)[PII_FORGOTTEN] === true;

/** The fact as a guest's first event gives it: null when it was not recorded and the address was not read. */
export function emailFactOnAdded(data: { email: string | null; has_email?: boolean }): boolean | null {
  if (typeof data.has_email === 'boolean') return data.has_email;
  return sealedAway(data) ? null : !!data.email;
}

/**
 * The fact after an edit. Read withheld, an edit without it left the email
 * alone (events of a stream that began with the fact all record it when the
 * email changes) or predates it (and the stream's fact is null already).
 */
export function emailFactOnChange(state: { has_email?: boolean | null }, data: { changes: { email?: string | null }; has_email?: boolean }): boolean | null {
  if (typeof data.has_email === 'boolean') return data.has_email;
  if (!sealedAway(data) && 'email' in data.changes) return !!data.changes.email;
  return state.has_email ?? null;
}
