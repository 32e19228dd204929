import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { checkpointLags } from '@usher/infra/eventstore/projection-lag';
import { countOpenProjectionFailures } from '@usher/infra/db/projection-failures';
import { projectionHealth } from '@usher/infra/health/projection-health';
import { readConfig } from '@usher/infra/config';
import type { ServiceContext } from '@usher/infra/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A count(*) as a number (PostgreSQL answers bigint counts as strings). */
const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * Every mail written in the last week, whatever its path: the mailer's
 * (invitations, passes, reminders, account mails), communications' outbound
 * messages, and test mails. Counting only the first missed 11 of 38 (issue 28).
 */
async function mailWritten(context: ServiceContext, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const { rows } = await sql<{ sent_24h: string; sent_7d: string; failed_7d: string }>`
    select sum(sent_24h) as sent_24h, sum(sent_7d) as sent_7d, sum(failed_7d) as failed_7d from (
      select count(*) filter (where status = 'sent' and sent_at >= ${dayAgo}) as sent_24h, count(*) filter (where status = 'sent') as sent_7d, count(*) filter (where status = 'failed') as failed_7d
        from mail_deliveries where sent_at >= ${weekAgo}
      union all
      select count(*) filter (where sent_at >= ${dayAgo}), count(*), 0
        from rm_outbound_messages where sent_at >= ${weekAgo}
      union all
      select count(*) filter (where sent_at >= ${dayAgo}), count(*), 0
        from test_mails_sent where sent_at >= ${weekAgo}
    ) kinds`.execute(context.db);
  return rows[0]!;
}

/**
 * The instance at a glance, for its administrators. Every figure comes from a
 * read model or an index range (migrations 046, 047 and 080), never from the log's
 * rows, and the independent queries run side by side on the pool.
 */
export async function adminDashboard(context: ServiceContext, timezone: string) {
  const { db } = context;
  const now = context.clock.now();
  const midnight = DateTime.fromJSDate(now, { zone: timezone }).startOf('day').toJSDate();
  const [people, events, guests, checkIns, mail, lag, health, failures, database] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll().as('users'), eb.fn.count(eb.ref('organisation_id')).distinct().as('organisations')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rm_events')
      .where('is_archived', '=', false)
      .where('starts_at', 'is not', null)
      .select([
        sql<string>`count(*) filter (where starts_at <= ${now} and (ends_at is null or ends_at > ${now}) and coalesce((body->'settings'->>'is_ended')::boolean, false) = false)`.as(
          'live',
        ),
        sql<string>`count(*) filter (where starts_at > ${now})`.as('upcoming'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rm_attendee_stats')
      .select(sql<string>`coalesce(sum(total), 0)`.as('guests'))
      .executeTakeFirstOrThrow(),
    // The reports' arrivals (+1 in the 5-minute bucket of a check-in, taken back from there when it is undone or the
    // guest removed): a range of their own small index. Every zone's midnight starts a bucket (offsets are whole
    // quarter hours). An index on rm_attendees.checked_in_at made every check-in rewrite all of that table's indexes
    // (migration 080).
    db
      .selectFrom('rm_report_counts')
      .where('dimension', '=', 'all')
      .where('measure', '=', 'arrival')
      .where('bucket', '>=', midnight)
      .select(sql<string>`coalesce(sum(delta), 0)`.as('count'))
      .executeTakeFirstOrThrow(),
    mailWritten(context, now),
    checkpointLags(db, PROJECTION_MANIFEST),
    projectionHealth(db, context.clock, readConfig().healthLagSeconds),
    countOpenProjectionFailures(db),
    sql<{ size: string; version: string }>`select pg_database_size(current_database())::text as size, current_setting('server_version') as version`.execute(db),
  ]);
  return {
    users: asNumber(people.users),
    organisations: asNumber(people.organisations),
    live_events: asNumber(events.live),
    upcoming_events: asNumber(events.upcoming),
    guests: asNumber(guests.guests),
    check_ins_today: asNumber(checkIns.count),
    timezone,
    emails_sent_24h: asNumber(mail.sent_24h),
    emails_sent_7d: asNumber(mail.sent_7d),
    emails_failed_7d: asNumber(mail.failed_7d),
    log_position: lag.highWater,
    projections: lag.lags.map((row) => ({
      name: row.name,
      checkpoint_position: row.checkpointPosition,
      behind_events: row.behindEvents,
      behind_capped: row.behindCapped,
      updated_at: row.updatedAt.toISOString(),
      lag_seconds: health.projections.find((projection) => projection.name === row.name)?.lag_seconds ?? null,
    })),
    read_models: { status: health.status, lag_threshold_seconds: health.lag_threshold_seconds, horizon_held_seconds: health.horizon_held_seconds },
    projection_failures_open: failures,
    database: { size_bytes: asNumber(database.rows[0]?.size), version: database.rows[0]?.version ?? '' },
    generated_at: now.toISOString(),
  };
}
