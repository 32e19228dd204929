import { randomUUID } from 'node:crypto';
import { eventCatalogue, streamIds, type DomainEvent } from '@usher/events';
import { messageTokenFor } from '../mail/message-tokens.ts';
import type { TestApp } from './test-app.ts';
import { systemTestMetadata } from './test-metadata.ts';

export interface SentMessage {
  messageId: string;
  /** The message's token, as its links and return address carry it. */
  token: string;
}

/**
 * A message that went out to one guest, as the sending engine records it
 * (made, being sent, accepted by the server with its id), appended straight
 * to the log: for tests of what comes back about sent messages.
 */
export async function appendSentMessage(
  t: TestApp,
  message: { eventUuid: string; attendeeId: string | null; email: string; alertId?: string | null },
): Promise<SentMessage> {
  const messageId = randomUUID();
  const base = { event_uuid: message.eventUuid, message_id: messageId, alert_id: message.alertId ?? null, attendee_id: message.attendeeId };
  const status = (status: 'sending' | 'sent'): DomainEvent => ({
    type: 'OutboundMessageStatusChanged',
    data: {
      ...base,
      status,
      detail: null,
      code: status === 'sent' ? '250' : null,
      provider_message_id: status === 'sent' ? `<${messageId}@usher.test>` : null,
      url: null,
      retry_at: null,
    },
  });
  const events: DomainEvent[] = [
    {
      type: 'OutboundMessageCreated',
      data: { ...base, email: message.email, round: 0, status: 'accepted', due_at: new Date().toISOString(), smtp_configuration_id: null, notification: null },
    },
    status('sending'),
    status('sent'),
  ];
  await t.context.store.append([
    {
      streamId: streamIds.outboundMessage(messageId),
      expectedVersion: 0,
      events: events.map((event) => ({
        type: event.type,
        schemaVersion: eventCatalogue[event.type].version,
        data: event.data,
        metadata: systemTestMetadata(message.eventUuid),
      })),
    },
  ]);
  // What comes back about a message reads its event's organisation and its row from the read
  // models: settled here, so no test races the projections (a busy machine lost that race).
  await t.settle();
  return { messageId, token: await messageTokenFor(t.context.db, messageId) };
}
