import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpoint } from '../runner/checkpoints.ts';
import type { EndpointDirectory } from './endpoint-directory.ts';
import { deliveryId } from './webhook-signature.ts';

export const WEBHOOK_MATCHER = 'webhook_matcher';
const INSERT_CHUNK = 1000;

interface BatchEffects {
  deliveries: { id: string; endpoint_id: string; source_event_id: string; event_type: string; transaction_id: string; global_position: string }[];
  enabled: string[];
  deleted: string[];
  notices: { source_event_id: string; endpoint_id: string; kind: string }[];
}

/** What one batch of the log asks of the webhook tables; folds endpoint events into the directory as it goes. */
export function effectsOf(directory: EndpointDirectory, events: StoredEvent[]): BatchEffects {
  const effects: BatchEffects = { deliveries: [], enabled: [], deleted: [], notices: [] };
  for (const event of events) {
    directory.apply(event);
    const endpointId = (event.data as { endpoint_id?: string }).endpoint_id;
    if (event.type === 'WebhookEndpointEnabled' && endpointId) effects.enabled.push(endpointId);
    if (event.type === 'WebhookEndpointDeleted' && endpointId) effects.deleted.push(endpointId);
    if (event.type === 'WebhookEndpointDisabled' && endpointId && ['failing', 'owner_deleted'].includes((event.data as { reason: string }).reason)) {
      effects.notices.push({ source_event_id: event.eventId, endpoint_id: endpointId, kind: 'disabled' });
    }
    for (const endpoint_id of directory.recipientsOf(event)) {
      effects.deliveries.push({
        id: deliveryId(endpoint_id, event.eventId),
        endpoint_id,
        source_event_id: event.eventId,
        event_type: event.type,
        transaction_id: event.transactionId,
        global_position: event.globalPosition,
      });
    }
  }
  return effects;
}

/**
 * Writes a batch's deliveries (one row per endpoint and event) in the same
 * transaction that moves the matcher's checkpoint: a restart neither loses a
 * delivery nor queues one twice. False when another process moved the
 * checkpoint first (nothing was written).
 */
export async function commitBatch(db: Db, from: LogPosition, to: LogPosition, effects: BatchEffects): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await advanceCheckpoint(trx, WEBHOOK_MATCHER, from, to))) return false;
    for (let start = 0; start < effects.deliveries.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('webhook_deliveries')
        .values(effects.deliveries.slice(start, start + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['endpoint_id', 'source_event_id']).doNothing())
        .execute();
    }
    if (effects.enabled.length > 0) {
      // Turned back on: its back-off starts over, and its waiting deliveries go now.
      await trx.deleteFrom('webhook_endpoint_health').where('endpoint_id', 'in', effects.enabled).execute();
      await trx
        .updateTable('webhook_deliveries')
        .set({ round_attempts: 0, next_attempt_at: null })
        .where('endpoint_id', 'in', effects.enabled)
        .where('status', '=', 'pending')
        .execute();
    }
    if (effects.deleted.length > 0) {
      await trx.deleteFrom('webhook_deliveries').where('endpoint_id', 'in', effects.deleted).execute();
      await trx.deleteFrom('webhook_endpoint_health').where('endpoint_id', 'in', effects.deleted).execute();
    }
    if (effects.notices.length > 0) {
      await trx
        .insertInto('webhook_notices')
        .values(effects.notices)
        .onConflict((oc) => oc.column('source_event_id').doNothing())
        .execute();
    }
    return true;
  });
}

/**
 * Reads the events deliveries name, through the store (so upcasting and
 * decryption apply), in one statement: by delivery id, absent when the event
 * is no longer in the log.
 */
export async function readDeliveredEvents(
  store: EventStore,
  deliveries: readonly { id: string; global_position: string; source_event_id: string }[],
): Promise<Map<string, StoredEvent>> {
  const events = await store.readAt(deliveries.map((delivery) => delivery.global_position));
  const byId = new Map(events.map((event) => [event.eventId, event]));
  const found = new Map<string, StoredEvent>();
  for (const delivery of deliveries) {
    const event = byId.get(delivery.source_event_id);
    if (event && event.globalPosition === delivery.global_position) found.set(delivery.id, event);
  }
  return found;
}
