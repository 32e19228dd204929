import { z } from 'zod';
import { PageMetaSchema, PositionSchema } from './common.ts';

export const LocationSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  address_2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state_region_code: z.string().nullable(),
  state_region: z.string().nullable(),
  country_code: z.string(),
  country: z.string(),
});

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

export const InvitePassSettingsSchema = z.object({
  background_color: z.string(),
  pass_background_color: z.string(),
  pass_text_color: z.string(),
  show_time: z.boolean(),
  show_location: z.boolean(),
  text: z.string().nullable(),
});

export const AccessPassSettingsSchema = z.object({
  background_color: z.string(),
  text_color: z.string(),
  logo_image: z.string().nullable(),
  background_image: z.string().nullable(),
  hide_qr: z.boolean(),
  checked_in_title: z.string(),
  checked_in_logo_image: z.string().nullable(),
  checked_in_background_image: z.string().nullable(),
  checked_in_background_color: z.string(),
  checked_in_text_color: z.string(),
});

export const EventDataSchema = z.object({
  seating_assignment_enabled: z.boolean(),
  seating_assignment_pass_display_enabled: z.boolean(),
  pass_type: z.enum(['access_pass', 'ticket']),
  enabled_seating_fields: z.array(z.string()),
  enabled_fields_before_checkin: z.boolean(),
  fields_order_before_checkin: z.array(z.string()),
  fields_order_after_checkin: z.array(z.string()),
  check_in_enabled: z.boolean(),
  attire: z.string().nullable(),
  wifi_network: z.string().nullable(),
  wifi_password: z.string().nullable(),
  website_name: z.string().nullable(),
  website_url: z.string().nullable(),
});

export const EventPermissionsSchema = z.object({ view: z.boolean(), edit: z.boolean(), check_in: z.boolean() });

export const GroupSettingsSchema = z.object({
  host_access_till: z.string().nullable(),
  experience_type: z.enum(['go', 'pro']),
  is_sending_tickets_enabled: z.boolean(),
  is_email_required: z.boolean(),
  is_seating_hidden: z.boolean(),
  is_view_floorplan_enabled: z.boolean(),
});

export const EventSchema = z.object({
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
  has_unread_logs: z.boolean(),
  guests_count: z.number(),
  column_settings: z.array(z.object({ key: z.string(), visible: z.boolean() })).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  name: z.string(),
  purpose: z.string().nullable(),
  starts_date: z.string().nullable(),
  starts_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  timezone: z.string(),
  pass_fields_visible_at: z.string().nullable(),
  is_rsvp: z.boolean(),
  is_ended: z.boolean(),
  is_seating_enabled: z.boolean(),
  is_pass_enabled: z.boolean(),
  is_ticket_transfers_enabled: z.boolean(),
  is_concierge_support_enabled: z.boolean(),
  is_organizer_concierge_support_enabled: z.boolean(),
  is_form_enabled: z.boolean(),
  is_custom_fields_enabled: z.boolean(),
  invites_enabled: z.boolean(),
  seating_type: z.enum(['venue', 'theatre']),
  enabled_ticket_transfer_type: z.string(),
  organizer_concierge_support_email: z.string().nullable(),
  form_name: z.string().nullable(),
  group_settings: GroupSettingsSchema,
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
