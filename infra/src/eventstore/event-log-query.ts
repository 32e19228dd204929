import { sql, type RawBuilder } from 'kysely';
import type { EventLogFilter, EventLogPage } from './event-store.ts';

const nothing = sql``;

/**
 * One event's slice of the log, newest first, as the audit log pages it.
 *
 * The tenant predicate and the descending (transaction id, position) order
 * walk the expression index of migration 013 backwards, and the keyset
 * (`before`) starts that walk where the last page ended, so page 1,000 costs
 * what page 1 does. Only events of transactions older than every running one
 * are read: an event committing late would otherwise land between rows a
 * reader has already paged past, and the trail would have a gap. Newer events
 * can then only ever appear above the first page.
 */
export function eventLogQuery<Row>(filter: EventLogFilter, page: EventLogPage): RawBuilder<Row> {
  const before = page.before
    ? sql`and (e.transaction_id, e.global_position) < (${page.before.transactionId}::xid8, ${page.before.globalPosition}::bigint)`
    : nothing;
  const stream = filter.streamId !== undefined ? sql`and e.stream_id = ${filter.streamId}` : nothing;
  const types = filter.types && filter.types.length > 0 ? sql`and e.type = any(${[...filter.types]}::text[])` : nothing;
  const exceptTypes = filter.exceptTypes && filter.exceptTypes.length > 0 ? sql`and e.type <> all(${[...filter.exceptTypes]}::text[])` : nothing;
  const actorId = filter.actorId !== undefined ? sql`and e.metadata->'actor'->>'id' = ${filter.actorId}` : nothing;
  const actorType = filter.actorType !== undefined ? sql`and e.metadata->'actor'->>'type' = ${filter.actorType}` : nothing;
  const from = filter.from ? sql`and e.recorded_at >= ${filter.from.toISOString()}::timestamptz` : nothing;
  // Times travel with millisecond precision and the store keeps microseconds:
  // 'to' takes in the whole millisecond it names, so a row's own time finds it.
  const to = filter.to ? sql`and e.recorded_at < ${filter.to.toISOString()}::timestamptz + interval '1 millisecond'` : nothing;
  return sql<Row>`
    select e.global_position, e.transaction_id::text as transaction_id, e.event_id, e.stream_id, e.stream_position,
      e.type, e.schema_version, e.data, e.metadata, (extract(epoch from e.recorded_at) * 1000)::float8 as recorded_ms
    from es_events e
    where e.metadata->>'event_uuid' = ${filter.eventUuid}
      and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ${before} ${stream} ${types} ${exceptTypes} ${actorId} ${actorType} ${from} ${to}
    order by e.transaction_id desc, e.global_position desc
    limit ${page.limit}`;
}
