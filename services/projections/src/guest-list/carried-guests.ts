import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import type { GuestRow } from '@usher/read-models/guest-row';
import { CarriedRows } from '../runner/carried-rows.ts';
import { BATCH_END, BATCH_START, type BatchState, type RebuildMemory } from '../runner/projection.ts';
import type { RowBuffer } from '../runner/row-buffer.ts';

const CARRIED = 'guest_list.carried';

/**
 * Events whose changes reach guests' rows by a statement over the table, not
 * through the batch's buffer (an account's mark, a deleted user's check-ins,
 * a deleted tag): a batch holding one leaves nothing carried.
 */
const CHANGED_BY_STATEMENT = new Set(['UserRegistered', 'UserAccountDeleted', 'AttendeeTagDeleted']);

interface CarryOfBatch {
  carried: CarriedRows<GuestRow>;
  byStatement: boolean;
}

/**
 * In a rebuild (a RebuildMemory), the guests' rows earlier batches wrote are
 * carried to this one (runner/carried-rows.ts): its buffer takes them before
 * asking the table. Call before the batch's first load.
 */
export function carryGuests(events: readonly StoredEvent[], batch: BatchState, memory: RebuildMemory | undefined, rows: RowBuffer<GuestRow>): void {
  const from = batch.get(BATCH_START) as LogPosition | undefined;
  if (!memory || !from) return;
  let carried = memory.get(CARRIED) as CarriedRows<GuestRow> | undefined;
  if (!carried) memory.set(CARRIED, (carried = new CarriedRows<GuestRow>()));
  carried.begin(from);
  rows.carryFrom(carried);
  const carry: CarryOfBatch = { carried, byStatement: events.some((stored) => CHANGED_BY_STATEMENT.has(stored.type)) };
  batch.set(CARRIED, carry);
}

/** Once the batch's rows are all written: they are offered to the next batch, should this one commit. */
export function offerGuests(batch: BatchState, rows: RowBuffer<GuestRow>): void {
  const carry = batch.get(CARRIED) as CarryOfBatch | undefined;
  if (!carry) return;
  carry.carried.offer(carry.byStatement ? null : rows.heldByKey(), batch.get(BATCH_END) as LogPosition);
}
