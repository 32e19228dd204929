import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { ProjectionChange } from './projection.ts';

export const PROJECTION_CHANNEL = 'usher_projection';
// PostgreSQL caps a notification at 8000 bytes; past this, say "many changed".
const MAX_IDS_PER_MESSAGE = 100;

export interface ProjectionMessage {
  projection: string;
  event_uuid: string;
  ids: string[] | null;
  position: string;
  origin_socket_ids: string[];
}

/**
 * Tells every websocket hub (in any process) which screens changed. Sent
 * inside the batch's transaction, so it is delivered exactly when the change
 * becomes visible.
 */
export async function publishChanges(trx: Db, projection: string, changes: ProjectionChange[], position: string): Promise<void> {
  const byEvent = new Map<string, { ids: Set<string>; sockets: Set<string>; anonymous: boolean }>();
  for (const change of changes) {
    const entry = byEvent.get(change.event_uuid) ?? { ids: new Set(), sockets: new Set(), anonymous: false };
    if (change.id) entry.ids.add(change.id);
    // A change without a socket came from elsewhere (API, another process): nobody may skip it.
    if (change.socket_id) entry.sockets.add(change.socket_id);
    else entry.anonymous = true;
    byEvent.set(change.event_uuid, entry);
  }
  for (const [event_uuid, entry] of byEvent) {
    const message: ProjectionMessage = {
      projection,
      event_uuid,
      ids: entry.ids.size <= MAX_IDS_PER_MESSAGE ? [...entry.ids] : null,
      position,
      origin_socket_ids: entry.anonymous ? [] : [...entry.sockets].slice(0, 20),
    };
    await sql`select pg_notify(${PROJECTION_CHANNEL}, ${JSON.stringify(message)})`.execute(trx);
  }
}
