import { z } from 'zod';
import { fileReply } from './common.ts';
import { PositionSchema } from './common.ts';

export const ActorSchema = z.object({
  type: z.enum(['user', 'api_token', 'guest_link', 'system']),
  id: z.string().nullable(),
  name: z.string().nullable(),
  impersonator: z.object({ id: z.string(), name: z.string() }).optional(),
});

export const AuditLogRowSchema = z.object({
  id: z.string(),
  position: PositionSchema,
  occurred_at: z.string(),
  type: z.string(),
  summary: z.string(),
  actor: ActorSchema,
  attendee: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  source: z.string().nullable(),
  socket_id: z.string().nullable(),
  stream_id: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** GET /api/v2/events/:e/audit-log */
export const GetEventsAuditLogReplies = {
  200: z.object({ data: z.array(AuditLogRowSchema), meta: z.object({ limit: z.number(), next_cursor: z.string().nullable() }) }),
};

/** GET /api/v2/events/:e/audit-log/export */
export const GetEventsAuditLogExportReplies = {
  200: fileReply('The audit log as CSV or JSON Lines', ['text/csv; charset=utf-8', 'application/jsonl; charset=utf-8']),
};
