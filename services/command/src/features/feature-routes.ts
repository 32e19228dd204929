import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  CreateFeatureBody,
  DeleteEventsFeaturesReplies,
  PostEventsFeaturesReorderReplies,
  PostEventsFeaturesReplies,
  PutEventsFeaturesReplies,
  ReorderFeaturesBody,
  UpdateFeatureBody,
} from '@usher/domain/contract/features';
import { safeId } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { createFeature, deleteFeature, reorderFeatures, updateFeature } from './feature-handlers.ts';

const FeatureParams = EventParams.extend({ id: safeId().describe("The feature's id.") });

/** Features' writes (spec section 7, under /events/{e}/features): editors write, the reads are on the query side. */
export function featureRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['features'];
    const base = '/api/v2/events/:e/features';

    app.post(
      base,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: CreateFeatureBody,
          tags,
          summary: 'Add a feature (agenda, menu, questions and answers, …); it goes last',
          response: PostEventsFeaturesReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createFeature(context, user, e, request.body, request.metadata));
      },
    );

    // Registered before '/:id' so 'reorder' is never read as a feature id.
    app.post(
      `${base}/reorder`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: ReorderFeaturesBody,
          tags,
          summary: "Put the event's features in a new order (every id once)",
          response: PostEventsFeaturesReorderReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return reorderFeatures(context, user, e, request.body.feature_ids, request.metadata);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { need: ['update', 'event'] },
        schema: { params: FeatureParams, body: UpdateFeatureBody, tags, summary: 'Change a feature', response: PutEventsFeaturesReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return updateFeature(context, user, e, id, request.body, request.metadata);
      },
    );

    app.delete(
      `${base}/:id`,
      { config: { need: ['update', 'event'] }, schema: { params: FeatureParams, tags, summary: 'Remove a feature', response: DeleteEventsFeaturesReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteFeature(context, user, e, id, request.metadata);
      },
    );
  };
}
