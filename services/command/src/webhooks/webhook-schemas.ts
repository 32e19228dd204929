import { z } from 'zod';
import { WebhookEndpointSchema } from '@usher/domain/contract/webhooks';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

/** Lengths are checked by the domain rules (with their messages); these bounds only stop absurd bodies. */
export const EndpointBody = z.object({
  url: safeText({ max: 10_000 }),
  description: safeText({ max: 10_000, multiline: true }).optional().default(''),
  event_types: z
    .array(safeText({ max: 200 }))
    .max(500)
    .optional()
    .default([]),
});
export type EndpointBody = z.infer<typeof EndpointBody>;

export const EndpointPatch = z.object({
  url: safeText({ max: 10_000 }).optional(),
  description: safeText({ max: 10_000, multiline: true }).optional(),
  event_types: z
    .array(safeText({ max: 200 }))
    .max(500)
    .optional(),
});

export { EventParams };
export const EndpointParams = IdParams;
export const DeliveryParams = z.object({ id: safeId(), delivery: safeId() });

export const EndpointReply = z.object({ data: WebhookEndpointSchema, position: z.string() });
export const CreatedEndpointReply = z.object({ data: WebhookEndpointSchema.extend({ secret: z.string() }), position: z.string() });
export const SecretReply = z.object({ data: z.object({ id: z.string(), secret: z.string() }), position: z.string() });
export const DeletedReply = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }), position: z.string() });
export const RedeliveryReply = z.object({ data: z.object({ id: z.string(), status: z.literal('pending') }), position: z.string() });
