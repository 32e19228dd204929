import { eventCatalogue, streamIds, toDomainEvent } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { messageTrackingDecider } from '@usher/domain/deciders/message-tracking-decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { WrongExpectedVersionError } from '@usher/infra/eventstore/types';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';
import { engineMetadata, type EngineTenant } from './engine-appends.ts';

/** The message whose recipient the server refused for good. */
export interface RefusedRecipient {
  email: string;
  attendee_id: string | null;
  message_id: string;
  event_uuid: string;
}

/**
 * Puts an address the server refused at RCPT (550 no such user) on its
 * organisation's suppression list, as a hard bounce does (reason 'bounced'):
 * the decider says whether it is already there, and the append is at the
 * stream's version (retried once another writer moved it first).
 */
export async function suppressRefusedAddress(store: EventStore, tenant: EngineTenant, recipient: RefusedRecipient, now: Date): Promise<void> {
  const email = recipient.email.trim();
  if (!tenant.organisationId || !email) return;
  const streamId = streamIds.suppression(tenant.organisationId, suppressionAddressKey(email));
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
    const state = fold(messageTrackingDecider, history.map(toDomainEvent));
    const events = messageTrackingDecider.decide(
      {
        type: 'SuppressAddress',
        organisation_id: tenant.organisationId,
        email,
        reason: 'bounced',
        attendee_id: recipient.attendee_id,
        message_id: recipient.message_id,
        event_uuid: recipient.event_uuid,
      },
      state,
    );
    if (events.length === 0) return;
    const metadata = engineMetadata(tenant, now);
    try {
      await store.append([
        {
          streamId,
          expectedVersion: history.at(-1)?.streamPosition ?? 0,
          events: events.map((event) => ({
            type: event.type,
            schemaVersion: eventCatalogue[event.type].version,
            data: event.data as Record<string, unknown>,
            metadata,
          })),
        },
      ]);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 3) throw error;
    }
  }
}
