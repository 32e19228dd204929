import { z } from 'zod';
import { AccessPassSettings, EventDataData, EventSettingsData, GroupSettingsData, InvitePassSettings, LocationData } from '@usher/events';
import { PageMetaSchema, PositionSchema } from './common.ts';
import { EventAbilitiesSchema } from './abilities.ts';

// What the event's own events hold, the API presents as they are (one schema, in the event catalogue).
export const LocationSchema = LocationData;

export const TicketVariationSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(['access_pass', 'ticket']), is_default: z.boolean() });

export const CustomFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['number', 'date', 'text', 'single_choice', 'multiple_choice', 'checkbox']),
  options: z.array(z.string()),
  is_required: z.boolean(),
  ordering: z.number(),
});

export const DefaultFieldSettingSchema = z.object({ is_visible: z.boolean(), is_required: z.boolean() });

export const DefaultFieldsSchema = z.object({
  last_name: DefaultFieldSettingSchema,
  email: DefaultFieldSettingSchema,
  phone_number: DefaultFieldSettingSchema,
});

export const InvitePassSettingsSchema = InvitePassSettings;

export const AccessPassSettingsSchema = AccessPassSettings;

export const EventDataSchema = EventDataData;

export const EventPermissionsSchema = z.object({ view: z.boolean(), edit: z.boolean(), check_in: z.boolean() });

export const GroupSettingsSchema = GroupSettingsData;

// The event as presented: its settings (as EventCreated and EventUpdated hold them) and what the read model adds.
export const EventSchema = EventSettingsData.extend({
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  location: LocationSchema,
  ticket_variations: z.array(TicketVariationSchema),
  ticket_wording: z.enum(['Access Pass(es)', 'Ticket(s)']),
  custom_fields: z.array(CustomFieldSchema),
  default_fields: DefaultFieldsSchema,
  pass_settings: z.object({ invite: InvitePassSettingsSchema, access: AccessPassSettingsSchema }),
  event_data: EventDataSchema,
  is_archived: z.boolean(),
  archived_at: z.string().nullable(),
  role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']),
  permissions: EventPermissionsSchema,
  abilities: EventAbilitiesSchema,
  has_unread_logs: z.boolean(),
  guests_count: z.number(),
  rsvp_yes_count: z.number(),
  checked_in_count: z.number(),
  column_settings: z.array(z.object({ key: z.string(), visible: z.boolean() })).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  uuid: z.string(),
});

/** POST /api/v2/events */
export const PostEventsReplies = { 201: z.object({ data: EventSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:uuid */
export const PutEventsReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** POST /api/v2/events/:uuid/location */
export const PostEventsLocationReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** DELETE /api/v2/events/:uuid/archive */
export const DeleteEventsArchiveReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** POST /api/v2/events/:uuid/restore */
export const PostEventsRestoreReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** POST /api/v2/events/:uuid/duplicate */
export const PostEventsDuplicateReplies = { 201: z.object({ data: EventSchema, position: PositionSchema }) };

/** GET /api/v2/events */
export const GetEventsReplies = { 200: z.object({ data: z.array(EventSchema), meta: PageMetaSchema }) };

/** GET /api/v2/events/:uuid */
export const GetEventReplies = { 200: z.object({ data: EventSchema }) };
