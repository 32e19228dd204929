import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  AlertCommandReply,
  AlertDeleteReply,
  ContinuousDeliveryBody,
  CreateAlertBody,
  ResendAlertBody,
  UpdateAlertBody,
} from '@usher/domain/contract/communications';
import { safeId } from '@usher/domain/validation/safe-text';
import { idempotencyKeyOf } from '@usher/infra/http/request-metadata';
import type { ServiceContext } from '@usher/infra/context';
import { createAlert, deleteAlert, resendAlert, setContinuousDelivery, updateAlert } from './alert-handlers.ts';

const AlertParams = EventParams.extend({ alertId: safeId().describe("The communication's id.") });

/**
 * Communications' writes (spec section 7 Alerts, under /events/{e}/alerts).
 * Editors write; the reads are on the query side. Each takes an
 * Idempotency-Key, so a retried request changes nothing twice.
 */
export function communicationAlertRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communications'];
    const base = '/api/v2/events/:e/alerts';

    app.post(
      base,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: CreateAlertBody,
          tags,
          summary: 'Create a communication by name (a draft), optionally from a template',
          response: { 201: AlertCommandReply },
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createAlert(context, user, e, request.body, request.metadata, idempotencyKeyOf(request)));
      },
    );

    app.put(
      `${base}/:alertId`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: AlertParams,
          body: UpdateAlertBody,
          tags,
          summary: 'Change a communication; send: true sends it (now or for its time), send: false takes a scheduled one back',
          response: { 200: AlertCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, alertId } = request.params;
        return updateAlert(context, user, e, alertId, request.body, request.metadata, idempotencyKeyOf(request));
      },
    );

    // The spec's spelling of the path.
    app.put(
      `${base}/:alertId/update-continous-delivery`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: AlertParams,
          body: ContinuousDeliveryBody,
          tags,
          summary: 'Turn continuous delivery on or off: guests who come to match later receive it too, once',
          response: { 200: AlertCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, alertId } = request.params;
        return setContinuousDelivery(context, user, e, alertId, request.body.is_continuous_delivery, request.metadata, idempotencyKeyOf(request));
      },
    );

    app.delete(
      `${base}/:alertId`,
      {
        config: { need: ['update', 'event'] },
        schema: { params: AlertParams, tags, summary: 'Delete a communication; its unsent messages are canceled', response: { 200: AlertDeleteReply } },
      },
      async (request) => {
        const { user } = request;
        const { e, alertId } = request.params;
        return deleteAlert(context, user, e, alertId, request.metadata, idempotencyKeyOf(request));
      },
    );

    app.post(
      `${base}/:alertId/resend`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: AlertParams,
          body: ResendAlertBody,
          tags,
          summary: 'Send a sent communication again to those it failed to reach or who did not open it',
          response: { 200: AlertCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, alertId } = request.params;
        return resendAlert(context, user, e, alertId, request.body.scope, request.metadata, idempotencyKeyOf(request));
      },
    );
  };
}
