import { z } from 'zod';
import { uuid } from './common.ts';

// On a guest's own stream. The personal RSVP link is derived from the guest id
// and the instance secret when needed, so no token or secret is ever recorded.
export const AttendeeInvited = z
  .object({
    event_uuid: uuid,
    invitation_sent_at: z.string(),
    message: z.string().nullable(),
    resend: z.boolean().describe('True when the guest had been invited before (a resend).'),
    // Optional so invitations recorded before journeys existed still read.
    journey_id: uuid.nullable().optional().describe('The journey the invitation leads the guest through; absent or null: none chosen.'),
  })
  .describe('The guest was sent an invitation with their personal RSVP link.');

/** The guest opened their personal link for the first time. */
export const AttendeeInvitationLinkClicked = z
  .object({ event_uuid: uuid, link_clicked_at: z.string() })
  .describe('The guest opened their personal link for the first time.');

/** Who is told when this guest checks in; an empty list clears the alert. */
export const CheckInAlertSet = z
  .object({ event_uuid: uuid, user_ids: z.array(uuid) })
  .describe('Who is told when this guest checks in; an empty list clears the alert.');
