import { z } from 'zod';
import { uuid } from './common.ts';

// The progress of an event's duplication (spec section 4 "Events can be
// archived, restored and duplicated"; issue 21). Recorded on the NEW event's
// stream `event-{uuid}`, after its EventCreated: the copy's own history says
// where it came from, what was copied and whether it finished. The copied
// things themselves are the ordinary creation events (CustomFieldAdded,
// AttendeeTagAdded, SeatingPlanSaved, …) on the copy's streams.

const DuplicationPartRef = z.object({
  key: z.string().describe("The part's stable key, e.g. `custom_fields`, `floor_plan`, `guests`."),
  label: z.string().describe("What the part is called on screen, e.g. 'Custom fields'."),
});

export const EventDuplicationStarted = z
  .object({
    source_uuid: uuid.describe('The event being copied.'),
    include_guests: z.boolean().describe('Whether the organiser asked for the guests to be copied too.'),
    parts: z.array(DuplicationPartRef).describe('The parts that will be copied, in order.'),
  })
  .describe('The copying of another event into this one began; it runs in the background, part by part.');

export const EventDuplicationPartCopied = DuplicationPartRef.extend({
  copied: z.number().int().nonnegative().describe('How many things of the part were copied (fields, tags, guests, plan pieces…).'),
}).describe('One part of a duplication was copied into this event.');

export const EventDuplicationPartFailed = DuplicationPartRef.extend({
  reason: z.string().describe('Why, in words for the organiser.'),
}).describe('One part of a duplication could not be copied; the parts after it are copied all the same (issue 28).');

export const EventDuplicationCompleted = z
  .object({})
  .describe('Every part of the duplication was tried: copied, or recorded as failed by an EventDuplicationPartFailed.');

export const EventDuplicationFailed = z
  .object({
    key: z.string().nullable().describe('The part that could not be copied, or null when the duplication stopped outside a part.'),
    reason: z.string().describe('Why, in words for the organiser.'),
  })
  .describe('The duplication stopped before copying everything; what was copied stays.');
