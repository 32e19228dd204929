import { z } from 'zod';
import { NoContentSchema } from './common.ts';

/** One place the signed-in account is signed in. */
export const AccountSessionSchema = z.object({
  id: z.string().describe("The session's public id (never its token)."),
  device: z.string().describe('Browser and operating system, from the user agent: "Chrome 131 on macOS".'),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable().describe('The address the session signed in from. An address, not a city: the product keeps no geolocation database.'),
  signed_in_at: z.string(),
  last_seen_at: z.string().describe('When the session was last used (updated at most once a minute).'),
  current: z.boolean().describe('This is the session asking.'),
  administrator: z.string().nullable().describe('Set on a session an administrator of the instance opened to help (log-in-as): their name.'),
});

/** GET /api/auth/sessions */
export const GetAuthSessionsReplies = { 200: z.object({ data: z.array(AccountSessionSchema) }) };

/** DELETE /api/auth/sessions/{id} */
export const DeleteAuthSessionReplies = { 204: NoContentSchema };

/** DELETE /api/auth/sessions: every session but this one. */
export const DeleteAuthSessionsReplies = { 200: z.object({ data: z.object({ ended: z.number().int().describe('How many sessions were signed out.') }) }) };

/** POST /api/v2/user/{id}/disable and /enable */
export const PostUserDisabledReplies = {
  200: z.object({ data: z.object({ id: z.string(), disabled: z.boolean(), disabled_at: z.string().nullable() }) }),
};

/** DELETE /api/v2/user/{id}/sessions */
export const DeleteUserSessionsReplies = { 200: z.object({ data: z.object({ ended: z.number().int().describe('How many sessions were signed out.') }) }) };
