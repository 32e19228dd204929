import { z } from 'zod';
import { uuid } from './common.ts';

// The event's tag catalogue, stream `attendee-tags-{eventUuid}`. A rename or a
// deletion is one fact about the tag; guests carry tag ids, never names, so
// neither needs an event per guest.
export const AttendeeTagAdded = z
  .object({ event_uuid: uuid, tag_id: uuid, name: z.string(), color: z.string() })
  .describe("A tag was added to the event's tag catalogue.");
export const AttendeeTagUpdated = z
  .object({
    event_uuid: uuid,
    tag_id: uuid,
    changes: z.object({ name: z.string(), color: z.string() }).partial(),
  })
  .describe('A tag was renamed or recoloured; guests carry tag ids, so none of them changes.');
export const AttendeeTagDeleted = z.object({ event_uuid: uuid, tag_id: uuid }).describe('A tag was deleted from the catalogue, and so from every guest.');

// On a guest's own stream: which catalogue tags the guest carries.
export const AttendeeTagsAdded = z.object({ event_uuid: uuid, tag_ids: z.array(uuid).min(1) }).describe('Tags were put on the guest.');
export const AttendeeTagsRemoved = z.object({ event_uuid: uuid, tag_ids: z.array(uuid).min(1) }).describe('Tags were taken off the guest.');
