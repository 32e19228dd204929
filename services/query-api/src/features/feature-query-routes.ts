import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { GetEventsFeatureReplies, GetEventsFeaturesReplies } from '@usher/domain/contract/features';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { safeId } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { featureOf, listFeatures } from './feature-queries.ts';

const FeatureParams = EventParams.extend({ id: safeId().describe("The feature's id.") });

/** Features' reads: anyone who may view the event. */
export function featureQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['features'];
    app.get(
      '/api/v2/events/:e/features',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: "The event's features in their order", response: GetEventsFeaturesReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'event_features');
        return { data: await listFeatures(context, request.params.e) };
      },
    );
    app.get(
      '/api/v2/events/:e/features/:id',
      { config: { need: ['read', 'event'] }, schema: { params: FeatureParams, tags, summary: 'One feature', response: GetEventsFeatureReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events', 'event_features');
        const feature = await featureOf(context, request.params.e, request.params.id);
        if (!feature) throw DomainError.notFound('feature');
        return { data: feature };
      },
    );
  };
}
