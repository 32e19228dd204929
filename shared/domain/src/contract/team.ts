import { z } from 'zod';
import { PositionSchema } from './common.ts';

export const TeamInvitationSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  email: z.string(),
  user_id: z.string().nullable(),
  role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']),
  is_pending: z.boolean(),
});

/** POST /api/v2/events/:e/administrators */
export const PostEventsAdministratorsReplies = { 201: z.object({ data: TeamInvitationSchema, position: PositionSchema }) };

/** POST /api/v2/events/administrators/:id/set-role */
export const PostEventsAdministratorsSetRoleReplies = { 200: z.object({ data: TeamInvitationSchema, position: PositionSchema }) };

/** The event's share link for one role. */
export const ShareLinkSchema = z.object({
  event_uuid: z.string(),
  role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan']),
  code: z.string(),
  link: z.string(),
});

/** GET /api/v2/events/:id/share/link */
export const GetEventsShareLinkReplies = {
  200: z.object({
    data: ShareLinkSchema,
  }),
};

/** POST /api/v2/events/:id/share/link/reset */
export const PostEventsShareLinkResetReplies = {
  200: z.object({ data: z.object({ event_uuid: z.string(), generation: z.number() }), position: PositionSchema }),
};

const TeamRoleSchema = z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']);

/** A person on the event's team: an organisation member (id null until the team names them) or a pending invitation. */
export const TeamMemberSchema = z.union([
  z.object({
    is_pending: z.boolean(),
    role: TeamRoleSchema,
    role_label: z.string(),
    id: z.string().nullable(),
    user_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  z.object({
    is_pending: z.boolean(),
    role: TeamRoleSchema,
    role_label: z.string(),
    id: z.string(),
    user_id: z.null(),
    first_name: z.null(),
    last_name: z.null(),
    email: z.string(),
  }),
]);

/** GET /api/v2/events/:e/administrators */
export const GetEventsAdministratorsReplies = { 200: z.object({ data: z.array(TeamMemberSchema) }) };

/** What the signed-in person may do on the event, and their role. */
export const MyEventPermissionsSchema = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  check_in: z.boolean(),
  role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']),
  role_label: z.string(),
});

/** GET /api/v2/events/:e/permissions */
export const GetEventsPermissionsReplies = {
  200: z.object({
    data: MyEventPermissionsSchema,
  }),
};

/** Who joined the event's team through a share link, and as what. */
export const AcceptedShareSchema = z.object({
  event_uuid: z.string(),
  role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']),
  joined: z.boolean(),
});

/** GET and POST /api/v2/events/share/accept/:code/:x */
export const AcceptShareLinkReplies = {
  200: z.object({
    data: AcceptedShareSchema,
    position: PositionSchema,
  }),
};
