import { z } from 'zod';
import { uuid } from './common.ts';

/** Spec section 4: the event administrator roles. */
export const eventRole = z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']);

/**
 * An event's team lives on its own stream (`event-team-{uuid}`): who besides
 * the organisation's own editors may see or change the event, and how.
 */
export const EventAdministratorInvited = z
  .object({
    event_uuid: uuid,
    administrator_id: uuid,
    email: z.string(),
    /** Set when the person already has an account in the organisation. */
    user_id: uuid.nullable().describe('Set when the person already has an account in the organisation.'),
    role: eventRole,
    via_share_link: z.boolean().optional().describe("True when the person joined through the event's share link rather than an invitation by email."),
  })
  .describe("Someone was invited to the event's team with a role. The stream is `event-team-{uuid}`.");

export const EventShareLinkReset = z
  .object({
    event_uuid: uuid,
    generation: z.number().int().min(1).describe('Share links signed for an earlier generation stop working.'),
  })
  .describe("The event's share links were reset: links handed out before no longer let anyone join.");

export const EventAdministratorRoleChanged = z
  .object({ event_uuid: uuid, administrator_id: uuid, role: eventRole })
  .describe("A team member's role on the event changed.");

/** The invited person created their account. */
export const EventAdministratorJoined = z
  .object({ event_uuid: uuid, administrator_id: uuid, user_id: uuid })
  .describe('An invited team member created their account.');
