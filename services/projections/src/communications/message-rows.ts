import type { DomainEvent, EventType } from '@usher/events';
import { nextStatus, type MessageStatus } from '@usher/domain/communications/message-status';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState } from '../runner/projection.ts';

export const MESSAGE_EVENT_TYPES = ['OutboundMessageCreated', 'OutboundMessageStatusChanged'] as const satisfies readonly EventType[];

const STATUSES = 'communications.statuses';

/** Each message's status before the batch, read in one query: a status change needs the one it replaces. */
export async function loadMessageStatuses(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const ids = [...new Set(events.filter((event) => event.type === 'OutboundMessageStatusChanged').map((event) => (event.data as { message_id: string }).message_id))];
  const statuses = new Map<string, MessageStatus>();
  if (ids.length > 0) {
    const rows = await trx.selectFrom('rm_outbound_messages').select(['id', 'status']).where('id', 'in', ids).execute();
    for (const row of rows) statuses.set(row.id, row.status as MessageStatus);
  }
  batch.set(STATUSES, statuses);
}

type Change = { event_uuid: string; id: string } | null;

/**
 * rm_outbound_messages: one row per recipient's message. The status follows
 * nextStatus (a late report never takes a message back); the version is the
 * stream's, so a sender can claim the message by appending at it.
 */
export async function applyMessageEvent(trx: Db, event: DomainEvent, at: string, version: number, batch: BatchState): Promise<Change> {
  const statuses = (batch.get(STATUSES) as Map<string, MessageStatus> | undefined) ?? new Map<string, MessageStatus>();
  if (event.type === 'OutboundMessageCreated') {
    const data = event.data;
    await trx
      .insertInto('rm_outbound_messages')
      .values({
        id: data.message_id, event_uuid: data.event_uuid, alert_id: data.alert_id, attendee_id: data.attendee_id, email: data.email, round: data.round,
        status: data.status, status_at: at, detail: null, code: null, due_at: data.due_at, retry_at: null,
        smtp_configuration_id: data.smtp_configuration_id, provider_message_id: null, version, created_at: at, updated_at: at,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    statuses.set(data.message_id, data.status);
    return { event_uuid: data.event_uuid, id: data.alert_id ?? data.message_id };
  }
  if (event.type === 'OutboundMessageStatusChanged') {
    const data = event.data;
    const current = statuses.get(data.message_id);
    if (!current) return null;
    const status = nextStatus(current, data.status);
    statuses.set(data.message_id, status);
    await trx
      .updateTable('rm_outbound_messages')
      .set({
        version,
        updated_at: at,
        ...(status !== current || status === data.status ? { status, status_at: at, detail: data.detail, code: data.code } : {}),
        ...(data.status === 'queued' ? { retry_at: data.retry_at } : {}),
        ...(data.status === 'sending' ? { attempts: (eb) => eb('attempts', '+', 1) } : {}),
        // A later 'sent' (a delivery report saying the receiving server is still trying) keeps when it was sent and the server's id.
        ...(data.status === 'sent'
          ? { sent_at: (eb) => eb.fn.coalesce('sent_at', eb.val(at)), provider_message_id: (eb) => eb.fn.coalesce(eb.val(data.provider_message_id), 'provider_message_id'), retry_at: null }
          : {}),
        ...(data.status === 'delivered' ? { delivered_at: at } : {}),
        ...(data.status === 'opened' || data.status === 'read' ? { opened_at: (eb) => eb.fn.coalesce('opened_at', eb.val(at)) } : {}),
        ...(data.status === 'clicked' ? { clicked_at: (eb) => eb.fn.coalesce('clicked_at', eb.val(at)), opened_at: (eb) => eb.fn.coalesce('opened_at', eb.val(at)) } : {}),
      })
      .where('id', '=', data.message_id)
      .execute();
    return { event_uuid: data.event_uuid, id: data.alert_id ?? data.message_id };
  }
  return null;
}
