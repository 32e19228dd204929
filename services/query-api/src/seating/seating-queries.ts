import { sql } from 'kysely';
import type { z } from 'zod';
import type { SeatingSettingsSchema } from '@usher/domain/contract/seating';
import type { Db } from '@usher/infra/db/database';
import type { ServiceContext } from '@usher/infra/context';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { tagFieldsOf } from '@usher/domain/presenters/tag-fields';
import { tagsById } from '../attendee-tags/tag-queries.ts';
import { canvasObjectItem, inSeatOrder, inTableOrder, legendItem, seatItem, sectionItem, tableItem } from './seating-items.ts';

export const SEATING_LIST_KEYS = { tables: 'tables', seats: 'seats', objects: 'canvas_objects', sections: 'sections', legends: 'seat_legends' } as const;
export type SeatingPathKind = keyof typeof SEATING_LIST_KEYS;

/** ids: only these pieces (list-by-ids); undefined: all of the event's. */
type Only = readonly string[] | undefined;
const NONE = ['00000000-0000-0000-0000-000000000000'];
const idsOrNone = (ids: readonly string[]) => {
  const valid = ids.filter(isUuid);
  return valid.length > 0 ? valid : NONE;
};

export async function sectionsOf(db: Db, eventUuid: string, only?: Only) {
  let query = db.selectFrom('rm_seating_sections').select(['id', 'name', 'data']).where('event_uuid', '=', eventUuid);
  if (only) query = query.where('id', 'in', idsOrNone(only));
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(sectionItem);
}

function tableRows(db: Db) {
  return db
    .selectFrom('rm_seating_tables as t')
    .select(['t.id', 't.section_id', 't.name', 't.label', 't.data'])
    .select(
      sql<number>`(select count(*)::int from rm_seating_seats s where s.event_uuid = t.event_uuid and s.table_id = t.id and s.attendee_id is not null)`.as(
        'seated',
      ),
    );
}

export async function tablesOf(db: Db, eventUuid: string, only?: Only) {
  let query = tableRows(db).where('t.event_uuid', '=', eventUuid);
  if (only) query = query.where('t.id', 'in', idsOrNone(only));
  return inTableOrder((await query.execute()).map(tableItem));
}

const seatColumns = ['s.id', 's.table_id', 's.name', 's.position', 's.seat_legend_id', 's.disabled', 's.disabled_message', 's.attendee_id'] as const;

export async function seatsOf(db: Db, eventUuid: string, only?: Only) {
  let query = db.selectFrom('rm_seating_seats as s').select(seatColumns).where('s.event_uuid', '=', eventUuid);
  if (only) query = query.where('s.id', 'in', idsOrNone(only));
  const [seats, tables] = await Promise.all([
    query.execute(),
    db.selectFrom('rm_seating_tables').select(['id', 'name']).where('event_uuid', '=', eventUuid).execute(),
  ]);
  return inSeatOrder(seats.map(seatItem), tables);
}

export async function canvasObjectsOf(db: Db, eventUuid: string, only?: Only) {
  let query = db.selectFrom('rm_seating_canvas_objects').select(['id', 'data']).where('event_uuid', '=', eventUuid);
  if (only) query = query.where('id', 'in', idsOrNone(only));
  // Drawn in the order they were made: a later shape lies over an earlier one.
  return (await query.orderBy('created_at').orderBy('id').execute()).map(canvasObjectItem);
}

export async function legendsOf(db: Db, eventUuid: string, only?: Only) {
  let query = db.selectFrom('rm_seating_legends').select(['id', 'name', 'color']).where('event_uuid', '=', eventUuid);
  if (only) query = query.where('id', 'in', idsOrNone(only));
  return (await query.orderBy('created_at').orderBy('id').execute()).map(legendItem);
}

/** One kind's list reply, under the spec's key. */
export async function listOfKind(db: Db, eventUuid: string, kind: SeatingPathKind, only?: Only) {
  switch (kind) {
    case 'tables':
      return { tables: await tablesOf(db, eventUuid, only) };
    case 'seats':
      return { seats: await seatsOf(db, eventUuid, only) };
    case 'objects':
      return { canvas_objects: await canvasObjectsOf(db, eventUuid, only) };
    case 'sections':
      return { sections: await sectionsOf(db, eventUuid, only) };
    case 'legends':
      return { seat_legends: await legendsOf(db, eventUuid, only) };
  }
}

/**
 * The event a piece of a plan belongs to (404 when there is none: the caller
 * then checks the user may read it). An id names a piece within its event; a
 * log from before ids were reserved (migration 064) may hold one id in two
 * plans, and then the first plan to make it has it, as the reservation says.
 */
export async function eventOfPiece(context: ServiceContext, table: 'rm_seating_tables' | 'rm_seating_sections', id: string, what: string): Promise<string> {
  if (!isUuid(id)) throw DomainError.notFound(what);
  const row = await context.db.selectFrom(table).select('event_uuid').where('id', '=', id).orderBy('created_at').orderBy('event_uuid').executeTakeFirst();
  if (!row) throw DomainError.notFound(what);
  return row.event_uuid;
}

