import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { allProjections } from '@usher/projections/all-projections';

const MAX_WAIT_MS = 2000;

// The event types each projection applies: its checkpoint only ever moves
// over those, so only those can hold a read back.
const HANDLED_TYPES = new Map(allProjections.map((projection) => [projection.name, [...projection.handles]]));

/**
 * Whether the projection has applied every event it handles up to `position`.
 * An event it does not handle (a guest change, for the events list) never
 * moves its checkpoint, so it must not make the read wait.
 */
async function hasProcessed(context: ServiceContext, projection: string, position: string): Promise<boolean> {
  const types = HANDLED_TYPES.get(projection) ?? [];
  // Done when no event it handles lies between its checkpoint and the target, in commit order.
  const result = await sql<{ done: boolean }>`
    select not exists (
      select 1
      from es_events target
      join es_events e on (e.transaction_id, e.global_position) <= (target.transaction_id, target.global_position)
      left join projection_checkpoints c on c.name = ${projection}
      where target.global_position = ${position}::bigint
        and e.type = any(${types}::text[])
        and (c.name is null or (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position))
    ) as done`.execute(context.db);
  return result.rows[0]?.done ?? true;
}

/**
 * Read your own writes: when the client sends the position its command
 * answered (X-Min-Position), wait briefly until every projection the route
 * reads (its own data and the events it checks access against) has passed it.
 */
export async function waitForPosition(context: ServiceContext, request: FastifyRequest, ...projections: string[]): Promise<void> {
  const header = request.headers['x-min-position'];
  if (typeof header !== 'string' || !/^\d{1,18}$/.test(header) || header === '0') return;
  const deadline = Date.now() + MAX_WAIT_MS;
  for (const projection of projections) {
    while (!(await hasProcessed(context, projection, header))) {
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
