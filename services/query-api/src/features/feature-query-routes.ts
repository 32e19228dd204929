import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { GetEventsFeatureReplies, GetEventsFeaturesReplies } from '@usher/domain/contract/features';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { safeId } from '@usher/domain/validation/safe-text';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireReadableEvent } from '../attendees/attendee-queries.ts';
import { featureOf, listFeatures } from './feature-queries.ts';

const FeatureParams = EventParams.extend({ id: safeId().describe("The feature's id.") });

/** Features' reads: anyone who may view the event. */
export function featureQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['features'];
    app.get('/api/v2/events/:e/features', { schema: { params: EventParams, tags, summary: "The event's features in their order", response: GetEventsFeaturesReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'event_features');
      await requireReadableEvent(context, user, request.params.e);
      return { data: await listFeatures(context, request.params.e) };
    });
    app.get('/api/v2/events/:e/features/:id', { schema: { params: FeatureParams, tags, summary: 'One feature', response: GetEventsFeatureReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'event_features');
      await requireReadableEvent(context, user, request.params.e);
      const feature = await featureOf(context, request.params.e, request.params.id);
      if (!feature) throw DomainError.notFound('feature');
      return { data: feature };
    });
  };
}
