import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { concurrentChange, isLostRace } from '@usher/infra/http/concurrent-change';

/** Tries of a whole command (load, decide, append) that keeps losing races to other writers. */
export const COMMAND_ATTEMPTS = 6;
// Up to this many milliseconds, times the attempt, between tries: identical requests sent at once
// (a double click, ten tabs) would otherwise collide again on each retry.
const JITTER_MS = 15;

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Wraps a command route's handler so a version conflict is handled once, for
 * every route: when the append (or a write-side row in its transaction) is
 * refused because another writer got there first, nothing was written, so the
 * handler runs again from the start: it reloads the streams, decides again on
 * the state the winner left, and answers as that decision says (200, or the
 * decider's own refusal). When the races go on past the last try, the answer
 * is a 409 `concurrent_change`, never a 500.
 */
export function decideAgainOnConflict(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function decidingAgain(this: FastifyInstance, request, reply) {
    const first = handler.call(this, request, reply);
    // A handler that answers through callbacks is left as it is.
    if (!isThenable(first)) return first;
    return (async () => {
      let running: unknown = first;
      for (let attempt = 1; ; attempt++) {
        try {
          return await running;
        } catch (error) {
          if (!isLostRace(error) || reply.sent) throw error;
          if (attempt >= COMMAND_ATTEMPTS) throw concurrentChange();
          request.log.debug({ attempt, code: (error as { code?: string }).code }, 'lost a race; deciding again');
          await sleep(Math.random() * JITTER_MS * attempt);
          running = handler.call(this, request, reply);
        }
      }
    })();
  } as RouteHandlerMethod;
}

/** Every route registered after this (in this plugin and those it registers) decides again on a conflict. */
export function decideAgainOnConflictInRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.handler = decideAgainOnConflict(route.handler as RouteHandlerMethod);
  });
}
