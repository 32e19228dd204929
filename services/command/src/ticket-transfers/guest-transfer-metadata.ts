import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@usher/infra/eventstore/types';

/** A change made through a guest's own link (their pass, or the link of a transfer offered to them) is theirs. */
export function guestLinkMetadata(
  request: FastifyRequest,
  input: { attendeeId: string; name: string; eventUuid: string; organisationId: string | null; source: string },
): EventMetadata {
  return {
    actor: { type: 'guest_link', id: input.attendeeId, name: input.name.trim() || null },
    event_uuid: input.eventUuid,
    organisation_id: input.organisationId,
    correlation_id: request.id ?? randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: input.source,
  };
}
