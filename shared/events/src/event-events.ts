import { z } from 'zod';
import { uuid } from './common.ts';

export const LocationData = z.object({
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

export const GroupSettingsData = z.object({
  host_access_till: z.string().nullable(),
  experience_type: z.enum(['go', 'pro']),
  is_sending_tickets_enabled: z.boolean(),
  is_email_required: z.boolean(),
  is_seating_hidden: z.boolean(),
  is_view_floorplan_enabled: z.boolean(),
});

/** The organiser-editable settings of an event, as the event form holds them. */
export const EventSettingsData = z.object({
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
  // Optional, so events recorded before it existed read unchanged (absent: false).
  ticket_transfers_require_approval: z
    .boolean()
    .optional()
    .describe('True when a ticket transfer waits for an organiser to approve it before it takes effect; absent: false.'),
  // Optional, so events recorded before guest languages read unchanged (absent or null: each guest's browser, else English).
  default_language: z
    .enum(['en', 'de', 'fr', 'es'])
    .nullable()
    .optional()
    .describe(
      "The language guest pages and the product's guest e-mails use for a guest without one of their own; absent or null: the guest's browser, else English.",
    ),
  organizer_concierge_support_email: z.string().nullable(),
  form_name: z.string().nullable(),
  group_settings: GroupSettingsData,
});

export const EventCreated = z
  .object({
    uuid,
    organisation_id: uuid,
    settings: EventSettingsData,
    location: LocationData,
    duplicated_from: uuid.nullable().describe('Set when the event is a copy of another: the event it was copied from.'),
  })
  .describe('An organiser created an event (or duplicated one). Its stream is `event-{uuid}`.');

export const EventUpdated = z
  .object({ changes: EventSettingsData.partial().describe('The settings that changed, with their new values.') })
  .describe('An organiser changed event settings.');
export const EventLocationChanged = z.object({ location: LocationData.describe('The whole new location.') }).describe("The event's location was set.");
export const EventArchived = z.object({}).describe('The event was archived: it leaves the active list.');
export const EventRestored = z.object({}).describe('An archived event was restored.');
