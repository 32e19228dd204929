import type { ProjectionChangeMessage } from '@usher/domain/contract/live';
import type { ProjectionChange } from './projection.ts';

export { PROJECTION_CHANNEL } from '@usher/infra/eventstore/channels';
// PostgreSQL caps a notification at 8000 bytes; past this, say "many changed".
const MAX_IDS_PER_MESSAGE = 100;

/**
 * Tells every websocket hub (in any process) which screens changed. Sent
 * after the batch commits, outside it: a NOTIFY inside a transaction would
 * serialise commits behind PostgreSQL's notify lock.
 */
export function messagesFor(projection: string, changes: ProjectionChange[], position: string): ProjectionChangeMessage[] {
  const messages: ProjectionChangeMessage[] = [];
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
    const message: ProjectionChangeMessage = {
      projection,
      event_uuid,
      ids: entry.ids.size <= MAX_IDS_PER_MESSAGE ? [...entry.ids] : null,
      position,
      origin_socket_ids: entry.anonymous ? [] : [...entry.sockets].slice(0, 20),
    };
    messages.push(message);
  }
  return messages;
}
