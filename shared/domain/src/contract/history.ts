import { z } from 'zod';
import { PositionSchema } from './common.ts';
import { ActorSchema } from './audit.ts';

/** One change of a guest's stream, as the guest's history shows it. */
export const AttendeeHistoryEntrySchema = z.object({
  actor: ActorSchema,
  source: z.string().nullable(),
  occurred_at: z.string(),
  position: PositionSchema,
  summary: z.string(),
  changes: z.record(z.string(), z.unknown()),
  previous: z.record(z.string(), z.unknown()).nullable().optional(),
  id: z.string(),
  type: z.string(),
});

/** GET /api/v2/events/attendees/:id/history */
export const GetEventsAttendeesHistoryReplies = {
  200: z.object({
    data: z.array(AttendeeHistoryEntrySchema),
  }),
};
