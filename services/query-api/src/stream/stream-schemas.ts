import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_WAIT_SECONDS } from './stream-reader.ts';

export const StreamQuery = z.object({
  /** The cursor of the last item read (or the page's `meta.cursor`); omitted: from the start. */
  after: safeText({ max: 50 }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  /** Long polling: hold an empty page open up to this many seconds. */
  wait: z.coerce.number().min(0).max(MAX_WAIT_SECONDS).default(0),
  /** Comma-separated event types. */
  types: safeText({ max: 5000 }).optional(),
});
export type StreamQuery = z.infer<typeof StreamQuery>;

export const StreamTailQuery = z.object({
  after: safeText({ max: 50 }).optional(),
  types: safeText({ max: 5000 }).optional(),
  /** Follow one organiser's event instead of the whole organisation. */
  e: safeId().optional(),
});

export const EventStreamParams = z.object({ e: safeId() });

const StreamItemSchema = z.object({
  position: z.string(),
  global_position: z.string(),
  event_id: z.string(),
  type: z.string(),
  schema_version: z.number(),
  stream_id: z.string(),
  data: z.record(z.string(), z.unknown()),
  metadata: z.object({
    actor: z.object({ type: z.enum(['user', 'api_token', 'guest_link', 'system']), id: z.string().nullable(), name: z.string().nullable() }),
    occurred_at: z.string(),
    correlation_id: z.string(),
    causation_id: z.string().nullable(),
    event_uuid: z.string().nullable(),
  }),
});

export const StreamPageSchema = z.object({
  data: z.array(StreamItemSchema),
  meta: z.object({ cursor: z.string(), has_more: z.boolean() }),
});
