import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { PLAN_KINDS, type Created, type PlanKind } from '@usher/domain/deciders/seating-plan-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { Db } from '@usher/infra/db/database';
import type { AppendRequest } from '@usher/infra/eventstore/types';
import type { AppendClaim } from '../handling/execute.ts';

// A floor plan's pieces are named by ids the editor makes (it links a new
// seat to a new table before either is saved), and a seat's stream, a table
// owner's grant and the routes that name a piece by its id alone all go by
// the id. So an id belongs to the one event that first created a piece with
// it (issue 27): seating_piece_ids holds that, written in the transaction
// that appends the save, and a save that creates a piece with an id another
// event holds is refused on the field and appends nothing.

export const ID_TAKEN = 'The id has already been taken.';

interface Wanted {
  id: string;
  eventUuid: string;
  kind: PlanKind;
  field: string;
}

function createdPiecesOf(requests: AppendRequest[]): Wanted[] {
  const wanted: Wanted[] = [];
  for (const request of requests) {
    for (const event of request.events) {
      if (event.type !== 'SeatingPlanSaved') continue;
      const data = event.data as { event_uuid: string; created: Created };
      for (const kind of PLAN_KINDS) {
        (data.created[kind] ?? []).forEach((piece, index) =>
          wanted.push({ id: piece.id, eventUuid: data.event_uuid, kind, field: `created.${kind}.${index}.id` }),
        );
      }
    }
  }
  return wanted;
}

/** Reserves the ids of the pieces a save creates for its event; throws 422 on each id another event holds. */
async function claimPieceIds(trx: Db, requests: AppendRequest[]): Promise<void> {
  const wanted = createdPiecesOf(requests);
  if (wanted.length === 0) return;
  // In id order, so two saves claiming some of the same ids wait for each other rather than deadlock.
  const sorted = [...wanted].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  await sql`
    insert into seating_piece_ids (id, event_uuid, kind)
    select * from unnest(${sorted.map((w) => w.id)}::uuid[], ${sorted.map((w) => w.eventUuid)}::uuid[], ${sorted.map((w) => w.kind)}::text[])
    on conflict (id) do nothing`.execute(trx);
  const holders = await holdersOf(
    trx,
    sorted.map((w) => w.id),
  );
  const errors: FieldErrors = {};
  for (const piece of wanted) if (holders.get(piece.id) !== piece.eventUuid) errors[piece.field] = [ID_TAKEN];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}

/** The event holding each of these ids (those any event holds). */
async function holdersOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .selectFrom('seating_piece_ids')
    .select(['id', 'event_uuid'])
    .where('id', '=', sql<string>`any(${valid}::uuid[])`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.event_uuid]));
}

/** The claim every append of a floor-plan save goes with (execute's `claim`). */
export const pieceIdClaim = (db: Db): AppendClaim => ({ db, run: claimPieceIds });

/** The event whose plan a piece's id belongs to, or null for an id no event holds. */
export async function eventOfPieceId(db: Db, id: string): Promise<string | null> {
  return (await holdersOf(db, [id])).get(id) ?? null;
}
