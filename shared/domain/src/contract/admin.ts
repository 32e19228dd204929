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
});

/** GET /api/v2/user */
export const GetUserReplies = {
  200: z.object({
    data: z.array(AdminUserSchema),
    meta: PageMetaSchema,
  }),
};