/** A table's seats, by position. */
export async function seatsOfTable(context: ServiceContext, eventUuid: string, tableId: string) {
  const rows = await context.db
    .selectFrom('rm_seating_seats as s')
    .select(seatColumns)
    .where('s.event_uuid', '=', eventUuid)
    .where('s.table_id', '=', tableId)
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
  return { seats: rows.map(seatItem) };
}

/** The section a table or row stands in, or null. */
export async function sectionOfTable(context: ServiceContext, eventUuid: string, tableId: string) {
  const row = await context.db
    .selectFrom('rm_seating_tables as t')
    .innerJoin('rm_seating_sections as s', (join) => join.onRef('s.event_uuid', '=', 't.event_uuid').onRef('s.id', '=', 't.section_id'))
    .select(['s.id', 's.name', 's.data'])
    .where('t.event_uuid', '=', eventUuid)
    .where('t.id', '=', tableId)
    .executeTakeFirst();
  return { data: row ? sectionItem(row) : null };
}

/** A section's tables or rows, in table order. */
export async function tablesOfSection(context: ServiceContext, eventUuid: string, sectionId: string) {
  const rows = await tableRows(context.db).where('t.event_uuid', '=', eventUuid).where('t.section_id', '=', sectionId).execute();
  return { tables: inTableOrder(rows.map(tableItem)) };
}

/** The seated guests as the plan shows them: name, party, group, tags, whether they are in. */
async function occupantsOf(db: Db, context: ServiceContext, eventUuid: string) {
  const [rows, tags] = await Promise.all([
    db
      .selectFrom('rm_attendees')
      .select(['id', 'seat_id', 'full_name', 'parent_attendee_id', 'host_group_id', 'tags', 'checked_in'])
      .where('event_uuid', '=', eventUuid)
      .where('seat_id', 'is not', null)
      .execute(),
    tagsById(context, eventUuid),
  ]);
  return rows.map((row) => ({
    attendee_id: row.id,
    seat_id: row.seat_id!,
    full_name: row.full_name,
    parent_attendee_id: row.parent_attendee_id,
    host_group_id: row.host_group_id,
    tags: tagFieldsOf(row.tags, tags).tag_objects,
    checked_in: row.checked_in,
  }));
}

const SETTINGS: { background_media_id: string | null } & Record<string, unknown> = {
  background_media_id: null,
  background_opacity: 1,
  background_locked: false,
  background_x: 0,
  background_y: 0,
  background_scale: 1,
};

/**
 * The whole plan in one answer, read in one snapshot together with the
 * checkpoints of the seating projection (the plan, the seats' occupants) and
 * the guest list (the occupants' names): the position it returns is the one
 * both have passed, so live changes after it apply on top and none is lost.
 */
export async function seatingPlan(context: ServiceContext, eventUuid: string) {
  return context.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const checkpoint = await trx
        .selectFrom('projection_checkpoints')
        .select((eb) => eb.fn.min('global_position').as('global_position'))
        .where('name', 'in', ['seating', 'guest_list'])
        .executeTakeFirst();
      const [event, plan, sections, tables, seats, canvas_objects, seat_legends, occupants] = await Promise.all([
        trx
          .selectFrom('rm_events')
          .select(['organisation_id'])
          .select(sql<string | null>`body->'settings'->>'seating_type'`.as('seating_type'))
          .select(sql<boolean>`coalesce((body->'settings'->>'is_seating_enabled')::boolean, false)`.as('is_seating_enabled'))
          .where('uuid', '=', eventUuid)
          .executeTakeFirst(),
        trx.selectFrom('rm_seating_plans').select('settings').where('event_uuid', '=', eventUuid).executeTakeFirst(),
        sectionsOf(trx, eventUuid),
        tablesOf(trx, eventUuid),
        seatsOf(trx, eventUuid),
        canvasObjectsOf(trx, eventUuid),
        legendsOf(trx, eventUuid),
        occupantsOf(trx, context, eventUuid),
      ]);
      const settings = { ...SETTINGS, ...((plan?.settings as Record<string, unknown> | undefined) ?? {}) } as z.infer<typeof SeatingSettingsSchema>;
      const mediaId = typeof settings.background_media_id === 'string' && isUuid(settings.background_media_id) ? settings.background_media_id : null;
      // Only the organisation's own library: an id of another's shows no image.
      const media =
        mediaId && event
          ? await trx.selectFrom('media').select('id').where('id', '=', mediaId).where('organisation_id', '=', event.organisation_id).executeTakeFirst()
          : undefined;
      return {
        data: {
          event_uuid: eventUuid,
          seating_type: event?.seating_type === 'theatre' ? ('theatre' as const) : ('venue' as const),
          is_seating_enabled: event?.is_seating_enabled ?? false,
          settings,
          background_url: media ? `/media/${media.id}` : null,
          sections,
          tables,
          seats,
          canvas_objects,
          seat_legends,
          occupants,
          position: String(checkpoint?.global_position ?? '0'),
        },
      };
    });
}
