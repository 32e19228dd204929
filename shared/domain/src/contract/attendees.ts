import { z } from 'zod';
import { BulkChangeReplySchema, PageMetaSchema, PositionSchema } from './common.ts';
import { OUTBOUND_MESSAGE_STATUSES } from '@usher/events';
import { objectAbilitiesSchema } from './abilities.ts';

export const UploadSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  file_name: z.string(),
  status: z.enum(['mapping', 'failed', 'importing', 'done']),
  source: z.string().nullable(),
  encoding: z.string().nullable(),
  headers: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  sample: z.array(z.array(z.string())),
  total_rows: z.number(),
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
  errors_total: z.number(),
  failure: z.string().nullable(),
  /** The mapping step's choice: an empty cell clears a known guest's value (off: it changes nothing). */
  empty_cells_clear: z.boolean(),
  created_at: z.string(),
});

export const TagViewSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });

/** One guest as every command and query presents it (presenters/attendee-shape). */
export const AttendeeSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  reference: z.string().nullable(),
  language: z.enum(['en', 'de', 'fr', 'es']).nullable().describe("The guest's own language for their pages and e-mails; null: the event's."),
  profile_image_src: z.string().nullable(),
  parent_attendee_id: z.string().nullable(),
  guest_of: z.string().nullable(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  is_approved: z.boolean().nullable(),
  is_attending: z.boolean().nullable(),
  rsvped_at: z.string().nullable(),
  tags: z.array(z.string()),
  tag_ids: z.array(z.string()),
  tag_objects: z.array(TagViewSchema),
  custom_fields: z.record(z.string(), z.unknown()),
  ticket_variation: z.object({ id: z.string(), name: z.string(), type: z.enum(['access_pass', 'ticket']) }).nullable(),
  total_tickets: z.number(),
  is_invited: z.boolean(),
  invitation_sent_at: z.string().nullable(),
  link_clicked_at: z.string().nullable(),
  is_real_ticket: z.boolean(),
  is_name_modified: z.boolean(),
  is_draft: z.boolean(),
  ordering: z.number().nullable(),
  section: z.string().nullable(),
  table_no: z.string().nullable(),
  seat_no: z.string().nullable(),
  /** Theatre: the row's name; venue: the table's name beside its number; the seat's id for the floor plan link. */
  row_no: z.string().nullable(),
  table_label: z.string().nullable(),
  seat_id: z.string().nullable(),
  table_id: z.string().nullable(),
  host_group_id: z.string().nullable(),
  has_checkin_alert: z.boolean(),
  checkin_alert_users: z.array(z.string()),
  last_invitation_message: z.string().nullable(),
  account_created_at: z.string().nullable(),
  is_forgotten: z.boolean(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/**
 * One guest as GET /api/v2/attendees/{id} reads it, with their pass links. The commands on one
 * guest answer in this same shape, so an integrator's client reads either with one type.
 */
export const GuestSchema = AttendeeSchema.extend({
  pass_public_link: z.string(),
  pass_whitelabel_public_link: z.string(),
});

/** POST /api/v2/events/:e/attendees */
export const PostEventsAttendeesReplies = {
  202: z.object({ data: UploadSchema }),
  201: z.object({ data: z.array(GuestSchema), position: PositionSchema }),
};

/** PUT /api/v2/events/attendees/:id */
export const PutEventsAttendeesReplies = { 200: z.object({ data: GuestSchema, position: PositionSchema }) };

/** POST /api/v2/events/:e/attendees/delete */
export const PostEventsAttendeesDeleteReplies = { 200: BulkChangeReplySchema };

/** PUT /api/v2/events/attendees/:id/rsvp */
export const PutEventsAttendeesRsvpReplies = { 200: z.object({ data: GuestSchema, position: PositionSchema }) };

/** PUT /api/v2/events/attendees/:id/approval */
export const PutEventsAttendeesApprovalReplies = { 200: z.object({ data: GuestSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:e/attendees-bulk/set-rsvp */
export const PutEventsAttendeesBulkSetRsvpReplies = { 200: BulkChangeReplySchema };

/** PUT /api/v2/events/:e/attendees-bulk/set-approval */
export const PutEventsAttendeesBulkSetApprovalReplies = { 200: BulkChangeReplySchema };

/** A row of the guest list: the guest, with their host group's name and tag and its hosts. */
export const AttendeeListRowSchema = AttendeeSchema.extend({
  host_group_name: z.string().nullable(),
  host_group_tag_name: z.string().nullable(),
  hosts: z.string(),
  parent_user_email: z.string().nullable().describe('The email of the guest who brings this one (plus-ones only).'),
  sponsor: z.string().nullable().describe('The host group whose place the guest fills; a plus-one inherits the group of the guest who brings them.'),
  send_ticket: z.boolean().describe("Whether the guest's pass may be emailed to them: their host group's sending-tickets setting; true outside a group."),
  waitlist: z
    .enum(['waitlisted', 'offered'])
    .nullable()
    .describe("Where the guest stands on the event's waitlist: waiting for a place, or offered one; null when not on it (and in a past view)."),
  floorplan_link: z
    .string()
    .nullable()
    .describe("Where the dashboard shows the guest's seat on the floor plan (/events/{uuid}/floor-plan?seat={seat_id}); null while they hold no seat."),
  invitation_sent_countdown: z
    .number()
    .nullable()
    .describe('Calendar days (event time zone) since the invitation was sent, plus one day of grace: 1 on the day it was sent. Null before.'),
  invitation_delivery: z
    .object({
      status: z.enum(OUTBOUND_MESSAGE_STATUSES),
      code: z.string().nullable().describe('The SMTP reply code or delivery status (450, 5.1.1).'),
      detail: z.string().nullable().describe("The server's or the bounce's own words."),
      description: z.string().describe('What happened, in words: "Sent", "Deferred by the recipient\'s server, retrying: …", "Bounced: …", "Refused: …".'),
    })
    .nullable()
    .describe("What became of the guest's latest invitation; null while none was sent."),
});

/** GET /api/v2/events/:e/attendees */
export const GetEventsAttendeesReplies = {
  200: z.object({
    data: z.array(AttendeeListRowSchema),
    meta: PageMetaSchema,
    abilities: objectAbilitiesSchema('guest'),
  }),
};

/** GET /api/v2/events/:e/attendees/ids */
export const GetEventsAttendeesIdsReplies = { 200: z.object({ data: z.array(z.string()), meta: z.object({ total: z.number() }) }) };

/** The guest list's counters, one per stat filter. */
export const AttendeeStatsSchema = z.object({
  total_individuals: z.number(),
  rsvp_pending: z.number(),
  rsvp_yes: z.number(),
  rsvp_no: z.number(),
  approval_pending: z.number(),
  approval_yes: z.number(),
  approval_no: z.number(),
  checked_in: z.number(),
  not_checked_in: z.number(),
  invited: z.number(),
  rsvped: z.number(),
  forfeited: z.number(),
  not_forfeited: z.number(),
  accounts: z.number(),
  no_accounts: z.number(),
  total_seats: z.number(),
  total_seated: z.number(),
  total_unseated: z.number(),
  invitation_bounced: z.number().describe('Guests whose latest invitation did not arrive (bounced or refused): the filter of the same name lists them.'),
  waitlisted: z.number().describe('Guests waiting on the waitlist for a place (each the lead of a party); 0 in a past view, which the waitlist does not keep.'),
  offered: z.number().describe('Guests offered places from the waitlist and not yet claimed; 0 in a past view.'),
});

/** GET /api/v2/events/:e/attendees/stats */
export const GetEventsAttendeesStatsReplies = {
  200: z.object({
    data: AttendeeStatsSchema,
  }),
};

/** GET /api/v2/attendees/:id */
export const GetAttendeesReplies = {
  200: z.object({ data: GuestSchema, abilities: objectAbilitiesSchema('guest') }),
};

/**
 * GET and POST /api/v2/events/attendees/:id/check-in and .../undo-check-in. A retry with the same
 * Idempotency-Key answers the first reply as it was kept, which carries no position.
 */
export const CheckInReplies = { 200: z.object({ data: GuestSchema, position: PositionSchema.nullable() }) };
