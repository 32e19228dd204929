import type { FastifyRequest } from 'fastify';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';

/**
 * How a read route that names an object by id (`/…/:id`) finds the event its
 * need is judged on: from the read models, once they have reached the client's
 * X-Min-Position (an object created a moment ago is found, not a 404).
 * `find` answers the object's event, or throws the object's 404.
 */
export function objectEventOf(
  context: ServiceContext,
  object: string,
  projections: readonly string[],
  find: (id: string, request: FastifyRequest) => Promise<string>,
): EventOfObject {
  return {
    object,
    find: async (request) => {
      await waitForPosition(context, request, ...projections);
      return find((request.params as { id: string }).id, request);
    },
  };
}
