import { z } from 'zod';
import { triState, uuid } from './common.ts';

const eventUuid = uuid.describe('The event whose guest list the guest is on.');

export const AttendeeAdded = z
  .object({
    attendee_id: uuid.describe('The guest; their stream is `attendee-{attendee_id}`.'),
    event_uuid: eventUuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable().describe('In E.164 form (+12025550143); US numbers may be entered without the country code.'),
    parent_attendee_id: uuid.nullable().describe('Set when the guest is a plus-one: the guest who brings them.'),
    is_approved: triState.describe('Approval: true approved, false rejected, null pending.'),
    is_attending: triState.describe('RSVP: true yes, false no, null pending.'),
    // Optional, so events recorded before host groups existed read unchanged (absent: no group, a real ticket).
    host_group_id: uuid.nullable().optional().describe('The host group the guest belongs to; absent or null: none.'),
    is_placeholder: z.boolean().optional().describe("True for a group's unnamed placeholder ticket ('Guest Of' + group name); absent: false."),
    // Optional, so events recorded before references existed read unchanged (absent: none).
    reference: z
      .string()
      .nullable()
      .optional()
      .describe("The order or attendee number the guest has elsewhere, e.g. Eventbrite's Order # or Luma's api_id; absent or null: none."),
    // Optional, so events recorded before guest languages read unchanged (absent: the event's language).
    language: z
      .enum(['en', 'de', 'fr', 'es'])
      .nullable()
      .optional()
      .describe("The language of the guest's pages and e-mails; absent or null: the event's default language."),
    // Outside the sealed fields, so a bulk invitation decides without opening 50,000 guests' envelopes (issue 31).
    has_email: z
      .boolean()
      .optional()
      .describe('Whether the guest was added with an email address (not the address itself); absent in events recorded before it was.'),
  })
  .describe("A guest was added to an event, by hand, by an upload, as a plus-one, or as a host group's ticket or host.");

/** The contact fields a guest edit can change; only the changed ones are present. */
const ContactChanges = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    reference: z.string().nullable(),
    language: z.enum(['en', 'de', 'fr', 'es']).nullable(),
  })
  .partial();

/**
 * Version 1 recorded only the new values, so whoever wanted to show an edit
 * as "from → to" had to fold the guest's whole stream. Rows of this version
 * are upcast on read (upcasters/attendee-details-changed.ts).
 */
export const AttendeeDetailsChangedV1 = z
  .object({ changes: ContactChanges.describe('The new value of each changed field.') })
  .describe("A guest's contact details changed (version 1: new values only).");

export const AttendeeDetailsChanged = z
  .object({
    changes: ContactChanges.describe('The new value of each changed field; a field not named did not change.'),
    previous: ContactChanges.nullable().describe(
      'The value each changed field held before, with the same keys as `changes`. Null in events recorded as version 1, which did not record it.',
    ),
    // Outside the sealed fields, like AttendeeAdded's.
    has_email: z
      .boolean()
      .optional()
      .describe(
        'Set when the email changed: whether the guest has an email address now (not the address itself). Absent: the email did not change, or the event predates it.',
      ),
  })
  .describe("A guest's contact details changed. Names both the new and the previous value of each changed field.")
  .meta({
    examples: [{ changes: { email: 'ana.ruiz@example.org', phone_number: null }, previous: { email: 'ana@example.org', phone_number: '+12025550143' } }],
  });

export const AttendeeRemoved = z
  .object({ event_uuid: eventUuid })
  .describe("The guest was deleted from the guest list (a guest's plus-ones are deleted with them).");
export const AttendeeCheckedIn = z
  .object({ event_uuid: eventUuid, checked_in_at: z.string().describe('When the guest was checked in (ISO 8601, UTC).') })
  .describe('The guest arrived and was checked in at the door.');
export const AttendeeCheckInUndone = z.object({ event_uuid: eventUuid }).describe('A check-in was undone: the guest counts as not arrived again.');
export const AttendeeRsvpSet = z
  .object({
    event_uuid: eventUuid,
    is_attending: triState.describe('RSVP: true yes, false no, null pending.'),
    rsvped_at: z.string().nullable().describe('When the answer was given (ISO 8601); null when the RSVP went back to pending.'),
  })
  .describe("The guest's RSVP was set, by the guest on their RSVP page or by an organiser.");
export const AttendeeApprovalSet = z
  .object({ event_uuid: eventUuid, is_approved: triState.describe('Approval: true approved, false rejected, null pending.') })
  .describe('An organiser approved or rejected the guest, or set them back to pending.');
