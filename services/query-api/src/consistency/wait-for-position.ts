import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/runtime/context';

const MAX_WAIT_MS = 2000;

async function hasProcessed(context: ServiceContext, projection: string, position: string): Promise<boolean> {
  const result = await sql<{ done: boolean }>`
    select not exists (
      select 1 from es_events e
      where e.global_position = ${position}::bigint
        and (e.transaction_id, e.global_position) > (
          select (c.transaction_id, c.global_position) from projection_checkpoints c where c.name = ${projection}
        )
    ) and exists (select 1 from projection_checkpoints where name = ${projection}) as done`.execute(context.db);
  return result.rows[0]?.done ?? false;
}

/**
 * Read your own writes: when the client sends the position its command
 * answered (X-Min-Position), wait briefly until the projection has passed it.
 */
export async function waitForPosition(context: ServiceContext, request: FastifyRequest, projection: string): Promise<void> {
  const header = request.headers['x-min-position'];
  if (typeof header !== 'string' || !/^\d{1,18}$/.test(header) || header === '0') return;
  const deadline = Date.now() + MAX_WAIT_MS;
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
