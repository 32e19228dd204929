import { z } from 'zod';
import { uuid } from './common.ts';

/** Identity changes, recorded for the audit trail; never a password or token. */
export const UserRegistered = z.object({
  user_id: uuid,
  organisation_id: uuid,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
});

export const UserLoggedIn = z.object({ user_id: uuid, ip: z.string().nullable() });
export const UserLoggedOut = z.object({ user_id: uuid });

export const ActivityLogRead = z.object({ log_id: uuid, user_id: uuid, read_at: z.string() });
