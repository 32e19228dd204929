import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';

const FailureListQuery = z.object({
  include_resolved: z.enum(['0', '1', 'true', 'false']).optional(),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});

const Failure = z.object({
  projection: z.string().describe('The read model that set the event aside.'),
  global_position: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  stream_id: z.string(),
  event_uuid: z.string().nullable(),
  organisation_id: z.string().nullable(),
  error: z.string(),
  sqlstate: z.string().nullable(),
  attempts: z.number().int(),
  first_failed_at: z.string(),
  last_failed_at: z.string(),
  resolved_at: z.string().nullable(),
});

const FailureList = z.object({ data: z.array(Failure), meta: z.object({ open: z.number().int() }) });

/**
 * For the instance's administrators: events a read model could not apply and
 * set aside (the health route counts them). Each names the projection, the
 * event's place in the log and the error; a rebuild after a fix resolves them.
 */
export function projectionFailureRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);

    app.get(
      '/api/v2/admin/projection-failures',
      { schema: { querystring: FailureListQuery, response: { 200: FailureList }, tags: ['admin'], summary: 'Events the read models set aside, newest first' } },
      async (request) => {
        const user = await authenticate(context, request);
        if (!user.is_admin) throw new HttpError(403, 'Only an administrator of Usher can see the read models’ failures.', 'forbidden');
        const includeResolved = request.query.include_resolved === '1' || request.query.include_resolved === 'true';
        const { rows } = await sql<z.infer<typeof Failure>>`
          select projection, global_position::text, event_id::text, event_type, stream_id, event_uuid::text, organisation_id::text, error, sqlstate, attempts,
                 to_json(first_failed_at)#>>'{}' as first_failed_at, to_json(last_failed_at)#>>'{}' as last_failed_at, to_json(resolved_at)#>>'{}' as resolved_at
          from projection_failures
          where ${includeResolved} or resolved_at is null
          order by first_failed_at desc, global_position desc
          limit ${request.query.per_page}`.execute(context.db);
        const open = await sql<{ open: number }>`select count(*)::int as open from projection_failures where resolved_at is null`.execute(context.db);
        return { data: rows, meta: { open: open.rows[0]?.open ?? 0 } };
      },
    );
  };
}
