import { z } from 'zod';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';
import { OrganisationBrandSchema, PositionSchema } from './common.ts';
import { DefaultFieldsSchema } from './events.ts';
import { GuestSchema } from './attendees.ts';
import { PassSeatSchema } from './passes.ts';
import { WalletLinksSchema } from './wallet.ts';

export const EventSummarySchema = z.object({ name: z.string(), when: z.string().nullable(), where: z.string().nullable(), timezone: z.string() });

export const RsvpGuestSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  is_attending: z.boolean().nullable(),
  rsvped_at: z.string().nullable(),
});

/** A guest's calendar entry for the event (see invitations/calendar-entry.ts). */
export const CalendarEntrySchema = z.object({
  uid: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  location: z.string().nullable(),
  url: z.string().nullable(),
});

export const RsvpPageSchema = z.object({
  language: z
    .enum(GUEST_LANGUAGES)
    .describe("The language of the page's words and dates: the guest's choice on the page, else the guest's, else the event's, else the browser's."),
  event: EventSummarySchema,
  organisation: OrganisationBrandSchema.describe('Who invites the guest: the organisation name and logo, shown in place of Usher.'),
  guest: RsvpGuestSchema,
  plus_ones: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
  plus_ones_allowed: z.boolean(),
  plus_one_limit: z.number(),
  default_fields: DefaultFieldsSchema,
  /** The guest's pass page, once they said Yes to an event with passes; null otherwise. */
  pass_link: z.string().nullable(),
  /** What "Add to calendar" adds, once they said Yes to an event with a date; null otherwise. */
  calendar: CalendarEntrySchema.nullable(),
  /** Where the guest sits, as their pass shows it; empty until seated or when the event does not show seats. */
  seat: z.array(PassSeatSchema),
  /** "Add to Apple Wallet" and "Add to Google Wallet", once they said Yes to an event with passes, on an instance with the wallet's credentials. */
  wallet: WalletLinksSchema,
});

/** PUT /api/v2/events/attendees/:id/resend-invitation */
export const PutEventsAttendeesResendInvitationReplies = { 200: z.object({ data: GuestSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:e/attendees-bulk/invite */
export const PutEventsAttendeesBulkInviteReplies = {
  200: z.object({
    data: z.object({ invited: z.number(), skipped_without_email: z.number(), attendees: z.array(z.string()) }),
    position: PositionSchema,
  }),
};

/** GET /api/v2/events/:e/attendees/:id/invitation-links */
export const GetEventsAttendeesInvitationLinksReplies = { 200: z.object({ data: z.object({ attendee_id: z.string(), rsvp_link: z.string() }) }) };

/** GET /api/v2/public/rsvp/:token */
export const GetPublicRsvpReplies = { 200: z.object({ data: RsvpPageSchema }) };

/** POST /api/v2/public/rsvp/:token */
export const PostPublicRsvpReplies = { 200: z.object({ position: PositionSchema, data: RsvpPageSchema }) };

/** The invitation as one guest would get it if invited now (the Bulk Invite dialog's preview). */
export const InvitationPreviewSchema = z.object({
  to: z.string().describe("The guest's address."),
  from_name: z.string().describe("The sender name the guest reads: the organisation's, else the product's."),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});

/** GET /api/v2/events/:e/attendees/:id/invitation-preview */
export const GetEventsAttendeesInvitationPreviewReplies = { 200: z.object({ data: InvitationPreviewSchema }) };
