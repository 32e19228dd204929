import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ReplicaSet } from '@usher/infra/db/replicas/replica-set';
import { withReadRoute, type ReadRoute } from '@usher/infra/db/replicas/read-route';
import { writtenWalOf } from '@usher/infra/http/written-wal-cookie';

/** Sent back with every routed answer: which server's data it shows (diagnostics, and the cluster test counts fallbacks by it). */
export const READ_SOURCE_HEADER = 'x-read-source';
/** A client that needs the primary's data says so (`X-Read-From: primary`). */
const READ_FROM_HEADER = 'x-read-from';

const routeOf = new WeakMap<FastifyRequest, ReadRoute>();

/**
 * The query API with replicas: each route's handler runs with its reads sent
 * to a replica in rotation, chosen per request, unless the client asked for
 * the primary or its session wrote lately and no replica has replayed that
 * write yet (written-wal-cookie.ts). Authentication and access checks run
 * before the handler and read from the primary: a session made a moment ago
 * is always found. Websocket routes stay on the primary, beside the NOTIFY
 * listener that drives them.
 */
export function routeReadsToReplicas(app: FastifyInstance, replicas: ReplicaSet): void {
  app.addHook('onRoute', (route) => {
    if ((route as { websocket?: boolean }).websocket) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function routedHandler(request, reply) {
      const replica = request.headers[READ_FROM_HEADER] === 'primary' ? null : replicas.pick(writtenWalOf(request));
      return withReadRoute(replicas, replica, (readRoute) => {
        routeOf.set(request, readRoute);
        return handler.call(this, request, reply);
      });
    };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const readRoute = routeOf.get(request);
    if (readRoute) reply.header(READ_SOURCE_HEADER, readRoute.replica ? 'replica' : readRoute.fellBack ? 'primary-fallback' : 'primary');
    return payload;
  });
}
