import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { idempotencyKeyOf } from '@usher/infra/http/request-metadata';
import { ScanBody, ScanParams, ScanResponses } from './scan-schemas.ts';
import { scan } from './scan-handlers.ts';

/** The door scanner's check-in: `POST /api/v2/events/{e}/scans` with a pass token or a searched guest's id. */
export function scanRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/events/:e/scans',
      {
        config: { need: ['check_in', 'event'] },
        schema: {
          params: ScanParams,
          body: ScanBody,
          tags: ['scanner'],
          summary: 'Check in the guest a pass (or the search fallback) names',
          response: ScanResponses,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        const result = await scan(context, user, e, request.body, request.metadata, idempotencyKeyOf(request));
        return reply.code(result.status).send(result.body);
      },
    );
  };
}
