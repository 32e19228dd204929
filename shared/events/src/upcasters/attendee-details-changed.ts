import type { z } from 'zod';
import type { AttendeeDetailsChanged, AttendeeDetailsChangedV1 } from '../attendee-events.ts';

/**
 * Version 1 did not record the values an edit replaced. They cannot be
 * recovered from the event alone, so version 2 says so explicitly: `previous`
 * is null, and readers that need the old values fold the stream as before.
 */
export function attendeeDetailsChangedV1ToV2(data: z.infer<typeof AttendeeDetailsChangedV1>): z.infer<typeof AttendeeDetailsChanged> {
  return { changes: data.changes, previous: null };
}
