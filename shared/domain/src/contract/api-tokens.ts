import { z } from 'zod';
import { apiTokenScope } from '@usher/events';

/** A token as the list shows it: never the token itself. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiTokenScope),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

/** The reply to a creation: the only time the plain token is ever sent. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
