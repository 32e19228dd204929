import { z } from 'zod';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

/** Lengths are checked by the domain rules (with their messages); these bounds only stop absurd bodies. */
export const EndpointBody = z.object({
  url: safeText({ max: 10_000 }),
  description: safeText({ max: 10_000, multiline: true }).optional().default(''),
  event_types: z.array(safeText({ max: 200 })).max(500).optional().default([]),
});
export type EndpointBody = z.infer<typeof EndpointBody>;

export const EndpointPatch = z.object({
  url: safeText({ max: 10_000 }).optional(),
  description: safeText({ max: 10_000, multiline: true }).optional(),
  event_types: z.array(safeText({ max: 200 })).max(500).optional(),
});

export { EventParams };
export const EndpointParams = IdParams;
export const DeliveryParams = z.object({ id: safeId(), delivery: safeId() });

const Endpoint = z.object({
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

export const EndpointReply = z.object({ data: Endpoint, position: z.string() });
export const CreatedEndpointReply = z.object({ data: Endpoint.extend({ secret: z.string() }), position: z.string() });
export const SecretReply = z.object({ data: z.object({ id: z.string(), secret: z.string() }), position: z.string() });
export const DeletedReply = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }), position: z.string() });
export const RedeliveryReply = z.object({ data: z.object({ id: z.string(), status: z.literal('pending') }), position: z.string() });
