import { z } from 'zod';
import { GroupSettingsData } from '@usher/events';
import {
  CustomFieldSchema,
  DefaultFieldsSchema,
  EventDataSchema,
  InvitePassSettingsSchema,
  AccessPassSettingsSchema,
  LocationSchema,
  TicketVariationSchema,
} from './events.ts';
import { AttendeeListRowSchema } from './attendees.ts';
import { ActivityLogSchema } from './activity.ts';
import { PageMetaSchema } from './common.ts';
import { objectAbilitiesSchema } from './abilities.ts';

// Event duplication (spec section 4 "Events can be archived, restored and duplicated"; issue 21).

export const DuplicationStepSchema = z.object({
  key: z.string().describe("The part's stable key (`custom_fields`, `floor_plan`, `guests`, …)."),
  label: z.string().describe('What the part is called on screen.'),
  status: z
    .enum(['waiting', 'copying', 'copied', 'failed', 'skipped'])
    .describe('failed: this part could not be copied (the others were copied all the same); skipped: the duplication stopped before reaching it.'),
  copied: z.number().nullable().describe('How many things of the part were copied, once it is copied.'),
  at: z.string().nullable().describe('When the part was copied or failed (ISO 8601, UTC).'),
});

export const DuplicationTimelineSchema = z.object({
  status: z
    .enum(['none', 'copying', 'completed', 'failed'])
    .describe('none: the event is not a copy made by duplication; failed: it ended with at least one part not copied (see failures).'),
  source_uuid: z.string().nullable(),
  include_guests: z.boolean(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  steps: z.array(DuplicationStepSchema),
  failure: z
    .object({ key: z.string().nullable(), reason: z.string() })
    .nullable()
    .describe('The first part not copied (or why the duplication stopped), in words for the organiser.'),
  failures: z.array(z.object({ key: z.string().nullable(), reason: z.string() })).describe('Every part not copied, in order, in words for the organiser.'),
});

/** GET /api/v2/events/:uuid/duplication-timeline */
export const GetEventsDuplicationTimelineReplies = { 200: z.object({ data: DuplicationTimelineSchema }) };

const TagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });

/**
 * What a new event made from this one starts from: everything a duplicate
 * copies (duplication-parts.ts), as it is now. Settings, location and group
 * settings are copied at once; the rest in the background.
 */
export const EventTemplateSchema = z.object({
  source_uuid: z.string(),
  name: z.string().describe("The copy's name: the event's, with '(copy)'."),
  settings: z
    .object({
      timezone: z.string(),
      starts_date: z.string().nullable(),
      starts_time: z.string().nullable(),
      end_date: z.string().nullable(),
      end_time: z.string().nullable(),
      purpose: z.string().nullable(),
      is_rsvp: z.boolean(),
      is_seating_enabled: z.boolean(),
      is_pass_enabled: z.boolean(),
      is_custom_fields_enabled: z.boolean(),
      invites_enabled: z.boolean(),
      seating_type: z.enum(['venue', 'theatre']),
    })
    .describe('The main settings the copy starts with (all of them are copied).'),
  location: LocationSchema,
  group_settings: GroupSettingsData,
  pass_settings: z.object({ invite: InvitePassSettingsSchema, access: AccessPassSettingsSchema }),
  event_data: EventDataSchema,
  custom_fields: z.array(CustomFieldSchema),
  default_fields: DefaultFieldsSchema,
  ticket_variations: z.array(TicketVariationSchema),
  tags: z.array(TagSchema).describe('Guest tags.'),
  group_tags: z.array(z.object({ id: z.string(), name: z.string() })).describe('Host group tags (the groups themselves are not copied).'),
  templates: z.array(z.object({ id: z.string(), name: z.string(), notification_type: z.string().nullable(), is_active: z.boolean() })),
  floor_plan: z.object({ sections: z.number(), tables: z.number(), seats: z.number(), seat_legends: z.number(), canvas_objects: z.number() }),
  guests: z.number().describe('Guests on the list: copied only when the duplicate asks for them.'),
  parts: z
    .array(z.object({ key: z.string(), label: z.string(), count: z.number(), only_when_asked: z.boolean() }))
    .describe('Each part a duplicate copies, with how many things it holds now (features and journeys included once they exist).'),
});

/** GET /api/v2/events/:uuid/template */
export const GetEventsTemplateReplies = { 200: z.object({ data: EventTemplateSchema }) };

/** POST /api/v2/events/:e/attendees/list-by-ids */
export const PostEventsAttendeesListByIdsReplies = {
  200: z.object({ data: z.array(AttendeeListRowSchema), meta: PageMetaSchema, abilities: objectAbilitiesSchema('guest') }),
};

/** POST /api/v2/activity-log/list-by-ids */
export const PostActivityLogListByIdsReplies = { 200: z.object({ activity_logs: z.array(ActivityLogSchema) }) };
