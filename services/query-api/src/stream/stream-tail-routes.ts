import '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { userForToken, type AuthUser } from '@usher/infra/http/authenticate';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import { signedInUser } from '@usher/infra/http/optional-sign-in';
import { userForApiToken } from '@usher/infra/http/api-token-auth';
import { HttpError } from '@usher/infra/http/errors';
import { decodeCursor } from './stream-cursor.ts';
import { eventScope, organisationScope, typesFilter } from './stream-scope.ts';
import { StreamTailQuery } from './stream-schemas.ts';
import { tailStream } from './stream-tail.ts';
import { refuseForeignOrigin } from '../live/websocket-origin.ts';
import { GetStreamWsReplies } from '@usher/domain/contract/stream';

/** Close codes: the HTTP status the same request would get, plus 4000. */
function closeCodeOf(error: unknown): number {
  if (error instanceof HttpError) return 4000 + error.statusCode;
  if (error instanceof DomainError) return { validation: 4422, not_found: 4404, forbidden: 4403, conflict: 4409 }[error.kind];
  return 1011;
}

/** Whether the credential the tail opened with still holds: a revoked token or closed session ends it. */
function credentialCheck(context: ServiceContext, request: FastifyRequest, user: AuthUser): () => Promise<boolean> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (user.via === 'api_token' && token) return async () => (await userForApiToken(context, token)) !== null;
  if (user.via === 'bearer' && token) return async () => (await userForToken(context, token)) !== null;
  return async () => true;
}

/**
 * The tail follows `?e=` (those who may read that event) or, without it, the
 * whole organisation (those whose role on all its events lets them read).
 * Judged by the declared-needs hook; a refusal closes the socket.
 */
const followedEvent: EventOfObject = {
  object: 'event',
  action: 'read',
  otherwise: 'all_events',
  find: async (request) => {
    const query = StreamTailQuery.safeParse(request.query);
    if (!query.success) throw DomainError.validation({ query: ['The query is invalid.'] });
    return query.data.e ?? null;
  },
};

/**
 * `GET /api/v2/stream/ws?after=&types=&e=`: the live tail. Authenticated like
 * any request (API token or session by the Authorization header, or the
 * dashboard's cookie); failures close the socket with 4000 + the HTTP status.
 */
export function streamTailRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/stream/ws',
      {
        config: { need: ['listen', 'socket'], eventOf: followedEvent },
        websocket: true,
        schema: { hide: true, response: GetStreamWsReplies },
        preValidation: refuseForeignOrigin(),
      },
      async (socket, request) => {
        // Messages from the client are not part of the protocol; errors end the socket.
        socket.on('error', () => socket.terminate());
        try {
          const user = signedInUser(request);
          const query = StreamTailQuery.parse(request.query);
          const from = decodeCursor(query.after);
          const types = typesFilter(query.types);
          const scope = query.e ? eventScope(user, query.e, types) : await organisationScope(context, user, types);
          await tailStream(context, socket, scope, from, credentialCheck(context, request, user));
        } catch (error) {
          if (socket.readyState === socket.OPEN) socket.close(closeCodeOf(error), error instanceof Error ? error.message.slice(0, 120) : 'Error');
          if (closeCodeOf(error) === 1011) request.log.error({ err: error }, 'stream tail failed');
        }
      },
    );
  };
}
