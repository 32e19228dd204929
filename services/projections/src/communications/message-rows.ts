import type { DomainEvent, EventType } from '@usher/events';
import { guestOfStream } from '@usher/events';
import { nextStatus, type MessageStatus } from '@usher/domain/communications/message-status';
import type { Db } from '@usher/infra/db/database';
import type { RmOutboundMessagesTable } from '@usher/read-models';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState } from '../runner/projection.ts';
import { bufferIn } from '../runner/row-buffer.ts';

export const MESSAGE_EVENT_TYPES = ['OutboundMessageCreated', 'OutboundMessageStatusChanged'] as const satisfies readonly EventType[];

type MessageRow = { [K in keyof RmOutboundMessagesTable]: unknown } & { id: string; status: string; version: number; attempts: number };

const messageRows = (batch: BatchState) => bufferIn<MessageRow>(batch, 'rm_outbound_messages', 'id');

/**
 * The batch's messages, read in one query: a sending of 10,000 messages is
 * 30,000 events, and a statement per event was most of what the sending cost.
 * They are changed in memory and written back at the end of the batch.
 */
export async function loadMessageRows(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const ids = events
    .filter((event) => (MESSAGE_EVENT_TYPES as readonly string[]).includes(event.type))
    .map((event) => (event.data as { message_id: string }).message_id);
  await messageRows(batch).load(trx, ids);
}

export async function flushMessageRows(trx: Db, batch: BatchState): Promise<void> {
  await messageRows(batch).flush(trx);
}

type Change = { event_uuid: string; id: string } | null;

/**
 * Erasure: a forgotten guest's address leaves their messages (those held by this batch and those
 * already written) and the suppression list, where the suppression stays by its address key.
 */
export async function forgetGuestAddresses(trx: Db, stored: StoredEvent, batch: BatchState) {
  const attendeeId = guestOfStream(stored.streamId);
  if (!attendeeId) return null;
  const rows = messageRows(batch);
  for (const row of rows.held((candidate) => candidate.attendee_id === attendeeId)) rows.update(row.id, { email: '', detail: null });
  // The servers' words (a bounce's detail) may quote the address too.
  await trx.updateTable('rm_outbound_messages').set({ email: '', detail: null }).where('attendee_id', '=', attendeeId).execute();
  await trx.updateTable('rm_suppressions').set({ email_lower: null }).where('attendee_id', '=', attendeeId).execute();
  const eventUuid = (stored.data as { event_uuid?: string }).event_uuid;
  return eventUuid ? { event_uuid: eventUuid, id: attendeeId, socket_id: stored.metadata.socket_id } : null;
}

/**
 * rm_outbound_messages: one row per recipient's message. The status follows
 * nextStatus (a late report never takes a message back); the version is the
 * stream's, so a sender can claim the message by appending at it.
 */
export function applyMessageEvent(event: DomainEvent, at: string, version: number, batch: BatchState): Change {
  const rows = messageRows(batch);
  if (event.type === 'OutboundMessageCreated') {
    const data = event.data;
    if (!rows.get(data.message_id)) {
      rows.insert({
        id: data.message_id,
        event_uuid: data.event_uuid,
        alert_id: data.alert_id,
        attendee_id: data.attendee_id,
        email: data.email,
        round: data.round,
        status: data.status,
        status_at: at,
        detail: null,
        code: null,
        due_at: data.due_at,
        retry_at: null,
        smtp_configuration_id: data.smtp_configuration_id,
        notification: data.notification ?? null,
        provider_message_id: null,
        attempts: 0,
        version,
        sent_at: null,
        delivered_at: null,
        opened_at: null,
        clicked_at: null,
        created_at: at,
        updated_at: at,
      });
    }
    return { event_uuid: data.event_uuid, id: data.alert_id ?? data.message_id };
  }
  if (event.type === 'OutboundMessageStatusChanged') {
    const data = event.data;
    const row = rows.get(data.message_id);
    if (!row) return null;
    const current = row.status as MessageStatus;
    const status = nextStatus(current, data.status);
    rows.update(data.message_id, {
      version,
      updated_at: at,
      ...(status !== current || status === data.status ? { status, status_at: at, detail: data.detail, code: data.code } : {}),
      ...(data.status === 'queued' ? { retry_at: data.retry_at } : {}),
      ...(data.status === 'sending' ? { attempts: row.attempts + 1 } : {}),
      // A later 'sent' (a delivery report saying the receiving server is still trying) keeps when it was sent and the server's id.
      ...(data.status === 'sent'
        ? { sent_at: row.sent_at ?? at, provider_message_id: data.provider_message_id ?? row.provider_message_id, retry_at: null }
        : {}),
      ...(data.status === 'delivered' ? { delivered_at: at } : {}),
      ...(data.status === 'opened' || data.status === 'read' ? { opened_at: row.opened_at ?? at } : {}),
      ...(data.status === 'clicked' ? { clicked_at: row.clicked_at ?? at, opened_at: row.opened_at ?? at } : {}),
    });
    return { event_uuid: data.event_uuid, id: data.alert_id ?? data.message_id };
  }
  return null;
}
