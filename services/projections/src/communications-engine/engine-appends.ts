import { randomUUID } from 'node:crypto';
import { eventCatalogue, streamIds, type EventData } from '@usher/events';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { uuidv7 } from '@usher/infra/eventstore/uuid-v7';
import { WrongExpectedVersionError, type AppendRequest, type EventMetadata } from '@usher/infra/eventstore/types';

/** The tenant of what the engine appends: its events are an event's, like the organiser's own. */
export interface EngineTenant {
  eventUuid: string;
  organisationId: string | null;
}

/** The engine acts as the product itself: a system actor, named for the audit log. */
export function engineMetadata(tenant: EngineTenant, now: Date, correlationId: string = randomUUID()): EventMetadata {
  return {
    actor: { type: 'system', id: null, name: 'Mail sender' },
    event_uuid: tenant.eventUuid,
    organisation_id: tenant.organisationId,
    correlation_id: correlationId,
    causation_id: null,
    socket_id: null,
    occurred_at: now.toISOString(),
    source: 'communications engine',
  };
}

/** A new message's stream, which must not exist yet: a second attempt to make it is refused, never doubled. */
export function messageCreation(
  data: Omit<EventData<'OutboundMessageCreated'>, 'notification'> & Partial<Pick<EventData<'OutboundMessageCreated'>, 'notification'>>,
  metadata: EventMetadata,
): AppendRequest {
  const entry = eventCatalogue.OutboundMessageCreated;
  return {
    streamId: streamIds.outboundMessage(data.message_id),
    expectedVersion: 0,
    events: [{ type: 'OutboundMessageCreated', schemaVersion: entry.version, data: entry.schema.parse(data), metadata }],
  };
}

export type StatusChange = Omit<EventData<'OutboundMessageStatusChanged'>, 'detail' | 'code' | 'provider_message_id' | 'url' | 'retry_at'> &
  Partial<Pick<EventData<'OutboundMessageStatusChanged'>, 'detail' | 'code' | 'provider_message_id' | 'retry_at'>>;

/**
 * A message's status change, appended only if its stream is still at
 * `version` (the claim, and every step after it). Its event id is chosen
 * here, so a writer unsure whether an append went in can look for it.
 */
export function messageStatusChange(change: StatusChange, version: number, metadata: EventMetadata): AppendRequest {
  const entry = eventCatalogue.OutboundMessageStatusChanged;
  const data = entry.schema.parse({ detail: null, code: null, provider_message_id: null, url: null, retry_at: null, ...change });
  return {
    streamId: streamIds.outboundMessage(change.message_id),
    expectedVersion: version,
    events: [{ eventId: uuidv7(), type: 'OutboundMessageStatusChanged', schemaVersion: entry.version, data, metadata }],
  };
}

export interface AppendOutcome {
  appended: AppendRequest[];
  /** Those whose stream was not at the expected version: someone else moved it first. */
  refused: AppendRequest[];
}

/**
 * Appends requests of one stream each, many streams per call (one statement,
 * one commit) in chunks of `chunkSize`, so thousands of messages cost tens of
 * round trips and each transaction stays small. An append is all or nothing,
 * so a chunk refused for one lost race is halved until the losers stand alone;
 * everyone else's events still go in.
 */
export async function appendEach(store: EventStore, requests: AppendRequest[], chunkSize: number): Promise<AppendOutcome> {
  const outcome: AppendOutcome = { appended: [], refused: [] };
  for (let start = 0; start < requests.length; start += chunkSize) await appendSplitting(store, requests.slice(start, start + chunkSize), outcome);
  return outcome;
}

async function appendSplitting(store: EventStore, requests: AppendRequest[], outcome: AppendOutcome): Promise<void> {
  if (requests.length === 0) return;
  try {
    await store.append(requests);
    outcome.appended.push(...requests);
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    if (requests.length === 1) {
      outcome.refused.push(requests[0]!);
      return;
    }
    const half = Math.ceil(requests.length / 2);
    await appendSplitting(store, requests.slice(0, half), outcome);
    await appendSplitting(store, requests.slice(half), outcome);
  }
}
