import { z } from 'zod';

/** Whether the host may still change their group. */
export const HostAccessSchema = z.object({
  open: z.boolean().describe('False after host_access_till (event time) or when the group is switched off: read-only.'),
  message: z.string().nullable(),
});

/** A group as its host sees it in the host portal: the event, the deadline, the access and the ticket counters. */
export const HostedGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  experience_type: z.string(),
  event: z.object({ uuid: z.string(), name: z.string(), when: z.string().nullable(), where: z.string().nullable(), timezone: z.string() }),
  host: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  host_access_till: z.string().nullable().describe("'YYYY-MM-DD HH:MM:00' in the event's time zone, or null."),
  access: HostAccessSchema,
  settings: z.object({
    is_email_required: z.boolean(),
    is_sending_tickets_enabled: z.boolean(),
    is_invitations_enabled: z.boolean().describe("The event's Invitations switch: false, the host's Invite is refused (409 invitations_off)."),
    shows_seats: z.boolean().describe("Guests' seats are shown: the event seats guests and the group does not hide seating."),
    shows_floor_plan: z.boolean().describe('Hosts may open the floor plan with their guests lit.'),
  }),
  tickets: z.object({ allocated: z.number(), named: z.number(), placeholders: z.number(), attending: z.number(), checked_in: z.number() }),
});

/** A guest of the group, as its host sees them. */
export const PortalGuestSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_placeholder: z.boolean().describe("An unnamed ticket, shown as 'Guest Of' the group."),
  is_attending: z.boolean().nullable(),
  rsvped_at: z.string().nullable(),
  is_invited: z.boolean(),
  invitation_sent_at: z.string().nullable(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  seat: z.string().nullable().describe("Where the guest sits ('Table 3, Seat 4'); null when unseated or the group hides seating."),
});

/** Who a host link names, for the PRO sign-in page. */
export const HostOfLinkSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  event_name: z.string(),
  experience_type: z.string().nullable(),
});
