import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '../eventstore/types.ts';
import type { AuthUser } from './authenticate.ts';

/** The metadata every event appended for this request carries. */
export function metadataFor(
  request: FastifyRequest,
  user: Pick<AuthUser, 'id' | 'first_name' | 'last_name' | 'organisation_id' | 'apiToken' | 'impersonator'> | null,
  eventUuid: string | null,
): EventMetadata {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
  };
  return {
    // A write through an API token is the token's (named in the audit trail), not its creator's by hand.
    actor: user?.apiToken
      ? { type: 'api_token', id: user.apiToken.id, name: user.apiToken.name }
      : user
        ? { type: 'user', id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), ...(user.impersonator && { impersonator: user.impersonator }) }
        : { type: 'system', id: null, name: null },
    event_uuid: eventUuid,
    organisation_id: user?.organisation_id ?? null,
    correlation_id: header('x-correlation-id') ?? request.id ?? randomUUID(),
    causation_id: null,
    socket_id: header('x-socket-id'),
    occurred_at: new Date().toISOString(),
    source: header('x-source') ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
}

/** The client's `Idempotency-Key` for a command it may retry (scanners, flaky networks), if it sent a usable one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : null;
}
