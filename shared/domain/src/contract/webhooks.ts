import { z } from 'zod';
import { PageMetaSchema, PositionSchema } from './common.ts';

/** An endpoint as a command answers it, from the endpoint's own events (its times are null until the read model has them). */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  organisation_id: z.string(),
  event_uuid: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
  enabled: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/** An endpoint as the read model lists it: why and since when it is disabled, and its times always known. */
export const WebhookEndpointListItemSchema = WebhookEndpointSchema.extend({
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  status_code: z.number().nullable(),
  response_ms: z.number(),
  error: z.string().nullable(),
});

/** GET /api/v2/webhooks */
export const GetWebhooksReplies = { 200: z.object({ data: z.array(WebhookEndpointListItemSchema) }) };

/** GET /api/v2/events/:e/webhooks */
export const GetEventsWebhooksReplies = { 200: z.object({ data: z.array(WebhookEndpointListItemSchema) }) };

/** An endpoint with its delivery counts and health. */
export const WebhookEndpointDetailSchema = WebhookEndpointListItemSchema.extend({
  deliveries: z.object({ pending: z.number(), succeeded: z.number(), failed: z.number() }),
  health: z.object({
    consecutive_failures: z.number(),
    failing_since: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    last_success_at: z.string().nullable(),
  }),
});

/** GET /api/v2/webhooks/:id */
export const GetWebhookReplies = {
  200: z.object({
    data: WebhookEndpointDetailSchema,
  }),
};

/** GET /api/v2/webhooks/:id/secret */
export const GetWebhooksSecretReplies = { 200: z.object({ data: z.object({ id: z.string(), secret: z.string() }) }) };

/** One delivery of an event to an endpoint, with its attempts. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  position: PositionSchema,
  status: z.enum(['failed', 'pending', 'succeeded']),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_response_ms: z.number().nullable(),
  last_error: z.string().nullable(),
  attempt_log: z.array(WebhookAttemptSchema),
  created_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

/** GET /api/v2/webhooks/:id/deliveries */
export const GetWebhooksDeliveriesReplies = {
  200: z.object({
    data: z.array(WebhookDeliverySchema),
    meta: PageMetaSchema,
  }),
};
