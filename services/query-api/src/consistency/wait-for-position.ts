import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { handledEventTypes } from '@usher/events/projection-manifest';
import { logHasPosition, projectionIsBehind } from '@usher/infra/eventstore/log-lookups';
import { currentReadRoute, fallBackToPrimary } from '@usher/infra/db/replicas/read-route';

const MAX_WAIT_MS = 2000;
/** How long a replica may take to show the position (its read models replicate from the primary's) before the primary answers. */
const REPLICA_WAIT_MS = 1000;

/** The header of an answer given before the read models reached the position the client asked for. */
export const BEHIND_HEADER = 'x-read-model-behind';
const answeredBehind = new WeakSet<FastifyRequest>();

/** Whether this request's answer was read before its read models reached its X-Min-Position (the client should ask again). */
export const isAnsweredBehind = (request: FastifyRequest): boolean => answeredBehind.has(request);

/**
 * Whether the projection has applied every event it handles up to `position`.
 * An event it does not handle (a guest change, for the events list) never
 * moves its checkpoint, so it must not make the read wait.
 */
async function hasProcessed(context: ServiceContext, projection: string, position: string): Promise<boolean> {
  // A replica that has not replayed the event yet has not replayed the checkpoints past it either.
  if (currentReadRoute()?.replica && !(await logHasPosition(context.db, position))) return false;
  return !(await projectionIsBehind(context.db, projection, handledEventTypes(projection), position));
}

/**
 * Read your own writes: when the client sends the position its command
 * answered (X-Min-Position), wait briefly until every projection the route
 * reads (its own data and the events it checks access against) has passed it.
 * Past the wait the answer is given anyway, marked (BEHIND_HEADER) so that the
 * client knows it may not show its own write yet and asks again, instead of
 * showing an older state as if it were current.
 * A request read from a replica waits there first; if the replica has not
 * replayed that far in REPLICA_WAIT_MS, the primary answers instead.
 */
export async function waitForPosition(context: ServiceContext, request: FastifyRequest, ...projections: string[]): Promise<void> {
  const header = request.headers['x-min-position'];
  if (typeof header !== 'string' || !/^\d{1,18}$/.test(header) || header === '0') return;
  const deadline = Date.now() + MAX_WAIT_MS;
  const route = currentReadRoute();
  const replicaDeadline = Date.now() + REPLICA_WAIT_MS;
  for (const projection of projections) {
    while (!(await hasProcessed(context, projection, header))) {
      if (route?.replica && Date.now() >= replicaDeadline) {
        fallBackToPrimary(route);
        continue;
      }
      const left = (route?.replica ? replicaDeadline : deadline) - Date.now();
      if (left <= 0) {
        answeredBehind.add(request);
        return;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          context.listener.off('usher_projection', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 100));
        context.listener.on('usher_projection', done);
      });
    }
  }
}

/**
 * Waits (at most MAX_WAIT_MS) until the projections have applied every event they handle up to `position`:
 * for an access check on an object the log already knows, whose event the read models may be a moment
 * behind on (a guest's history asked for right after the event was created). Past the wait the check
 * goes on with what the read models hold.
 */
export async function waitUntilProjected(context: ServiceContext, position: string, ...projections: string[]): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (const projection of projections) {
    while (!(await hasProcessed(context, projection, position))) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          context.listener.off('usher_projection', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 100));
        context.listener.on('usher_projection', done);
      });
    }
  }
}
