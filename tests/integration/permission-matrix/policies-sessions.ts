import { randomUUID } from 'node:crypto';
import { openSession } from '@usher/command/identity/sessions';
import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

/** A second session of the editor's, to sign out: the editor's own (used by every other route) stays. */
const spareEditorSession = async (world: World, ids: WorldIds) => {
  const { tokenHash } = await openSession(world.t.context, ids.editorUserId, { ip: '127.0.0.1', userAgent: 'Matrix' });
  const row = await world.t.context.db.selectFrom('sessions').select('id').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  return { editorSession: row.id };
};

/**
 * A new account of its own, for an administrator's action that would otherwise shut a role out of
 * the rest of the matrix: it stands in for the viewer, whom the refused roles name.
 */
const spareAccount = async (world: World) => {
  // A bare row is enough for these actions, and spares the matrix a sign-up's password hashing.
  const id = randomUUID();
  await world.t.context.db
    .insertInto('users')
    .values({
      id,
      organisation_id: randomUUID(),
      first_name: 'Spare',
      last_name: 'Account',
      email: `spare-${id}@example.com`,
      password_hash: 'not a hash: this account never signs in',
      profile_image_src: null,
      email_verified_at: null,
    })
    .execute();
  return { viewerUserId: id };
};

/** A spare account an administrator disabled, to enable again. */
const disabledSpareAccount = async (world: World) => {
  const { viewerUserId } = await spareAccount(world);
  const response = await world.t.app.inject({ method: 'POST', url: `/api/v2/user/${viewerUserId}/disable`, headers: world.auth.instance_admin });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { viewerUserId };
};

/** Issue 18, sessions: the account's own list and sign-outs, and an administrator's disable, enable and sign-out-everywhere. */
export const SESSIONS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/auth/sessions': { url: () => '/api/auth/sessions' },
  // Each role asks with its one session, which stays: only its others (if any) end.
  'DELETE /api/auth/sessions': { url: () => '/api/auth/sessions' },
  // Everyone but the editor names the editor's session: to them it is as unknown as a missing one.
  'DELETE /api/auth/sessions/{id}': { url: (ids) => `/api/auth/sessions/${ids.editorSession}`, prepare: spareEditorSession },
  'POST /api/v2/user/{id}/disable': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/disable`, prepare: spareAccount },
  'POST /api/v2/user/{id}/enable': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/enable`, prepare: disabledSpareAccount },
  'DELETE /api/v2/user/{id}/sessions': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/sessions`, prepare: spareAccount },
};

/** Every route of this part has a policy above. */
export const SESSIONS_EXEMPT: Record<string, string> = {};
