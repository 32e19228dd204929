import type { Db } from '@usher/infra/db/database';
import type { EventData } from '@usher/events';
import type { BatchState } from '../runner/projection.ts';
import type { JsonRow } from '@usher/read-models/json-row';
import type { RmGuestSeatPiecesTable } from '@usher/read-models';
import { bufferIn, type RowBuffer } from '../runner/row-buffer.ts';
import { pieceKey } from '../seating/seating-rows.ts';

// What the guest list knows of the floor plan: the names a guest row copies
// (section, table number and name, row, seat), how the pieces nest, and which
// seats are disabled (the stat bar counts the others, in past views too). Its own
// table (migration 074), kept from the plan's saves, so the guest list rebuilds
// alone and never waits on the seating projection, which owns the plan itself.

type Saved = EventData<'SeatingPlanSaved'>;
/** A piece as the batch holds it. */
export type SeatPieceRow = JsonRow<RmGuestSeatPiecesTable>;

export const SEAT_PIECES_TABLE = 'rm_guest_seat_pieces';

export const seatPieces = (batch: BatchState): RowBuffer<SeatPieceRow> => bufferIn<SeatPieceRow>(batch, SEAT_PIECES_TABLE, 'id', 'event_uuid');

/** Loads these seats, then their tables and these, then the tables' sections and these: three queries. */
export async function loadSeatPieces(
  trx: Db,
  pieces: RowBuffer<SeatPieceRow>,
  keys: { seats: Iterable<string>; tables: Iterable<string>; sections: Iterable<string> },
): Promise<void> {
  await pieces.load(trx, keys.seats);
  const parents = (kind: SeatPieceRow['kind']) =>
    pieces.held((row) => row.kind === kind && row.parent_id !== null).map((row) => pieceKey(row.event_uuid, row.parent_id!));
  await pieces.load(trx, [...keys.tables, ...parents('seat')]);
  await pieces.load(trx, [...keys.sections, ...parents('table')]);
}

const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

/** Applies a save's creations, renames, moves, disablings and deletions to the pieces (their positions and colours are not kept here). */
export function applySaveToPieces(pieces: RowBuffer<SeatPieceRow>, data: Saved): void {
  const e = data.event_uuid;
  const k = (id: string) => pieceKey(e, id);
  const { created, updated, deleted } = data;
  for (const section of created.sections ?? [])
    pieces.insert({ event_uuid: e, id: section.id, kind: 'section', name: section.name, label: null, shape: null, parent_id: null, disabled: false });
  for (const table of created.tables ?? []) {
    pieces.insert({
      event_uuid: e,
      id: table.id,
      kind: 'table',
      name: String(table.name),
      label: text(table.label),
      shape: text(table.shape),
      parent_id: text(table.section_id),
      disabled: false,
    });
  }
  for (const seat of created.seats ?? [])
    pieces.insert({
      event_uuid: e,
      id: seat.id,
      kind: 'seat',
      name: seat.name,
      label: null,
      shape: null,
      parent_id: seat.table_id,
      disabled: seat.disabled ?? false,
    });
  for (const changes of updated.sections ?? [])
    if (changes.name !== undefined && pieces.get(k(changes.id))) pieces.update(k(changes.id), { name: changes.name });
  for (const changes of updated.tables ?? []) {
    if (!pieces.get(k(changes.id))) continue;
    const next: Partial<SeatPieceRow> = {};
    if ('name' in changes) next.name = String(changes.name);
    if ('label' in changes) next.label = text(changes.label);
    if ('shape' in changes) next.shape = text(changes.shape);
    if ('section_id' in changes) next.parent_id = text(changes.section_id);
    pieces.update(k(changes.id), next);
  }
  for (const changes of updated.seats ?? []) {
    if (!pieces.get(k(changes.id))) continue;
    const next: Partial<SeatPieceRow> = {};
    if (changes.name !== undefined) next.name = changes.name;
    if (changes.table_id !== undefined) next.parent_id = changes.table_id;
    if (changes.disabled !== undefined) next.disabled = changes.disabled;
    pieces.update(k(changes.id), next);
  }
  for (const id of [...(deleted.sections ?? []), ...(deleted.tables ?? []), ...(deleted.seats ?? [])]) pieces.delete(k(id));
}
