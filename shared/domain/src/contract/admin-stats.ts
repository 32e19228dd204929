import { z } from 'zod';
import { PageMetaSchema } from './common.ts';

/** How far one read model (or follower of the log) is behind the log. */
export const ProjectionLagSchema = z.object({
  name: z.string().describe('The checkpoint’s name: a read model, or a follower such as the mailer.'),
  checkpoint_position: z.string().describe('The global position of the last event it applied.'),
  behind_events: z
    .number()
    .int()
    .nullable()
    .describe(
      'Events of the types it handles committed after its checkpoint (counted up to 10,000); null for a follower that moves its checkpoint only when it has work.',
    ),
  behind_capped: z.boolean().describe('True when there are more than the count says.'),
  updated_at: z.string().describe('When the checkpoint last moved.'),
  lag_seconds: z
    .number()
    .nullable()
    .describe('How long the oldest event it has not applied has waited (0: none waits); null for a follower the read models\u2019 health does not count.'),
});

/** Whether the read models keep up: what /api/health says about them. */
export const ReadModelHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  lag_threshold_seconds: z.number(),
  horizon_held_seconds: z.number().describe('How long the oldest open transaction that holds back every reader of the log has been open.'),
});

/** GET /api/v2/stats/admin/dashboard */
export const AdminDashboardSchema = z.object({
  users: z.number().int(),
  organisations: z.number().int(),
  live_events: z.number().int().describe('Started, not ended, not archived.'),
  upcoming_events: z.number().int().describe('Starting later, not archived.'),
  guests: z.number().int(),
  check_ins_today: z.number().int().describe('Guests checked in since midnight in `timezone`.'),
  timezone: z.string().describe('The IANA zone "today" was counted in.'),
  emails_sent_24h: z.number().int(),
  emails_sent_7d: z.number().int(),
  emails_failed_7d: z.number().int(),
  log_position: z.string().describe('The high-water mark: the newest event every reader may see.'),
  projections: z.array(ProjectionLagSchema),
  read_models: ReadModelHealthSchema,
  projection_failures_open: z.number().int(),
  database: z.object({ size_bytes: z.number(), version: z.string() }),
  generated_at: z.string(),
});
export const GetAdminDashboardReplies = { 200: z.object({ data: AdminDashboardSchema }) };

/** One bucket of the sign-ups chart. */
export const SignUpBucketSchema = z.object({
  start: z.string().describe('The bucket’s first day, YYYY-MM-DD in `timezone`.'),
  count: z.number().int(),
});
/** GET /api/v2/stats/admin/users */
export const GetAdminUserStatsReplies = {
  200: z.object({
    data: z.array(SignUpBucketSchema),
    meta: z.object({ days: z.number().int(), bucket: z.enum(['day', 'week']), timezone: z.string(), total: z.number().int() }),
  }),
};

/** One day of the events calendar. */
export const CalendarDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, the day the events start in their own time zones.'),
  count: z.number().int(),
  events: z.array(z.object({ uuid: z.string(), name: z.string() })).describe('The first few events of the day, by start.'),
});
/** GET /api/v2/stats/admin/calendar */
export const GetAdminCalendarReplies = {
  200: z.object({ data: z.array(CalendarDaySchema), meta: z.object({ month: z.string(), total: z.number().int() }) }),
};

/** An event as the instance administrators' events list shows it. */
export const AdminEventSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  is_archived: z.boolean(),
  organisation_id: z.string(),
  organisation: z.object({ label: z.string(), email: z.string().nullable() }).describe('Who organises it, for people to recognise.'),
  organiser_id: z.string().nullable().describe('The account an administrator logs in as to open the event.'),
  starts_date: z.string().nullable(),
  starts_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  timezone: z.string(),
  guests_count: z.number().int(),
  attending_count: z.number().int(),
  checked_in_count: z.number().int(),
  created_at: z.string(),
});
/** GET /api/v2/admin/events */
export const GetAdminEventsReplies = { 200: z.object({ data: z.array(AdminEventSchema), meta: PageMetaSchema }) };
