import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { catalogueEntries, catalogueEntry } from './catalogue-entries.ts';
import { CatalogueItemSchema, CatalogueListSchema, EventTypeParams, NotFoundSchema } from './catalogue-schemas.ts';

/**
 * The public event catalogue: every domain event type with its JSON Schema.
 * It is documentation, the same for everyone, so it needs no credentials.
 */
export function catalogueRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['event catalogue'];

    app.get('/api/v2/event-catalogue', { config: { need: 'public' }, schema: { tags, response: { 200: CatalogueListSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: catalogueEntries() };
    });

    app.get(
      '/api/v2/event-catalogue/:type',
      { config: { need: 'public' }, schema: { params: EventTypeParams, tags, response: { 200: CatalogueItemSchema, 404: NotFoundSchema } } },
      async (request, reply) => {
        const entry = catalogueEntry(request.params.type);
        if (!entry) throw DomainError.notFound('event_type');
        reply.header('cache-control', 'public, max-age=300');
        return { data: entry };
      },
    );
  };
}
