import { z } from 'zod';
import { uuid } from './common.ts';

/**
 * Webhook endpoints live on their own stream (`webhook-endpoint-{id}`): where
 * the organisation's events are POSTed, for one event or all of them, and of
 * which types. The signing secret never enters the log; it lives in the
 * `webhook_secrets` table, and only its rotation is recorded here.
 */
export const WebhookEndpointCreated = z.object({
  endpoint_id: uuid,
  organisation_id: uuid,
  /** null: every event of the organisation; else only this event's. */
  event_uuid: uuid.nullable(),
  url: z.string(),
  description: z.string(),
  /** Catalogue types to deliver; empty means every type. */
  event_types: z.array(z.string()),
  created_by: uuid.nullable(),
});

export const WebhookEndpointUpdated = z.object({
  endpoint_id: uuid,
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
});

/** Why deliveries stopped: someone turned it off, or it kept failing. */
/** owner_deleted: the account that made it was deleted; the organisation's founder is told and may enable it as theirs. */
export const webhookDisableReason = z.enum(['manual', 'failing', 'owner_deleted']);

export const WebhookEndpointDisabled = z.object({
  endpoint_id: uuid,
  reason: webhookDisableReason,
  /** For `failing`: the failed attempts in a row, and since when it has failed. */
  consecutive_failures: z.number().int().nullable(),
  failing_since: z.string().nullable(),
});

export const WebhookEndpointEnabled = z.object({ endpoint_id: uuid });
export const WebhookEndpointDeleted = z.object({ endpoint_id: uuid });

/** Audit records: a new secret was made (never the secret itself), a delivery was sent again on request. */
export const WebhookEndpointSecretRotated = z.object({ endpoint_id: uuid });
export const WebhookRedeliveryRequested = z.object({ endpoint_id: uuid, delivery_id: z.string() });

/** A sample delivery to one endpoint only, whatever its type filter. */
export const WebhookTestRequested = z.object({ endpoint_id: uuid });

export const webhookEndpointStream = (endpointId: string) => `webhook-endpoint-${endpointId}`;
