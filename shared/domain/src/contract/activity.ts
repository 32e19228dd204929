import { z } from 'zod';
import { PositionSchema } from './common.ts';

/** PUT /api/v2/activity-log/:id/read */
export const PutActivityLogReadReplies = { 200: z.object({ data: z.object({ id: z.string(), read_at: z.string() }), position: PositionSchema }) };

/** One entry of the activity feed (the bell). */
export const ActivityLogSchema = z.object({
  created_at: z.string(),
  read_at: z.string().nullable(),
  event_uuid: z.string(),
  type: z.string(),
  id: z.string(),
  description: z.string(),
  attendee_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  item_count: z.number(),
  event_name: z.string(),
  /** The event's time zone (IANA), to show created_at on the event's clock. */
  event_timezone: z.string(),
});

/** GET /api/v2/activity-log */
export const GetActivityLogReplies = {
  200: z.object({
    activity_logs: z.array(ActivityLogSchema),
    meta: z.object({ total: z.number(), unread: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() }),
  }),
};
