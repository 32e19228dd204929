import { z } from 'zod';
import { triState, uuid } from './common.ts';

export const AttendeeAdded = z.object({
  attendee_id: uuid,
  event_uuid: uuid,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  parent_attendee_id: uuid.nullable(),
  is_approved: triState,
  is_attending: triState,
});

export const AttendeeDetailsChanged = z.object({
  changes: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone_number: z.string().nullable(),
    })
    .partial(),
});

export const AttendeeRemoved = z.object({ event_uuid: uuid });
export const AttendeeCheckedIn = z.object({ event_uuid: uuid, checked_in_at: z.string() });
export const AttendeeCheckInUndone = z.object({ event_uuid: uuid });
export const AttendeeRsvpSet = z.object({ event_uuid: uuid, is_attending: triState, rsvped_at: z.string().nullable() });
export const AttendeeApprovalSet = z.object({ event_uuid: uuid, is_approved: triState });
