import { z } from 'zod';
import { PageMetaSchema } from './common.ts';

/** A user as the instance administrators' user list shows them. */
export const AdminUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  organisation_id: z.string(),
  is_admin: z.boolean(),
  created_at: z.string(),
  last_signed_in_at: z.string().nullable(),
  disabled: z.boolean().describe('An administrator disabled the account: it cannot sign in.'),
  two_factor_enabled: z.boolean().describe('Signing in asks this account for a second factor.'),
  two_factor_required: z.boolean().describe('An instance administrator requires a second factor of this account.'),
});

/** GET /api/v2/user */
export const GetUserReplies = {
  200: z.object({
    data: z.array(AdminUserSchema),
    meta: PageMetaSchema,
  }),
};

/** An event a follower of the log (a read model, the mail dispatcher, the webhook matcher) could not handle and set aside. */
export const ProjectionFailureSchema = z.object({
  projection: z.string().describe('What set the event aside: a read model (guest_list, …), mail_dispatcher or webhook_matcher.'),
  global_position: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  stream_id: z.string(),
  event_uuid: z.string().nullable(),
  organisation_id: z.string().nullable(),
  error: z.string(),
  sqlstate: z.string().nullable(),
  attempts: z.number().int(),
  first_failed_at: z.string(),
  last_failed_at: z.string(),
  resolved_at: z.string().nullable(),
});

/** GET /api/v2/admin/projection-failures */
export const GetProjectionFailuresReplies = {
  200: z.object({ data: z.array(ProjectionFailureSchema), meta: PageMetaSchema.extend({ open: z.number().int() }) }),
};
