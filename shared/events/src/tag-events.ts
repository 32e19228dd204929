import { z } from 'zod';
import { uuid } from './common.ts';

// The event's tag catalogue, stream `attendee-tags-{eventUuid}`. A rename or a
// deletion is one fact about the tag; guests carry tag ids, never names, so
// neither needs an event per guest.
export const AttendeeTagAdded = z.object({ event_uuid: uuid, tag_id: uuid, name: z.string(), color: z.string() });
export const AttendeeTagUpdated = z.object({
  event_uuid: uuid,
  tag_id: uuid,
  changes: z.object({ name: z.string(), color: z.string() }).partial(),
});
export const AttendeeTagDeleted = z.object({ event_uuid: uuid, tag_id: uuid });

// On a guest's own stream: which catalogue tags the guest carries.
export const AttendeeTagsAdded = z.object({ event_uuid: uuid, tag_ids: z.array(uuid).min(1) });
export const AttendeeTagsRemoved = z.object({ event_uuid: uuid, tag_ids: z.array(uuid).min(1) });
