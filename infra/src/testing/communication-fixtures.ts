import { randomUUID } from 'node:crypto';
import { streamIds } from '@usher/events';
import type { EventStore } from '../eventstore/event-store.ts';
import { systemTestMetadata } from './test-metadata.ts';

// What the sending engine appends (shared/events/src/communication-events.ts):
// a communication dispatched to its recipients and their messages' statuses,
// for tests of the routes that read and act on sent communications without
// running the engine.

async function appendTo(store: EventStore, eventUuid: string, streamId: string, events: { type: string; data: Record<string, unknown> }[]): Promise<void> {
  const version = await store.streamVersion(streamId);
  const metadata = systemTestMetadata(eventUuid);
  await store.append([{ streamId, expectedVersion: version, events: events.map((event) => ({ ...event, schemaVersion: 1, metadata })) }]);
}

export interface Recipient {
  attendee_id: string;
  email: string;
}

/** A message made for one recipient (round 0 unless said), as the dispatcher makes it; returns its id. */
export async function messageFor(store: EventStore, eventUuid: string, alertId: string, recipient: Recipient, round = 0): Promise<string> {
  const messageId = randomUUID();
  const due_at = new Date().toISOString();
  await appendTo(store, eventUuid, streamIds.outboundMessage(messageId), [
    {
      type: 'OutboundMessageCreated',
      data: {
        event_uuid: eventUuid,
        message_id: messageId,
        alert_id: alertId,
        attendee_id: recipient.attendee_id,
        email: recipient.email,
        round,
        status: 'accepted',
        due_at,
        smtp_configuration_id: null,
      },
    },
  ]);
  return messageId;
}

/** A status reported for a message, as the sender, the bounce reader or the tracker report it. */
export async function reportStatus(
  store: EventStore,
  eventUuid: string,
  message: { id: string; alert_id: string | null; attendee_id: string | null },
  status: string,
  extra: Partial<{ detail: string; code: string; url: string; retry_at: string; provider_message_id: string }> = {},
): Promise<void> {
  await appendTo(store, eventUuid, streamIds.outboundMessage(message.id), [
    {
      type: 'OutboundMessageStatusChanged',
      data: {
        event_uuid: eventUuid,
        message_id: message.id,
        alert_id: message.alert_id,
        attendee_id: message.attendee_id,
        status,
        detail: extra.detail ?? null,
        code: extra.code ?? null,
        provider_message_id: extra.provider_message_id ?? null,
        url: extra.url ?? null,
        retry_at: extra.retry_at ?? null,
      },
    },
  ]);
}

/**
 * An alert the organiser sent now, dispatched: one message per recipient,
 * each accepted then sent. The alert must exist (created through its route).
 */
export async function dispatchAlert(store: EventStore, eventUuid: string, alertId: string, recipients: Recipient[], round = 0): Promise<string[]> {
  const messageIds: string[] = [];
  for (const recipient of recipients) {
    const id = await messageFor(store, eventUuid, alertId, recipient, round);
    await reportStatus(store, eventUuid, { id, alert_id: alertId, attendee_id: recipient.attendee_id }, 'sending');
    await reportStatus(store, eventUuid, { id, alert_id: alertId, attendee_id: recipient.attendee_id }, 'sent', {
      code: '250',
      provider_message_id: `${id}@test`,
    });
    messageIds.push(id);
  }
  await appendTo(store, eventUuid, streamIds.alert(alertId), [
    {
      type: 'AlertDispatched',
      data: { event_uuid: eventUuid, alert_id: alertId, round, recipients: recipients.length, dispatched_at: new Date().toISOString() },
    },
  ]);
  return messageIds;
}
