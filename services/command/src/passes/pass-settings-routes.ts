import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { EventParams } from '../events/event-schemas.ts';
import { changeEvent } from '../events/event-handlers.ts';
import { EventDataBody, PassSettingsBody } from './pass-settings-schemas.ts';
import { changePassSettings } from './pass-settings-handlers.ts';
import { PutEventsEventDataReplies, PutEventsPassSettingsReplies } from '@usher/domain/contract/passes';

/**
 * The pass settings screen's two groups, each its own route and event: the event form
 * (PUT /api/v2/events/{uuid}) stays the flat settings it is, and each change in the log says
 * which group moved. Both answer the whole event, like every event command.
 */
export function passSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['events'];

    app.put(
      '/api/v2/events/:uuid/pass-settings',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: PassSettingsBody, tags, response: PutEventsPassSettingsReplies } },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changePassSettings(context, user, uuid, request.body, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:uuid/event-data',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: EventDataBody, tags, response: PutEventsEventDataReplies } },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'ChangeEventData', event_data: request.body }, request.metadata);
      },
    );
  };
}
